// The availability of one venue: its units' busy intervals from the site's database
// (lib/server/db.ts), refreshed after the answer, and the site's own bookings of those units,
// read at every call (./bookings.ts). Only a unit without any good copy (a first
// start, a new address) is read before answering a page, and then COLD_WAIT_MS at most: a slow or
// hostile feed costs its own venue's first answer a few seconds, once, and nothing else; a quote
// submission never waits (statusWhenSent).
import 'server-only';
import { site } from '../content';
import { isoToTime, parisIso } from '../dates/paris';
import type { VenueCode } from '../content-model/vocabulary';
import { database } from '../server/db';
import { activeBookings, bookingPairs } from './bookings';
import { availabilityFormulaById, unitsOf, venueFormulas } from './formulas';
import { log } from './messages';
import { busyMapOf, statusOn, type Ask, type AvailabilityAnswer, type KnownAvailability, type Status } from './rule';
import { availabilityAnswer, dateSpan, dueUnits, refreshDue } from './service';
import { readSettings, settingsProblems } from './settings';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The feeds' part of an answer kept a minute per process: without this every request read the
 * database and rewrote every interval (bench:dispo), and a feed is read at most every 15 minutes
 * anyway. The site's bookings are never kept: a booking counts from the next request on.
 */
const MEMO_MS = 60_000;
const memo = new Map<VenueCode, { at: number; answer: AvailabilityAnswer }>();
/**
 * A page opened on a date carries that date's weeks only: the date, up to five consecutive
 * days, and the next free dates of most requests, within a few kilobytes (the JSON route
 * brings the rest when the visitor moves further).
 */
const PAGE_DAYS = 35;
const PAGE_MAX_BYTES = 32 * 1024;
/** How long an answer waits for the first read of a unit without any copy. */
const COLD_WAIT_MS = 5_000;

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
  let feeds = kept && Date.now() - kept.at < MEMO_MS ? kept.answer : undefined;
  if (!feeds) {
    const { answer, complete } = await readAvailability(venue, later);
    // An answer given before a first read ended is not kept: the next request sees the read's result.
    if (complete) memo.set(venue, { at: Date.now(), answer });
    feeds = answer;
  }
  return withBookings(venue, feeds);
}

/**
 * The feeds' answer with the site's bookings of the venue's units, from yesterday on (all of
 * them, past the feeds' horizon too), or over a page's span. When the bookings cannot be read,
 * nothing is answered at all: the feeds alone could call a booked date free.
 */
async function withBookings(
  venue: VenueCode,
  feeds: AvailabilityAnswer,
  span?: { from: number; until: number },
): Promise<AvailabilityAnswer> {
  const now = Date.now();
  try {
    const bookings = await activeBookings(await database(), {
      units: unitsOf(venue).map((unit) => unit.code),
      from: span?.from ?? now - DAY_MS,
      ...(span && { until: span.until }),
      now,
    });
    if (bookings.length === 0) return feeds;
    // A page's answer without a feed's copy still says which days it covers (useAvailability's `covers`).
    const covered = span && feeds.until === undefined && { from: parisIso(span.from).slice(0, 10), until: parisIso(span.until) };
    return { ...feeds, ...bookingPairs(bookings), ...covered };
  } catch (error) {
    console.error(log.bookingsFailed((error as Error).message));
    return { units: {} };
  }
}

/**
 * For a page opened on a date: only that date's days, from the copies as they are, so the page
 * carries no interval of any other day (the JSON route brings the rest), and the venue's formulas,
 * so that the date is judged in the first HTML. Nothing for a date that is none.
 */
export async function knownAvailabilityOn(
  venue: VenueCode,
  date: string,
  later: Later,
  coldWaitMs = COLD_WAIT_MS,
): Promise<KnownAvailability | undefined> {
  // A date as a visitor sent it: `2027-02-30` and `2026-13-01` are none.
  if (isoToTime(date) === undefined) return undefined;
  const span = { ...dateSpan(date, PAGE_DAYS), budget: PAGE_MAX_BYTES };
  const { answer } = await readAvailability(venue, later, span, coldWaitMs);
  return { venue, answer: { ...(await withBookings(venue, answer, span)), formulas: venueFormulas(venue) } };
}

async function readAvailability(
  venue: VenueCode,
  later: Later,
  span?: { from: number; until: number; budget: number },
  coldWaitMs = COLD_WAIT_MS,
): Promise<{ answer: AvailabilityAnswer; complete: boolean }> {
  const units = unitsOf(venue).map((unit) => unit.code);
  const settings = settingsOf();
  // No feed configured (the default): nothing to read, everything « à confirmer » but the site's own bookings.
  if (!units.some((unit) => settings.feeds[unit])) return { answer: { units: {} }, complete: true };
  try {
    const db = await database();
    const { due, blocking } = await dueUnits(db, units, settings);
    let complete = true;
    if (due.length > 0) {
      const refresh = refreshDue(db, settings, Date.now(), due);
      later(() => refresh.catch((error: Error) => console.error(log.storeFailed(error.message))));
      if (blocking.length > 0 && coldWaitMs > 0) {
        let timer: NodeJS.Timeout | undefined;
        const waited = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), coldWaitMs)));
        complete = await Promise.race([
          refresh.then(
            () => true,
            () => true,
          ),
          waited,
        ]);
        clearTimeout(timer);
      }
    }
    return { answer: await availabilityAnswer(db, units, settings, Date.now(), span, span?.budget), complete };
  } catch (error) {
    console.error(log.storeFailed((error as Error).message));
    return { answer: { units: {} }, complete: false };
  }
}

/**
 * Whether a quote request's date looked free when it was sent, judged here from the same
 * copies and bookings the form read: a value sent by the browser is never trusted. No feed is waited for,
 * not even a unit's first read: without a copy the date is « à confirmer », and the read
 * started here serves the next visitors.
 */
export async function statusWhenSent(venue: VenueCode, formulaId: string, date: string, ask: Ask): Promise<Status> {
  const formula = availabilityFormulaById(formulaId);
  if (!formula) return 'a_confirmer';
  const known = await knownAvailabilityOn(venue, date, (work) => void work(), 0);
  return statusOn(formula, date, busyMapOf(known?.answer), ask);
}
