// Which clock a calendar's TZID names, read in the order calendar applications use (Google
// Calendar, Apple Calendar, Thunderbird, python's recurring_ical_events):
// 1. A name the time-zone database knows is read from the database, whatever the feed's
//    VTIMEZONE of that name says: an IANA name (`Europe/Berlin`, also behind a path,
//    `/mozilla.org/20050126_1/Europe/Berlin`) or a Windows name that windows-iana maps
//    (`Romance Standard Time`). Producers embed definitions cut to the years around the event's
//    writing, with no RRULE; read years later, such a definition keeps its last offset all year
//    (summer time all winter: a booked 14:00 shown at 13:00, issue 38).
// 2. Any other name is read from the feed's VTIMEZONE of that name (`Customized Time Zone`,
//    `Kuala Lumpur, Singapore`). A Windows display name (`(UTC+01:00) Bruxelles, Copenhague,
//    Madrid, Paris`) is a database zone under another spelling: its definition holds inside the
//    years it covers, and outside them (or without a definition) its first city with the
//    announced offset is read from the database.
// 3. A name still not found is unknown: the reader (./ics.ts) takes its events' whole days.
// Names match after RFC 5545's unescaping (`\,` `\;` `\\`) on both sides: the definition's TZID,
// a TEXT value (`TZID:Kuala Lumpur\, Singapore`), and the parameter that names it, quoted
// (`TZID="Kuala Lumpur, Singapore"`, commas kept) or not.
// No `import 'server-only'`: the worker thread (./ics.worker.ts) loads this through ./ics.ts without the react-server condition, where it would throw.
import ICAL from 'ical.js';
import { findIana } from 'windows-iana';
import { offsetAt, wallClock, zonedInstant } from '../dates/paris';

export type Wall = { year: number; month: number; day: number; hour: number; minute: number; second: number };

export type Zone = {
  /** The TZID, unescaped: two stamps with one name run on one clock. */
  name: string;
  /** The instant this zone's clock shows `wall`. */
  instant: (wall: Wall) => number;
  /** The database's zone, when the whole zone is read from it. */
  iana?: string;
};

/** A TZID to its zone, or undefined when nothing knows the name. */
export type Zones = (tzid: string) => Zone | undefined;

/** A TZID parameter as names are matched: RFC 5545's `\,` `\;` `\\` (§3.3.11) stand for `,` `;` `\`. */
export const zoneName = (tzid: string) => tzid.trim().replace(/\\([,;\\])/g, '$1');

function isIana(name: string): boolean {
  try {
    wallClock(0, name);
    return true;
  } catch {
    return false;
  }
}

const ianaCities = new Map<string, string>();
function cityZone(city: string): string | undefined {
  if (ianaCities.size === 0) {
    for (const zone of Intl.supportedValuesOf('timeZone')) ianaCities.set((zone.split('/').at(-1) ?? zone).toLowerCase(), zone);
  }
  return ianaCities.get(city.trim().replace(/\s+/g, '_').toLowerCase());
}

/** The standard (winter) offset of a zone, in minutes. */
const standardOffset = (zone: string) =>
  Math.min(...[Date.UTC(2027, 0, 15), Date.UTC(2027, 6, 15)].map((at) => offsetAt(at, zone) / 60_000));

/**
 * A Windows display name, English or localised (`(UTC+01:00) Bruxelles, Copenhague, Madrid, Paris`):
 * the first city that is an IANA zone with the announced standard offset.
 */
function displayNameZone(name: string): string | undefined {
  const match = /^\((?:UTC|GMT)(?:([+-])(\d{2}):(\d{2}))?\)\s*(.+)$/.exec(name);
  const cities = match?.[4];
  if (!match || !cities) return undefined;
  const offset = match[1] ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
  return cities
    .split(/,|\s-\s/)
    .map(cityZone)
    .find((zone) => zone !== undefined && standardOffset(zone) === offset);
}

/** The database's name for a TZID: itself, behind a path, or the Windows name's. */
function databaseZone(name: string): string | undefined {
  const tail = name.split('/').slice(-2).join('/');
  return [name, tail].find(isIana) ?? findIana(name).find(isIana);
}

const wallMs = (wall: Wall) => Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);

const fromDatabase = (name: string, iana: string): Zone => ({
  name,
  iana,
  instant: (w) => zonedInstant(w.year, w.month, w.day, w.hour, w.minute, w.second, iana),
});

type Definition = { offsetMs: (wall: Wall) => number; covers: (year: number) => boolean };

/**
 * The years a definition covers: from its first observance to its last change. An RRULE
 * without end runs on for good, and so does a definition with a single offset (no summer time).
 */
function coverage(component: ICAL.Component): Definition['covers'] {
  const observances = component.getAllSubcomponents();
  const offsets = new Set(observances.map((o) => String(o.getFirstPropertyValue('tzoffsetto'))));
  if (offsets.size <= 1) return () => true;
  let first = Infinity;
  let last = -Infinity;
  for (const observance of observances) {
    const start = observance.getFirstPropertyValue('dtstart') as ICAL.Time;
    const rule = observance.getFirstPropertyValue('rrule') as ICAL.Recur | null;
    const dates = observance.getAllProperties('rdate').flatMap((p) => p.getValues() as ICAL.Time[]);
    const ruleEnd = !rule ? start.year : rule.until ? rule.until.year : rule.count ? start.year + rule.count - 1 : Infinity;
    first = Math.min(first, start.year);
    last = Math.max(last, ruleEnd, ...dates.map((d) => d.year));
  }
  return (year) => year >= first && year <= last;
}

/** A VTIMEZONE component's text read by ical.js; undefined when it cannot be read or has no offset at all (its name is then unknown). */
function definitionOf(text: string): { name: string; definition: Definition } | undefined {
  try {
    const component = new ICAL.Component(ICAL.parse(text) as unknown[]).getFirstSubcomponent('vtimezone');
    // ical.js unescapes the TZID, a TEXT value.
    const name = component?.getFirstPropertyValue('tzid');
    if (!component || typeof name !== 'string' || name === '') return undefined;
    const timezone = new ICAL.Timezone({ component, tzid: name });
    const offsetMs = (wall: Wall) => timezone.utcOffset(ICAL.Time.fromData({ ...wall, isDate: false })) * 1000;
    // Asked once here, so that a definition ical.js cannot use is left out now, not halfway through the feed.
    offsetMs({ year: 2027, month: 1, day: 1, hour: 0, minute: 0, second: 0 });
    return timezone.changes.length > 0 ? { name, definition: { offsetMs, covers: coverage(component) } } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The zones of one feed, given the text of each of its VTIMEZONE components (`BEGIN:VCALENDAR`
 * around it), resolved in the order of this module's header.
 */
export function zonesOf(definitions: string[]): Zones {
  const defined = new Map<string, Definition>();
  for (const text of definitions) {
    const read = definitionOf(text);
    if (read) defined.set(read.name, read.definition);
  }
  const resolve = (name: string): Zone | undefined => {
    const iana = databaseZone(name);
    if (iana) return fromDatabase(name, iana);
    const definition = defined.get(name);
    const guess = displayNameZone(name);
    if (!definition) return guess ? fromDatabase(name, guess) : undefined;
    const embedded = (w: Wall) => wallMs(w) - definition.offsetMs(w);
    if (!guess) return { name, instant: embedded };
    const database = fromDatabase(name, guess).instant;
    return { name, instant: (w) => (definition.covers(w.year) ? embedded(w) : database(w)) };
  };
  const cache = new Map<string, Zone | undefined>();
  return (tzid) => {
    const name = zoneName(tzid);
    if (!cache.has(name)) cache.set(name, resolve(name));
    return cache.get(name);
  };
}
