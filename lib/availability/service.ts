// Calendars of the running site: refreshing each unit's copy at most every 15 minutes, each
// unit on its own (a slow or hostile feed holds up nothing else), and the answer of the JSON
// route: busy intervals in Paris time, nothing else, bounded in size whatever the feeds.
import 'server-only';
import { createHash } from 'node:crypto';
import type { Sql } from '../server/db';
import { FeedError } from './ics';
import { fetchFeed } from './feed';
import { log } from './messages';
import { readFeedOffThread } from './parse';
import type { AvailabilitySettings } from './settings';
import { claimRefresh, confirmCopy, readCopies, saveCopy, type Copy } from './store';
import type { AvailabilityAnswer } from './rule';
import { parisInstant, parisIso, wallClock } from '../dates/paris';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** The JSON route's answer is at most this long, whatever the feeds. */
const MAX_ANSWER_BYTES = 256 * 1024;
/** Events left out are logged one line each, up to this many per refresh. */
const MAX_NOTE_LINES = 20;

/** The feed's address is a secret: the database keeps only its hash. */
const sourceOf = (url: string) => createHash('sha256').update(url).digest('hex').slice(0, 16);

const ageText = (ms: number) =>
  ms < 2 * 60 * MINUTE ? `${Math.max(1, Math.round(ms / MINUTE))} min` : `${Math.round(ms / (60 * MINUTE))} h`;

async function refreshUnit(sql: Sql, unit: string, url: string, previous: Copy | undefined, settings: AvailabilitySettings, now: number) {
  const source = sourceOf(url);
  const horizon = now + settings.horizonMs;
  const usable = previous?.source === source && previous.fetchedAt !== undefined;
  // The time of the last good copy of this same feed: its age is shown when a new read fails.
  const lastGood = usable ? previous.fetchedAt : undefined;
  // An unchanged feed answers 304, but the expansion must still move forward once a day.
  const conditional = usable && previous.horizon >= horizon - DAY;
  try {
    const answer = await fetchFeed(url, conditional ? { etag: previous.etag, lastModified: previous.lastModified } : {}, settings.limits);
    if (answer.kind === 'unchanged') {
      await confirmCopy(sql, unit, now);
      return;
    }
    const { busy, notes } = await readFeedOffThread(answer.text, { from: now - DAY, until: horizon }, settings.caps, settings.parse);
    for (const note of notes.slice(0, MAX_NOTE_LINES)) console.warn(log.event(unit, note.uid, note.reason));
    if (notes.length > MAX_NOTE_LINES) console.warn(log.moreEvents(unit, notes.length - MAX_NOTE_LINES));
    await saveCopy(sql, { unit, source, busy, horizon, fetchedAt: now, checkedAt: now, ...answer.validators });
    console.info(log.refreshed(unit, busy.length));
  } catch (error) {
    const reason = error instanceof FeedError ? error.message : (error as Error).message;
    const good = lastGood !== undefined && now - lastGood < settings.staleMs ? ageText(now - lastGood) : undefined;
    console.warn(log.failed(unit, reason, good));
  }
}

/** Whether a unit's copy can be used as is, needs a refresh, or is missing altogether. */
function freshness(copy: Copy | undefined, url: string, settings: AvailabilitySettings, now: number) {
  const good = copy?.source === sourceOf(url) && copy.fetchedAt !== undefined && now - copy.fetchedAt < settings.staleMs;
  const due = !copy || copy.source !== sourceOf(url) || now - copy.checkedAt >= settings.refreshMs;
  return { good, due };
}

/** Refreshes under way in this process, by unit and address: a second caller waits for the first. */
const running = new Map<string, Promise<void>>();

/**
 * Refreshes the units whose copy is older than the interval, each on its own. One process
 * refreshes a unit at a time (the claim is a row update), the others keep answering from the
 * last copy; within a process, concurrent refreshes of one unit are one.
 */
export async function refreshDue(
  sql: Sql,
  settings: AvailabilitySettings,
  now = Date.now(),
  units = Object.keys(settings.feeds),
): Promise<void> {
  const copies = await readCopies(
    sql,
    units.filter((unit) => settings.feeds[unit]),
  );
  await Promise.all(
    units.map((unit) => {
      const url = settings.feeds[unit];
      if (!url || !freshness(copies.get(unit), url, settings, now).due) return Promise.resolve();
      const key = `${unit} ${sourceOf(url)}`;
      let refresh = running.get(key);
      if (!refresh) {
        refresh = (async () => {
          if (await claimRefresh(sql, unit, sourceOf(url), now, settings.refreshMs))
            await refreshUnit(sql, unit, url, copies.get(unit), settings, now);
        })().finally(() => running.delete(key));
        running.set(key, refresh);
      }
      return refresh;
    }),
  );
}

/** The units due for a refresh, and those of them without a good copy (their answer would be « à confirmer »). */
export async function dueUnits(
  sql: Sql,
  units: readonly string[],
  settings: AvailabilitySettings,
  now = Date.now(),
): Promise<{ due: string[]; blocking: string[] }> {
  const copies = await readCopies(
    sql,
    units.filter((u) => settings.feeds[u]),
  );
  const due: string[] = [];
  const blocking: string[] = [];
  for (const unit of units) {
    const url = settings.feeds[unit];
    if (!url) continue;
    const state = freshness(copies.get(unit), url, settings, now);
    if (state.due) due.push(unit);
    if (state.due && !state.good) blocking.push(unit);
  }
  return { due, blocking };
}

const isMidnight = (ms: number) => {
  const wall = wallClock(ms);
  return wall.hour === 0 && wall.minute === 0 && wall.second === 0;
};

/** A busy interval as the route writes it: whole Paris days as dates (`2027-03-28`, end excluded), else ISO instants. */
export const encode = (start: number, end: number): [string, string] =>
  isMidnight(start) && isMidnight(end) ? [parisIso(start).slice(0, 10), parisIso(end).slice(0, 10)] : [parisIso(start), parisIso(end)];

/**
 * What the JSON route sends for these units, from yesterday to the horizon, or over `span`
 * only (a page opened on a date). At most `budget` bytes: the caps make two units fit in the
 * route's 256 KB, and a unit that would not (caps set higher, more units, a page's smaller
 * budget) is left out, « à confirmer », with a log line.
 */
export async function availabilityAnswer(
  sql: Sql,
  units: readonly string[],
  settings: AvailabilitySettings,
  now = Date.now(),
  span?: { from: number; until: number },
  budget = MAX_ANSWER_BYTES,
): Promise<AvailabilityAnswer> {
  const copies = await readCopies(
    sql,
    units.filter((u) => settings.feeds[u]),
  );
  const answer: AvailabilityAnswer = { units: {} };
  const from = span?.from ?? now - DAY;
  let until = Infinity;
  let oldest = Infinity;
  let size = 200;
  const kept = units.flatMap((unit) => {
    const url = settings.feeds[unit];
    const copy = copies.get(unit);
    return url && copy && freshness(copy, url, settings, now).good ? [copy] : [];
  });
  // The smallest first: a unit left out for size is the one with the most intervals.
  for (const copy of kept.sort((a, b) => a.busy.length - b.busy.length)) {
    const last = Math.min(copy.horizon, span?.until ?? Infinity);
    const pairs = copy.busy.filter((i) => i.end > from && i.start < last).map((i) => encode(i.start, i.end));
    size += JSON.stringify(pairs).length + copy.unit.length + 4;
    if (size > budget) {
      console.warn(log.tooBig(copy.unit));
      continue;
    }
    answer.units[copy.unit] = pairs;
    until = Math.min(until, last);
    oldest = Math.min(oldest, copy.fetchedAt ?? now);
  }
  if (until !== Infinity) answer.until = parisIso(until);
  if (oldest !== Infinity) answer.updatedAt = parisIso(oldest);
  if (span) answer.from = parisIso(span.from).slice(0, 10);
  return answer;
}

/** The days a page needs for a date: the date and the next ones (consecutive days, an evening past midnight). */
export const dateSpan = (date: string, days: number) => ({ from: parisInstant(date, 0), until: parisInstant(date, days * 24 * 60) });
