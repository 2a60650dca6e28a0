// An iCalendar feed in, busy intervals out; run in a worker thread (./parse.ts), never on the
// request path. Titles, descriptions and attendees are never read: only times leave this module.
//
// The content lines are read here rather than by ical.js's parser: only the dozen properties
// that say when a room is taken are kept (a broken SUMMARY or ATTENDEE line cannot lose the
// feed), and each event is read on its own, so a bad event costs that event. What producers
// write and ical.js refuses or gets wrong is mended on the way: dates without VALUE=DATE,
// spaces in RRULE lists, empty parameters, several VCALENDAR blocks, RDATE;VALUE=PERIOD,
// RECURRENCE-ID in another zone or value type than its series, SEQUENCE. ical.js (Mozilla's
// RFC 5545 library, Thunderbird's) still does the two hard parts: expanding RRULEs and the
// offsets of the feed's own VTIMEZONE definitions. Which clock a TZID names, and why in that
// order: ./zones.ts.
// No `import 'server-only'`: the worker thread (./ics.worker.ts) loads this without the react-server condition, where it would throw.
import ICAL from 'ical.js';
import { errors } from './messages';
import { merge, type Interval } from './rule';
import { PARIS, wallClock, zonedInstant } from '../dates/paris';
import { zoneName, zonesOf, type Wall, type Zone, type Zones } from './zones';

/** The feed as a whole is refused: not iCalendar, or over a cap. The caller keeps its last good copy. */
export class FeedError extends Error {}

/** Caps of one feed (named settings, see ./settings.ts and docs/deploiement.md). */
export type Caps = { maxEvents: number; maxOccurrences: number; maxIntervals: number };

export type Window = { from: number; until: number };

/** An event left out or read with care, by UID (never its title), and why. */
export type Note = { uid: string; reason: string };

export type Reading = { busy: Interval[]; notes: Note[] };

const DAY_MS = 86_400_000;
/** An event longer than this is not a booking but a mistake (`DURATION:P999999999999999999W` made ical.js loop for good). */
const MAX_EVENT_MS = 400 * DAY_MS;
/** Occurrences walked before the window (a daily series since 1970) count against this multiple of the occurrences cap. */
const STEPS_PER_OCCURRENCE = 50;

/** The properties that say when a room is taken; everything else is dropped unread. */
const KEPT = new Set([
  'BEGIN',
  'END',
  'UID',
  'SEQUENCE',
  'STATUS',
  'TRANSP',
  'DTSTART',
  'DTEND',
  'DURATION',
  'RRULE',
  'RDATE',
  'EXDATE',
  'RECURRENCE-ID',
  'TZID',
  'TZOFFSETFROM',
  'TZOFFSETTO',
]);
const DATE_PROPERTIES = new Set(['DTSTART', 'DTEND', 'RDATE', 'EXDATE', 'RECURRENCE-ID']);

type Line = { name: string; params: Record<string, string>; value: string };

/**
 * The parameters of a line's head: `;NAME=value` or `;NAME="quoted value"`; empty ones (`CN=`) are
 * dropped, as calendar applications do. An unquoted value may hold an escaped `\;` (a zone's name).
 */
function parameters(head: string): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [, name = '', raw = ''] of head.matchAll(/;([A-Za-z0-9-]+)=("[^"]*"|(?:\\.|[^;\\])*)/g)) {
    const value = raw.replace(/^"|"$/g, '').trim();
    if (value !== '') params[name.toUpperCase()] = value;
  }
  return params;
}

/**
 * One content line: `NAME;PARAM=a;PARAM="b:c":value`. A date never holds a colon, so a date
 * property's value is after its last one: Outlook may leave `TZID=(UTC+01:00) Paris` unquoted.
 */
function parseLine(raw: string): Line | undefined {
  const [word] = /^[A-Za-z0-9-]+/.exec(raw) ?? [];
  if (!word) return undefined;
  const name = word.toUpperCase();
  const rest = raw.slice(word.length);
  if (DATE_PROPERTIES.has(name)) {
    const last = rest.lastIndexOf(':');
    return last < 0 ? undefined : { name, params: parameters(rest.slice(0, last)), value: rest.slice(last + 1).trim() };
  }
  // Elsewhere a colon may sit inside a quoted parameter.
  const colon = /^(?:;[A-Za-z0-9-]+=?(?:"[^"]*"|[^";:]*))*:/.exec(rest);
  if (!colon) return undefined;
  return { name, params: parameters(colon[0].slice(0, -1)), value: rest.slice(colon[0].length).trim() };
}

type Block = { kind: 'VEVENT' | 'VTIMEZONE'; lines: Line[] };

/**
 * The feed's events and time zones, each as its own list of kept lines. Several VCALENDAR
 * blocks read as one; components inside an event (alarms) are left out.
 */
function blocks(text: string): Block[] {
  const found: Block[] = [];
  const stack: string[] = [];
  let current: Block | undefined;
  // Lines folded with a space or a tab are unfolded first (RFC 5545 §3.1).
  for (const raw of text.replace(/\r?\n[ \t]/g, '').split(/\r\n|\n|\r/)) {
    const line = parseLine(raw);
    if (!line || !KEPT.has(line.name)) continue;
    if (line.name === 'BEGIN') {
      const kind = line.value.toUpperCase();
      stack.push(kind);
      if ((kind === 'VEVENT' || kind === 'VTIMEZONE') && !current) found.push((current = { kind, lines: [] }));
      else if (current?.kind === 'VTIMEZONE') current.lines.push({ ...line, value: kind });
      continue;
    }
    if (line.name === 'END') {
      const kind = stack.pop();
      if (current && kind === current.kind) current = undefined;
      else if (current?.kind === 'VTIMEZONE') current.lines.push({ ...line, value: kind ?? '' });
      continue;
    }
    // An event's own lines only: not those of its alarms.
    if (current && (current.kind === 'VTIMEZONE' || stack.at(-1) === 'VEVENT') && line.value !== '') current.lines.push(line);
  }
  return found;
}

const writeLine = (line: Line) =>
  `${line.name}${Object.entries(line.params)
    .map(([k, v]) => `;${k}=${/[:;,]/.test(v) ? `"${v}"` : v}`)
    .join('')}:${line.value}`;

/** A VTIMEZONE block as iCalendar text, for ./zones.ts. */
const definitionText = (block: Block) =>
  ['BEGIN:VCALENDAR', 'BEGIN:VTIMEZONE', ...block.lines.map(writeLine), 'END:VTIMEZONE', 'END:VCALENDAR'].join('\r\n');

// Dates and times as written in a property.

/** `unknownZone`: the TZID nobody knows, unescaped as ./zones.ts matches it. */
type Stamp = { wall: Wall; isDate: boolean; utc: boolean; zone?: Zone | undefined; unknownZone?: string | undefined };

class EventError extends Error {}

function parseStamp(value: string, params: Record<string, string>, zones: Zones): Stamp {
  const match = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})?(Z)?)?$/i.exec(value.trim());
  if (!match) throw new EventError(errors.badDate);
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map((n) => Number(n ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCMonth() !== month - 1 || hour > 23 || minute > 59 || second > 60) throw new EventError(errors.badDate);
  // A date without VALUE=DATE (Synology, holiday feeds, old Google exports) is still a date.
  const isDate = match[4] === undefined || params.VALUE?.toUpperCase() === 'DATE';
  const utc = !isDate && match[7] !== undefined;
  const tzid = params.TZID;
  const zone = !isDate && !utc && tzid ? zones(tzid) : undefined;
  return {
    wall: { year, month, day, hour: isDate ? 0 : hour, minute: isDate ? 0 : minute, second: isDate ? 0 : second },
    isDate,
    utc,
    zone,
    unknownZone: !isDate && !utc && tzid !== undefined && !zone ? zoneName(tzid) : undefined,
  };
}

/** The instant a stamp shows: UTC, its zone, or Paris (floating times and dates). */
function instantOf(stamp: Stamp): number {
  const { year, month, day, hour, minute, second } = stamp.wall;
  if (stamp.utc) return Date.UTC(year, month - 1, day, hour, minute, second);
  return stamp.zone ? stamp.zone.instant(stamp.wall) : zonedInstant(year, month, day, hour, minute, second);
}

const wallKey = (wall: Wall) => `${wall.year}-${wall.month}-${wall.day}`;

/** The wall clock `ms` later (days and hours as on a calendar: a 2-hour event stays 2 hours of wall clock). */
function addToWall(wall: Wall, ms: number): Wall {
  const date = new Date(Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second) + ms);
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    hour: date.getUTCHours(),
    minute: date.getUTCMinutes(),
    second: date.getUTCSeconds(),
  };
}

const wallMs = (wall: Wall) => Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);

/** `P1W`, `PT1H30M`, `P1DT2H`: ms; refused beyond the sanity cap before anything adds it to a date. */
function durationMs(text: string): number {
  const match = /^([+-])?P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/i.exec(text.trim());
  if (!match || text.trim().toUpperCase().endsWith('T')) throw new EventError(errors.badDuration);
  const [weeks, days, hours, minutes, seconds] = match.slice(2).map((n) => Number(n ?? 0)) as [number, number, number, number, number];
  const ms = ((weeks * 7 + days) * 24 * 3600 + hours * 3600 + minutes * 60 + seconds) * 1000;
  if (match[1] === '-' || !Number.isFinite(ms) || ms > MAX_EVENT_MS) throw new EventError(errors.badDuration);
  return ms;
}

// Events.

type Event = {
  uid: string;
  sequence: number;
  busy: boolean;
  start: Stamp;
  /** End as wall-clock length (same zone) or as exact length (another zone). */
  length: { wallMs: number } | { exactMs: number };
  /** Usually one; RFC 2445 allowed several, and Thunderbird still reads them all. */
  rrules: string[];
  rdates: { stamp: Stamp; endMs?: number }[];
  exdates: Stamp[];
  recurrenceId?: Stamp | undefined;
  /** A TZID nobody knows: the event is read in Paris and takes whole days. */
  unknownZone: string | undefined;
};

function readEvent(lines: Line[], zones: Zones, index: number): Event {
  const first = (name: string) => lines.find((l) => l.name === name);
  const all = (name: string) => lines.filter((l) => l.name === name);
  const uid = first('UID')?.value ?? `sans-uid-${index}`;
  const dtstart = first('DTSTART');
  if (!dtstart) throw new EventError(errors.noStart);
  const start = parseStamp(dtstart.value, dtstart.params, zones);
  const dtend = first('DTEND');
  const duration = first('DURATION');
  let length: Event['length'];
  let unknownZone = start.unknownZone;
  if (dtend) {
    const end = parseStamp(dtend.value, dtend.params, zones);
    unknownZone ??= end.unknownZone;
    const sameClock = end.isDate === start.isDate && end.utc === start.utc && end.zone?.name === start.zone?.name;
    length = sameClock ? { wallMs: wallMs(end.wall) - wallMs(start.wall) } : { exactMs: instantOf(end) - instantOf(start) };
    const ms = 'wallMs' in length ? length.wallMs : length.exactMs;
    if (ms > MAX_EVENT_MS) throw new EventError(errors.badDuration);
  } else if (duration) {
    length = { wallMs: durationMs(duration.value) };
  } else {
    // RFC 5545: without an end, a date takes its day and a date-time takes no time.
    length = { wallMs: start.isDate ? DAY_MS : 0 };
  }
  const status = first('STATUS')?.value.toUpperCase();
  const transparency = first('TRANSP')?.value.toUpperCase();
  const stamps = (line: Line) =>
    line.value
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean);
  const rdates = all('RDATE').flatMap((line) =>
    stamps(line).map((value) => {
      // RDATE;VALUE=PERIOD (Lotus Notes, Zimbra): `start/end` or `start/duration`; ical.js fails on it.
      const [from = '', to] = value.split('/');
      const stamp = parseStamp(from, line.params, zones);
      if (to === undefined) return { stamp };
      const endMs = /^[+-]?P/i.test(to) ? instantOf(stamp) + durationMs(to) : instantOf(parseStamp(to, line.params, zones));
      return { stamp, endMs };
    }),
  );
  const rid = first('RECURRENCE-ID');
  return {
    uid,
    sequence: Number.parseInt(first('SEQUENCE')?.value ?? '0', 10) || 0,
    // Cancelled and transparent events do not take the room.
    busy: status !== 'CANCELLED' && transparency !== 'TRANSPARENT',
    start,
    length,
    // Exchange writes `BYDAY=MO, TU, WE`: spaces mean nothing in a rule.
    rrules: all('RRULE').map((line) => line.value.replace(/\s+/g, '')),
    rdates,
    exdates: all('EXDATE').flatMap((line) => stamps(line).map((value) => parseStamp(value, line.params, zones))),
    recurrenceId: rid && parseStamp(rid.value, rid.params, zones),
    unknownZone,
  };
}

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * Whether a rule can have an occurrence at all. ical.js never returns from `next()` for some
 * that cannot (DAILY or WEEKLY with BYMONTH=2;BYMONTHDAY=30, kewisch/ical.js#1038): those are
 * refused here, and the worker's deadline stops whatever this check does not foresee.
 */
export function isPossibleRule(rule: string): boolean {
  const parts = Object.fromEntries(
    rule
      .split(';')
      .map((part) => part.split('=') as [string, string])
      .map(([k, v]) => [k.toUpperCase(), v ?? '']),
  );
  const list = (name: string) => (parts[name] ? parts[name].split(',').map(Number) : undefined);
  const months = list('BYMONTH') ?? [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
  const monthDays = list('BYMONTHDAY');
  if (months.some((m) => !Number.isInteger(m) || m < 1 || m > 12)) return false;
  if (monthDays?.some((d) => !Number.isInteger(d) || d === 0 || Math.abs(d) > 31)) return false;
  if (monthDays && !months.some((m) => monthDays.some((d) => Math.abs(d) <= (DAYS_IN_MONTH[m - 1] ?? 0)))) return false;
  return !(parts.COUNT !== undefined && Number(parts.COUNT) <= 0);
}

/**
 * The Paris date a stamp names for an all-day series: a date, a floating date-time's wall
 * date, else the Paris date of its instant (Exchange writes `RECURRENCE-ID:20270307T230000Z`
 * for midnight, 8 March, in Paris).
 */
const parisDateKey = (s: Stamp) => wallKey(s.isDate || (!s.utc && !s.zone) ? s.wall : wallClock(instantOf(s), PARIS));

/** Where two stamps meet: by date when either is a date (Exchange's moved all-day occurrences), else by instant. */
function matcher(stamps: Stamp[], seriesIsDate: boolean) {
  // A date-time written for an all-day series (`RECURRENCE-ID;TZID=…:20270315T000000`) names its Paris date.
  const dates = new Set(stamps.filter((s) => s.isDate || seriesIsDate).map(parisDateKey));
  const instants = new Set(stamps.filter((s) => !s.isDate && !seriesIsDate).map(instantOf));
  return (occurrence: Stamp, at: number) => dates.has(wallKey(occurrence.wall)) || (!seriesIsDate && instants.has(at));
}

/** ical.js's walk of one rule from the series' start, or undefined when the rule cannot be walked (impossible, unreadable). */
function ruleIterator(event: Event, rrule: string): InstanceType<typeof ICAL.RecurIterator> | undefined {
  if (!isPossibleRule(rrule)) return undefined;
  try {
    const rule = ICAL.Recur.fromString(rrule);
    // The rule runs on the series' wall clock; UNTIL in UTC is brought to it.
    if (rule.until && rule.until.zone === ICAL.Timezone.utcTimezone && !event.start.isDate) {
      const untilMs = Date.UTC(
        rule.until.year,
        rule.until.month - 1,
        rule.until.day,
        rule.until.hour,
        rule.until.minute,
        rule.until.second,
      );
      const zone = event.start.zone?.iana ?? (event.start.utc ? 'UTC' : PARIS);
      rule.until = ICAL.Time.fromData({ ...wallClock(untilMs, zone), isDate: false });
    }
    return rule.iterator(ICAL.Time.fromData({ ...event.start.wall, isDate: event.start.isDate }));
  } catch {
    return undefined;
  }
}

/**
 * The busy intervals of one feed between `window.from` and `window.until`, merged, and the
 * events left out. Throws FeedError when the text is not iCalendar or a cap is passed.
 *
 * What is kept when an event is bad: the feed's other events. An event that cannot be read
 * at all (no start, an impossible date, an absurd duration) is left out and logged by UID;
 * its booking, if it was one, shows free, which the provider sees in the log line. An event
 * whose only fault is an unknown time zone is not left out: it takes its whole days (in
 * Paris), so that a booking is never shown free for want of a zone. A rule that can have no
 * occurrence keeps its first date. Over a cap, the whole feed is refused (last good copy or
 * « à confirmer »): a truncated expansion would show booked days as free.
 */
export function readFeed(text: string, window: Window, caps: Caps): Reading {
  if (!/^\uFEFF?\s*BEGIN:VCALENDAR/i.test(text)) throw new FeedError(errors.notIcs);
  const found = blocks(text);
  const zones = zonesOf(found.filter((b) => b.kind === 'VTIMEZONE').map(definitionText));
  const eventBlocks = found.filter((b) => b.kind === 'VEVENT');
  if (eventBlocks.length > caps.maxEvents) throw new FeedError(errors.overCap('events', caps.maxEvents));

  const notes: Note[] = [];
  const note = (uid: string, reason: string) => {
    if (!notes.some((n) => n.uid === uid && n.reason === reason)) notes.push({ uid, reason });
  };
  // Among events with one UID (and one RECURRENCE-ID), the highest SEQUENCE wins; on a tie, the last.
  const masters = new Map<string, Event>();
  const exceptions = new Map<string, Event>();
  eventBlocks.forEach((block, index) => {
    const uid = block.lines.find((l) => l.name === 'UID')?.value ?? `sans-uid-${index}`;
    try {
      const event = readEvent(block.lines, zones, index);
      const key = event.recurrenceId ? `${event.uid} ${instantOf(event.recurrenceId)}` : event.uid;
      const kept = event.recurrenceId ? exceptions : masters;
      if ((kept.get(key)?.sequence ?? -Infinity) <= event.sequence) kept.set(key, event);
    } catch (error) {
      if (!(error instanceof EventError)) throw error;
      note(uid, error.message);
    }
  });

  let intervals: Interval[] = [];
  /** Merged as they come, so that many series under the occurrences cap cannot fill the worker's memory first. */
  const mergeNow = () => {
    intervals = merge(intervals);
    if (intervals.length > caps.maxIntervals) throw new FeedError(errors.overCap('intervals', caps.maxIntervals));
  };
  const unknownZones = new Set<string>();
  const add = (event: Event, startMs: number, endMs: number) => {
    if (!event.busy) return;
    let from = startMs;
    let to = endMs;
    if (event.unknownZone) {
      // Read as Paris wall clock, widened to whole days: taken rather than wrongly free.
      // One line per zone, under the first event that names it.
      if (!unknownZones.has(event.unknownZone)) note(event.uid, errors.unknownZone(event.unknownZone));
      unknownZones.add(event.unknownZone);
      const day = (ms: number) => wallClock(ms);
      const first = day(from);
      const last = day(Math.max(from, to - 1));
      from = zonedInstant(first.year, first.month, first.day, 0, 0);
      const next = new Date(Date.UTC(last.year, last.month - 1, last.day + 1));
      to = zonedInstant(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate(), 0, 0);
    }
    if (to > window.from && from < window.until) intervals.push({ start: Math.max(from, window.from), end: Math.min(to, window.until) });
    if (intervals.length > 4 * caps.maxIntervals + 10_000) mergeNow();
  };
  const endOf = (event: Event, start: Stamp, startMs: number) =>
    'exactMs' in event.length ? startMs + event.length.exactMs : instantOf({ ...start, wall: addToWall(start.wall, event.length.wallMs) });

  // Moved and cancelled occurrences: each takes its own time (if busy); its series skips the date it replaces.
  const movedByUid = new Map<string, Stamp[]>();
  for (const exception of exceptions.values()) {
    const startMs = instantOf(exception.start);
    add(exception, startMs, endOf(exception, exception.start, startMs));
    // Always set: only events with a RECURRENCE-ID are kept as exceptions.
    if (exception.recurrenceId) movedByUid.set(exception.uid, [...(movedByUid.get(exception.uid) ?? []), exception.recurrenceId]);
  }

  // A day of margin: an occurrence starting the day before may run into the window.
  const stopAt = window.until + DAY_MS;
  for (const event of masters.values()) {
    const removed = matcher([...event.exdates, ...(movedByUid.get(event.uid) ?? [])], event.start.isDate);
    let inWindow = 0;
    const occurrence = (stamp: Stamp, endMs?: number) => {
      const startMs = instantOf(stamp);
      if (removed(stamp, startMs)) return;
      const end = endMs ?? endOf(event, stamp, startMs);
      if (end > window.from && startMs < window.until && ++inWindow > caps.maxOccurrences) {
        throw new FeedError(errors.overCap('occurrences', caps.maxOccurrences));
      }
      add(event, startMs, end);
    };
    for (const rdate of event.rdates) occurrence({ ...rdate.stamp, isDate: event.start.isDate && rdate.stamp.isDate }, rdate.endMs);
    if (event.rrules.length === 0) occurrence(event.start);
    for (const rrule of event.rrules) {
      const iterator = ruleIterator(event, rrule);
      if (!iterator) {
        note(event.uid, isPossibleRule(rrule) ? errors.badRule : errors.impossibleRule);
        occurrence(event.start);
        continue;
      }
      const maxSteps = caps.maxOccurrences * STEPS_PER_OCCURRENCE;
      for (let step = 0, next = iterator.next(); next; step++, next = iterator.next()) {
        if (step >= maxSteps) throw new FeedError(errors.overCap('occurrences', caps.maxOccurrences));
        const stamp: Stamp = {
          ...event.start,
          wall: { year: next.year, month: next.month, day: next.day, hour: next.hour, minute: next.minute, second: next.second },
        };
        if (instantOf(stamp) > stopAt) break;
        occurrence(stamp);
      }
    }
  }
  mergeNow();
  return { busy: intervals, notes };
}
