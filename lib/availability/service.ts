// Calendars of the running site: which feed each unit reads (environment variables, read
// at run time so one build serves every configuration), refreshing them at most every
// 15 minutes, and the answer of the JSON route: busy intervals in Paris time, nothing else.
import { createHash } from 'node:crypto';
import type { Sql } from '../server/db';
import { busyIntervals, FeedError } from './ics';
import { DEFAULT_LIMITS, fetchFeed, type FeedLimits } from './feed';
import { log } from './messages';
import { claimRefresh, confirmCopy, readCopies, saveCopy, type Copy } from './store';
import type { AvailabilityAnswer } from './rule';
import { parisIso } from './time';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export type AvailabilitySettings = {
  /** The feed of each unit that has one. */
  feeds: Record<string, string>;
  refreshMs: number;
  /** A copy older than this is not trusted: « à confirmer ». */
  staleMs: number;
  /** How far ahead recurring events are expanded: 13 months. */
  horizonMs: number;
  limits: FeedLimits;
};

/** `montparnasse-ocre` → DISPO_ICS_MONTPARNASSE_OCRE. */
export const feedVariable = (unit: string) => `DISPO_ICS_${unit.toUpperCase().replace(/[^A-Z0-9]+/g, '_')}`;

const positive = (value: string | undefined, fallback: number) => {
  const number = Number(value);
  return value && Number.isFinite(number) && number > 0 ? number : fallback;
};

export function readSettings(units: readonly string[], env: Record<string, string | undefined> = process.env): AvailabilitySettings {
  const feeds = Object.fromEntries(
    units.flatMap((unit) => {
      const url = env[feedVariable(unit)]?.trim();
      return url ? [[unit, url]] : [];
    }),
  );
  return {
    feeds,
    refreshMs: 15 * MINUTE,
    staleMs: 24 * 60 * MINUTE,
    horizonMs: 396 * DAY,
    limits: {
      timeoutMs: positive(env.DISPO_ICS_TIMEOUT_MS, DEFAULT_LIMITS.timeoutMs),
      maxBytes: positive(env.DISPO_ICS_MAX_BYTES, DEFAULT_LIMITS.maxBytes),
    },
  };
}

/** The feed's address is a secret: the database keeps only its hash. */
const sourceOf = (url: string) => createHash('sha256').update(url).digest('hex').slice(0, 16);

const ageText = (ms: number) => (ms < 2 * 60 * MINUTE ? `${Math.max(1, Math.round(ms / MINUTE))} min` : `${Math.round(ms / (60 * MINUTE))} h`);

async function refreshUnit(sql: Sql, unit: string, url: string, previous: Copy | undefined, settings: AvailabilitySettings, now: number) {
  const source = sourceOf(url);
  const horizon = now + settings.horizonMs;
  const usable = previous?.source === source && previous.fetchedAt !== undefined;
  // An unchanged feed answers 304, but the expansion must still move forward once a day.
  const conditional = usable && previous.horizon >= horizon - DAY;
  try {
    const answer = await fetchFeed(url, conditional ? { etag: previous.etag, lastModified: previous.lastModified } : {}, settings.limits);
    if (answer.kind === 'unchanged') {
      await confirmCopy(sql, unit, now);
      return;
    }
    const busy = busyIntervals(answer.text, { from: now - DAY, until: horizon });
    await saveCopy(sql, { unit, source, busy, horizon, fetchedAt: now, checkedAt: now, ...answer.validators });
    console.info(log.refreshed(unit, busy.length));
  } catch (error) {
    const reason = error instanceof FeedError ? error.message : (error as Error).message;
    const good = usable && now - previous.fetchedAt! < settings.staleMs ? ageText(now - previous.fetchedAt!) : undefined;
    console.warn(log.failed(unit, reason, good));
  }
}

/** Whether a unit's copy can be used as is, needs a refresh, or is missing altogether. */
function freshness(copy: Copy | undefined, url: string, settings: AvailabilitySettings, now: number) {
  const good = copy?.source === sourceOf(url) && copy.fetchedAt !== undefined && now - copy.fetchedAt < settings.staleMs;
  const due = !copy || copy.source !== sourceOf(url) || now - copy.checkedAt >= settings.refreshMs;
  return { good, due };
}

/**
 * Refreshes the units whose copy is older than the interval. One process refreshes a unit
 * at a time (the claim is a row update), the others keep answering from the last copy.
 */
export async function refreshDue(sql: Sql, settings: AvailabilitySettings, now = Date.now()): Promise<void> {
  const units = Object.keys(settings.feeds);
  const copies = await readCopies(sql, units);
  await Promise.all(
    units.map(async (unit) => {
      const url = settings.feeds[unit]!;
      if (!freshness(copies.get(unit), url, settings, now).due) return;
      if (!(await claimRefresh(sql, unit, sourceOf(url), now, settings.refreshMs))) return;
      await refreshUnit(sql, unit, url, copies.get(unit), settings, now);
    }),
  );
}

/** Whether the answer can be given now, with a refresh left for later (no unit without a good copy is due). */
export async function needsRefreshFirst(sql: Sql, units: readonly string[], settings: AvailabilitySettings, now = Date.now()): Promise<{ due: boolean; blocking: boolean }> {
  const copies = await readCopies(sql, units.filter((u) => settings.feeds[u]));
  let due = false;
  let blocking = false;
  for (const unit of units) {
    const url = settings.feeds[unit];
    if (!url) continue;
    const state = freshness(copies.get(unit), url, settings, now);
    due ||= state.due;
    blocking ||= state.due && !state.good;
  }
  return { due, blocking };
}

export async function availabilityAnswer(sql: Sql, units: readonly string[], settings: AvailabilitySettings, now = Date.now()): Promise<AvailabilityAnswer> {
  const copies = await readCopies(sql, units.filter((u) => settings.feeds[u]));
  const answer: AvailabilityAnswer = { units: {} };
  let until = Infinity;
  let oldest = Infinity;
  for (const unit of units) {
    const url = settings.feeds[unit];
    const copy = copies.get(unit);
    if (!url || !copy || !freshness(copy, url, settings, now).good) continue;
    answer.units[unit] = copy.busy.filter((i) => i.end > now - DAY).map((i) => [parisIso(i.start), parisIso(i.end)]);
    until = Math.min(until, copy.horizon);
    oldest = Math.min(oldest, copy.fetchedAt!);
  }
  if (until !== Infinity) answer.until = parisIso(until);
  if (oldest !== Infinity) answer.updatedAt = parisIso(oldest);
  return answer;
}
