// The availability of one venue for the JSON route: its units' busy intervals from the
// site's database (lib/server/db.ts), refreshed first when no good copy exists, else after the answer.
import { site } from '../content';
import type { VenueCode } from '../content-model/vocabulary';
import { database } from '../server/db';
import { availabilityFormulaById, unitsOf } from './catalogue';
import { log } from './messages';
import { busyMapOf, statusOn, type Ask, type AvailabilityAnswer, type Status } from './rule';
import { availabilityAnswer, needsRefreshFirst, readSettings, refreshDue } from './service';

/**
 * Answers kept a minute per process: the route is cacheable 5 minutes anyway, and without
 * this every request read the database and rewrote every interval (bench:dispo).
 */
const MEMO_MS = 60_000;
const memo = new Map<VenueCode, { at: number; answer: AvailabilityAnswer }>();

export async function venueAvailability(venue: VenueCode, later: (work: () => Promise<void>) => void): Promise<AvailabilityAnswer> {
  const kept = memo.get(venue);
  if (kept && Date.now() - kept.at < MEMO_MS) return kept.answer;
  const answer = await readAvailability(venue, later);
  memo.set(venue, { at: Date.now(), answer });
  return answer;
}

async function readAvailability(venue: VenueCode, later: (work: () => Promise<void>) => void): Promise<AvailabilityAnswer> {
  const units = unitsOf(venue).map((unit) => unit.code);
  const settings = readSettings((site.calendriers ?? []).map((unit) => unit.code));
  // No feed configured (the default): nothing to read, everything « à confirmer ».
  if (!units.some((unit) => settings.feeds[unit])) return { units: {} };
  try {
    const db = await database();
    const { due, blocking } = await needsRefreshFirst(db, units, settings);
    if (blocking) await refreshDue(db, settings);
    else if (due) later(() => refreshDue(db, settings).catch((error: Error) => console.error(log.storeFailed(error.message))));
    return await availabilityAnswer(db, units, settings);
  } catch (error) {
    console.error(log.storeFailed((error as Error).message));
    return { units: {} };
  }
}

/**
 * Whether a quote request's date looked free when it was sent, judged here from the same
 * answer the form showed: a value sent by the browser is never trusted.
 */
export async function statusWhenSent(venue: VenueCode, formulaId: string, date: string, ask: Ask): Promise<Status> {
  const formula = availabilityFormulaById(formulaId);
  if (!formula) return 'a_confirmer';
  // A refresh left for later runs after the answer, as the route's does.
  const answer = await venueAvailability(venue, (work) => void work());
  return statusOn(formula, date, busyMapOf(answer), ask);
}
