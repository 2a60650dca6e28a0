// Calendar facts the engine needs to check a date against a formula's days. These are
// properties of the Gregorian calendar and of French public holidays, not price rules.
import type { Day } from '../content-model/vocabulary';

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

/** Whether a formula offered on `days` can take place on this date. */
export const isOffered = (days: readonly Day[], iso: string) =>
  days.some((day) => day === weekdayOf(iso)) || (days.includes('feries') && isPublicHoliday(iso));

/** Today's date in Paris, `YYYY-MM-DD`. */
export const parisToday = (now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
