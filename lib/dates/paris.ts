// Dates and times in Paris, for every layer: the Gregorian calendar of `YYYY-MM-DD` dates
// (days, months, years, French public holidays), Europe/Paris wall-clock time and instants
// from the platform's time-zone database (Intl, so it runs the same on the server and in the
// browser), and the Paris formatters of the e-mails and exports. The one module that names
// the zone (eslint.config.mjs). Pure: no I/O.
import type { Day } from '../content-model/vocabulary';

// ---- The calendar

const WEEK: Day[] = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'];
const DAY_MS = 86_400_000;

export const HOURS_IN_DAY = 24;

/** Days in the shortest month and in the longest month and quarter. */
export const SHORTEST_MONTH_DAYS = 28;
export const LONGEST_MONTH_DAYS = 31;
export const LONGEST_QUARTER_DAYS = 92;

/** How many times one weekday can occur in a span of `days` days, at least and at most. */
export const weekdayOccurrences = (days: number) => ({ min: Math.floor(days / 7), max: Math.ceil(days / 7) });

/** `2025-06-14` → a UTC timestamp, or undefined when the text is not a real date. */
export function isoToTime(iso: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? time : undefined;
}

const timeToIso = (time: number) => new Date(time).toISOString().slice(0, 10);

/** A date `days` later (or earlier); the date is one isoToTime accepts, a bad one throws (as an invalid Date's toISOString). */
export function addDays(iso: string, days: number): string {
  const time = isoToTime(iso);
  if (time === undefined) throw new RangeError(`date invalide : ${iso}`);
  return timeToIso(time + days * DAY_MS);
}

/** The day of the week, undefined for what is not a date. */
export function weekdayOf(iso: string): Day | undefined {
  const time = isoToTime(iso);
  return time === undefined ? undefined : WEEK[new Date(time).getUTCDay()];
}

/** Easter Sunday (anonymous Gregorian algorithm), as a UTC timestamp. */
function easter(year: number): number {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return Date.UTC(year, month - 1, day);
}

/** French public holidays (metropolitan France): fixed dates, Easter Monday, Ascension, Whit Monday. */
export function isPublicHoliday(iso: string): boolean {
  const year = Number(iso.slice(0, 4));
  const fixed = ['01-01', '05-01', '05-08', '07-14', '08-15', '11-01', '11-11', '12-25'];
  if (fixed.includes(iso.slice(5))) return true;
  const sunday = easter(year);
  return [1, 39, 50].some((offset) => timeToIso(sunday + offset * DAY_MS) === iso);
}

/** `2026-06-14` plus `years` years (29 February becomes 1 March). */
export function addYears(iso: string, years: number): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year + years, month - 1, day)).toISOString().slice(0, 10);
}

/** `2026-06-14` plus `months` months (a day missing from the target month rolls over, as `addYears`). */
export function addMonths(iso: string, months: number): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1 + months, day)).toISOString().slice(0, 10);
}

// ---- Paris time

export const PARIS = 'Europe/Paris';
export const MINUTE_MS = 60_000;
export const DAY_MINUTES = 24 * 60;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** The wall-clock fields of an instant in a time zone. */
export function wallClock(ms: number, timeZone = PARIS) {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(ms)
      .map((p) => [p.type, p.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

const offsets = new Map<string, Map<number, number>>();
/** Zones change their offset on a quarter hour at the finest. */
const QUARTER_MS = 900_000;

function measuredOffset(at: number, timeZone: string): number {
  const w = wallClock(at, timeZone);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - at;
}

/**
 * How far the zone's wall clock is ahead of UTC at this instant, in ms. Intl is slow to ask,
 * so each UTC day is asked twice: when both ends agree (every day but two a year in Paris)
 * the whole day has that offset; otherwise its quarter hours are asked one by one.
 */
export function offsetAt(ms: number, timeZone = PARIS): number {
  let cache = offsets.get(timeZone);
  if (!cache) offsets.set(timeZone, (cache = new Map<number, number>()));
  const day = Math.floor(ms / DAY_MS);
  let whole = cache.get(day);
  if (whole === undefined) {
    const start = measuredOffset(day * DAY_MS, timeZone);
    whole = start === measuredOffset((day + 1) * DAY_MS - QUARTER_MS, timeZone) ? start : NaN;
    cache.set(day, whole);
  }
  return Number.isNaN(whole) ? measuredOffset(Math.floor(ms / QUARTER_MS) * QUARTER_MS, timeZone) : whole;
}

/**
 * The instant at which the zone's clock shows these fields. A time skipped by the spring
 * change (2:30 in Paris) lands an hour later; one repeated in autumn takes its first occurrence.
 */
export function zonedInstant(year: number, month: number, day: number, hour: number, minute: number, second = 0, timeZone = PARIS): number {
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  // Paris changes its offset at most once a day: the offsets half a day before and after are the two candidates.
  const before = wall - offsetAt(wall - 43_200_000, timeZone);
  const after = wall - offsetAt(wall + 43_200_000, timeZone);
  const shows = (ms: number) => ms + offsetAt(ms, timeZone) === wall;
  const valid = [before, after].filter(shows);
  return valid.length > 0 ? Math.min(...valid) : before;
}

/** `2027-03-28` at this many minutes after midnight (beyond 24 h: the next days), in Paris. */
export function parisInstant(date: string, minutes: number): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const extraDays = Math.floor(minutes / DAY_MINUTES);
  const rest = minutes - extraDays * DAY_MINUTES;
  const shifted = new Date(Date.UTC(year, month - 1, day + extraDays));
  return zonedInstant(shifted.getUTCFullYear(), shifted.getUTCMonth() + 1, shifted.getUTCDate(), Math.floor(rest / 60), rest % 60);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as Paris time with its offset: `2027-03-28T10:00:00+02:00`. */
export function parisIso(ms: number): string {
  // The offset is cached per day: the JSON route writes thousands of these per answer.
  const offset = offsetAt(ms);
  const wall = new Date(ms + offset).toISOString().slice(0, 19);
  const minutes = Math.round(offset / MINUTE_MS);
  const abs = Math.abs(minutes);
  return `${wall}${minutes < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** Today's date in Paris, `YYYY-MM-DD`. */
export const parisToday = (now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: PARIS, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);

/** `14/06/2026 à 09:05`, in Paris time (the e-mails, `npm run devis`). */
export const parisDateTime = (iso: string) =>
  new Intl.DateTimeFormat('fr-FR', { timeZone: PARIS, dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso)).replace(' ', ' à ');

/** `2026-06-14 09:05`, Paris time: a spreadsheet reads it as a date (the CSV export). */
export const parisStamp = (iso: string) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: PARIS, dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));
