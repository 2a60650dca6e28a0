// The availability of one venue: its units' busy intervals from the database the quote
// service keeps. The JSON route waits for the first read of its own venue's units (bounded
// by the fetch timeout and the worker's deadline); pages and the quote form never wait for a
// feed: they answer from the copies and leave the refresh for after the answer.
import { site } from '../content';
import type { VenueCode } from '../content-model/vocabulary';
import { availabilityDatabase } from '../quotes/service';
import { availabilityFormulaById, unitsOf } from './catalogue';
import { log } from './messages';
import { busyMapOf, statusOn, type Ask, type AvailabilityAnswer, type KnownAvailability, type Status } from './rule';
import { availabilityAnswer, dateSpan, dueUnits, refreshDue } from './service';
import { readSettings, settingsProblems } from './settings';

/**
 * Answers kept a minute per process: the route is cacheable 5 minutes anyway, and without
 * this every request read the database and rewrote every interval (bench:dispo).
 */
const MEMO_MS = 60_000;
const memo = new Map<VenueCode, { at: number; answer: AvailabilityAnswer }>();
/** Days of a page's inline answer from its date: five consecutive days, and the two days the rule looks past the last. */
const PAGE_DAYS = 8;

type Later = (work: () => Promise<void>) => void;

let reported = false;
function settingsOf() {
  // server.ts stops on a malformed setting; a host that starts Next itself gets the lines here, once.
  if (!reported) {
    reported = true;
    for (const problem of settingsProblems()) console.error(log.settings(problem));
  }
  return readSettings((site.calendriers ?? []).map((unit) => unit.code));
}

export async function venueAvailability(venue: VenueCode, later: Later): Promise<AvailabilityAnswer> {
  const kept = memo.get(venue);
  if (kept && Date.now() - kept.at < MEMO_MS) return kept.answer;
  const answer = await readAvailability(venue, later, true);
  memo.set(venue, { at: Date.now(), answer });
  return answer;
}

/** A calendar date as a visitor may send it: `2027-02-30` and `2027-13-01` are not. */
const isDate = (date: string) => /^\d{4}-\d{2}-\d{2}$/.test(date) && new Date(`${date}T00:00:00Z`).toISOString().startsWith(date);

/**
 * For a page opened on a date: only that date's days, from the copies as they are, so the page
 * carries no interval of any other day (the JSON route brings the rest). Nothing for a date that is none.
 */
export async function knownAvailabilityOn(venue: VenueCode, date: string, later: Later): Promise<KnownAvailability | undefined> {
  if (!isDate(date)) return undefined;
  return { venue, answer: await readAvailability(venue, later, false, dateSpan(date, PAGE_DAYS)) };
}

async function readAvailability(venue: VenueCode, later: Later, wait: boolean, span?: { from: number; until: number }): Promise<AvailabilityAnswer> {
  const units = unitsOf(venue).map((unit) => unit.code);
  const settings = settingsOf();
  // No feed configured (the default): nothing to read, everything « à confirmer ».
  if (!units.some((unit) => settings.feeds[unit])) return { units: {} };
  try {
    const db = await availabilityDatabase();
    const { due, blocking } = await dueUnits(db, units, settings);
    const refresh = (which: string[]) => refreshDue(db, settings, Date.now(), which);
    if (wait && blocking.length > 0) await refresh(blocking);
    const rest = wait ? due.filter((unit) => !blocking.includes(unit)) : due;
    if (rest.length > 0) later(() => refresh(rest).catch((error: Error) => console.error(log.storeFailed(error.message))));
    return await availabilityAnswer(db, units, settings, Date.now(), span);
  } catch (error) {
    console.error(log.storeFailed((error as Error).message));
    return { units: {} };
  }
}

/**
 * Whether a quote request's date looked free when it was sent, judged here from the same
 * copies the form read: a value sent by the browser is never trusted. No feed is waited for.
 */
export async function statusWhenSent(venue: VenueCode, formulaId: string, date: string, ask: Ask): Promise<Status> {
  const formula = availabilityFormulaById(formulaId);
  if (!formula) return 'a_confirmer';
  const known = await knownAvailabilityOn(venue, date, (work) => void work());
  return statusOn(formula, date, busyMapOf(known?.answer), ask);
}
