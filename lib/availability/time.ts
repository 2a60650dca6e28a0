// Europe/Paris wall-clock time and instants, from the platform's time-zone database (Intl),
// so the rule runs the same on the server and in the browser. Pure: no I/O.

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
const DAY_MS = 86_400_000;
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
