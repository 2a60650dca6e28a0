// An iCalendar feed in, busy intervals out. ical.js (Mozilla's RFC 5545 parser, used by
// Thunderbird, no dependencies) parses and expands recurrences: RRULE, RDATE, EXDATE and
// moved or cancelled occurrences (RECURRENCE-ID). Wall-clock times become instants with the
// platform's time-zone database (Intl), Windows zone names (Outlook) mapped to IANA ones:
// feeds often name zones without defining them, and Intl knows every rule change.
// Titles, descriptions and attendees are never read: only times leave this module.
import ICAL from 'ical.js';
import { findIana } from 'windows-iana';
import { errors } from './messages';
import { merge, type Interval } from './rule';
import { PARIS, zonedInstant } from './time';

export class FeedError extends Error {}

/** At most this many occurrences of one series are walked (an hourly rule since 2010 would be endless). */
const MAX_STEPS = 20_000;

type IcalTime = InstanceType<typeof ICAL.Time>;
type IcalComponent = InstanceType<typeof ICAL.Component>;

const zoneCache = new Map<string, string | undefined>();

function isIana(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** An IANA name for a TZID: itself, its Windows equivalent, or undefined when unknown. */
export function ianaZone(tzid: string): string | undefined {
  if (zoneCache.has(tzid)) return zoneCache.get(tzid);
  // Some producers quote the name or prefix it with a path (« /mozilla.org/…/Europe/Paris »).
  const name = tzid.replace(/^"|"$/g, '').trim();
  const tail = name.split('/').slice(-2).join('/');
  const found = [name, tail].find(isIana) ?? findIana(name).find(isIana);
  zoneCache.set(tzid, found);
  return found;
}

/** The zone of a date-time property: UTC, floating (read as Paris) or a named zone. */
function zoneOf(component: IcalComponent, name: string): string {
  const property = component.getFirstProperty(name);
  if (!property) return PARIS;
  const tzid = property.getParameter('tzid');
  if (typeof tzid === 'string' && tzid !== '') {
    const zone = ianaZone(tzid);
    if (!zone) throw new FeedError(errors.unknownZone);
    return zone;
  }
  const value = property.getFirstValue() as IcalTime | undefined;
  return value && value.zone === ICAL.Timezone.utcTimezone ? 'UTC' : PARIS;
}

function instant(time: IcalTime, zone: string): number {
  if (time.isDate) return zonedInstant(time.year, time.month, time.day, 0, 0, 0, PARIS);
  if (zone === 'UTC') return Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);
  return zonedInstant(time.year, time.month, time.day, time.hour, time.minute, time.second, zone);
}

/** Cancelled and transparent events do not take the room. */
function isBusy(component: IcalComponent): boolean {
  const status = String(component.getFirstPropertyValue('status') ?? '').toUpperCase();
  const transparency = String(component.getFirstPropertyValue('transp') ?? '').toUpperCase();
  return status !== 'CANCELLED' && transparency !== 'TRANSPARENT';
}

export type Window = { from: number; until: number };

/**
 * The busy intervals of a feed between `from` and `until`. Throws FeedError when the text is
 * not iCalendar or names a time zone nobody knows: the caller keeps its last good copy.
 */
export function busyIntervals(text: string, window: Window): Interval[] {
  if (!/^\s*BEGIN:VCALENDAR/i.test(text)) throw new FeedError(errors.notIcs);
  let calendar: IcalComponent;
  try {
    calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  } catch {
    throw new FeedError(errors.notIcs);
  }
  const components = calendar.getAllSubcomponents('vevent');
  const masters = new Map<string, IcalComponent>();
  const exceptions: IcalComponent[] = [];
  for (const component of components) {
    if (!component.hasProperty('dtstart')) continue;
    if (component.hasProperty('recurrence-id')) exceptions.push(component);
    else masters.set(String(component.getFirstPropertyValue('uid') ?? masters.size), component);
  }

  const intervals: Interval[] = [];
  const add = (item: IcalComponent, start: IcalTime, end: IcalTime) => {
    if (!isBusy(item)) return;
    const startZone = zoneOf(item, 'dtstart');
    const endZone = item.hasProperty('dtend') ? zoneOf(item, 'dtend') : startZone;
    const interval = { start: instant(start, startZone), end: instant(end, endZone) };
    if (interval.end > window.from && interval.start < window.until) intervals.push(interval);
  };

  const related = new Set<IcalComponent>();
  // Exceptions are related here by UID: left to itself, ical.js scans the whole calendar for
  // every event (quadratic: 5 000 events took seconds) and relates any exception to any series.
  const events = [...masters.values()].map((component) => new ICAL.Event(component, { strictExceptions: true, exceptions: [] }));
  const byUid = new Map(events.map((event) => [event.uid, event]));
  for (const exception of exceptions) {
    const master = byUid.get(String(exception.getFirstPropertyValue('uid')));
    if (master?.isRecurring()) {
      master.relateException(exception);
      related.add(exception);
    }
  }
  // A moved occurrence whose series is not in the feed still takes its own time.
  for (const exception of exceptions) {
    if (related.has(exception)) continue;
    const event = new ICAL.Event(exception, { exceptions: [] });
    add(exception, event.startDate, event.endDate);
  }

  for (const event of events) {
    if (!event.isRecurring()) {
      add(event.component, event.startDate, event.endDate);
      continue;
    }
    const iterator = event.iterator();
    // A day of margin: an occurrence starting the day before may run into the window.
    const stopAt = window.until + 86_400_000;
    for (let step = 0, next = iterator.next(); next && step < MAX_STEPS; step++, next = iterator.next()) {
      const details = event.getOccurrenceDetails(next);
      const zone = zoneOf(details.item.component, 'dtstart');
      if (instant(next, zoneOf(event.component, 'dtstart')) > stopAt && instant(details.startDate, zone) > stopAt) break;
      add(details.item.component, details.startDate, details.endDate);
    }
  }
  return merge(intervals);
}
