// Is a formula free on a date? Judged from the busy intervals of its venue's calendars, the
// site's own bookings (reservations and options of devis) and the formula's own days and hours.
// Pure: no I/O, no content access, so the calculator, the quote form and the month view run it
// in the browser on the JSON route's answer.
import { isOffered, type PricingFormula } from '../pricing';
import { addDays, DAY_MINUTES, MINUTE_MS, parisInstant } from '../dates/paris';
import type { Span } from './hours';

/** A busy stretch of a calendar, as instants (ms since 1970). */
export type Interval = { start: number; end: number };

/** A bookable unit: one calendar (the Vaugirard room, each Montparnasse room). */
export type Unit = { code: string; salle?: string; capacite?: number };

/**
 * What the rule reads of a formula: its id and days, as the engine reads them, and what they
 * become once its hours are read and its venue's calendars known (./formulas.ts).
 */
export type AvailabilityFormula = Pick<PricingFormula, 'id' | 'disponible'> & {
  /** Fixed slots, any one of which will do (« 9h-13h ou 13h30-17h30 »). */
  slots: Span[];
  /** Hours to place inside a range (« 7 heures au choix entre 8h et 18h »). */
  window?: { range: Span; hours: number };
  /** Consecutive days booked together, from the chosen date. */
  consecutive: boolean;
  /** The calendars that must all be free, or one of which (large enough) is enough. */
  units: Unit[];
  needs: 'all' | 'one';
};

/**
 * The busy intervals of each unit's calendar feed, as known at `until` at the latest (the
 * expansion horizon; -Infinity without any feed), and the site's own bookings of each unit:
 * `booked` (accepted devis: certain, whatever the feeds) and `held` (options: a devis out and valid).
 * `partial`: only the days around one date are known (a page's first render).
 */
export type BusyMap = {
  units: Record<string, Interval[]>;
  until: number;
  booked?: Record<string, Interval[]>;
  held?: Record<string, Interval[]>;
  partial?: boolean;
};

export type { Span };

/** Busy intervals `[start, end]`, ISO 8601 in Paris time with the offset, or Paris dates for whole days (end excluded). */
export type Pairs = Record<string, [string, string][]>;

/** What the JSON route sends: for each unit with a good copy, its busy intervals in Paris time; the site's own bookings beside them. */
export type AvailabilityAnswer = {
  /** The calendar feeds' busy intervals, by unit. */
  units: Pairs;
  /** The site's reservations (accepted devis), by unit: taken, even without a feed and past its horizon. Absent when none. */
  booked?: Pairs;
  /** The site's options (a devis out and valid), by unit: « à confirmer » for others, never « libre ». Absent when none. */
  held?: Pairs;
  /** Set when only the weeks from this day are given (a page opened on a date): the rest comes from the JSON route. */
  from?: string;
  /** Nothing is known after this instant (of the feeds; of the bookings too, when `from` is set). */
  until?: string;
  /** When the oldest copy used was read. */
  updatedAt?: string;
  /** The venue's formulas by id (the JSON route, a page opened on a date): each component judges its formula from them. */
  formulas?: Record<string, AvailabilityFormula>;
};

/** A venue's answer read by the server for the first render, so that a date is judged without waiting for the JSON route. */
export type KnownAvailability = { venue: string; answer: AvailabilityAnswer };

/** `2027-03-28` is that day's Paris midnight; anything else an ISO instant. */
const instantOf = (text: string) => (text.length === 10 ? parisInstant(text, 0) : Date.parse(text));

const intervalsOf = (pairs: Pairs): Record<string, Interval[]> =>
  Object.fromEntries(
    Object.entries(pairs).map(([unit, list]) => [unit, list.map(([start, end]) => ({ start: instantOf(start), end: instantOf(end) }))]),
  );

const anyPair = (pairs: Pairs | undefined) => pairs !== undefined && Object.values(pairs).some((list) => list.length > 0);

/** The route's answer as the rule reads it; undefined when neither a calendar nor a booking is known. */
export function busyMapOf(answer: AvailabilityAnswer | undefined): BusyMap | undefined {
  if (!answer) return undefined;
  const feeds = answer.until !== undefined && Object.keys(answer.units).length > 0;
  if (!feeds && !anyPair(answer.booked) && !anyPair(answer.held)) return undefined;
  return {
    units: feeds ? intervalsOf(answer.units) : {},
    until: feeds && answer.until !== undefined ? Date.parse(answer.until) : -Infinity,
    ...(answer.booked && { booked: intervalsOf(answer.booked) }),
    ...(answer.held && { held: intervalsOf(answer.held) }),
    ...(answer.from !== undefined && { partial: true }),
  };
}

export type Status = 'libre' | 'reserve' | 'a_confirmer';

/** What the visitor asked, as far as it bears on availability. */
export type Ask = { personnes?: number | undefined; salle?: string | undefined; quantite?: number | undefined };

const overlaps = (busy: readonly Interval[], start: number, end: number) => busy.some((b) => b.start < end && b.end > start);

/** Sorted and merged: overlapping stretches become one (and nothing about the events remains). */
export function merge(intervals: readonly Interval[]): Interval[] {
  const sorted = intervals.filter((i) => i.end > i.start).sort((a, b) => a.start - b.start);
  const merged: Interval[] = [];
  for (const interval of sorted) {
    const last = merged.at(-1);
    if (last && interval.start <= last.end) last.end = Math.max(last.end, interval.end);
    else merged.push({ ...interval });
  }
  return merged;
}

/** The busy time inside [start, end), merged and clipped. */
const busyInside = (busy: readonly Interval[], start: number, end: number): Interval[] =>
  merge(busy.filter((b) => b.start < end && b.end > start).map((b) => ({ start: Math.max(b.start, start), end: Math.min(b.end, end) })));

/** The longest free stretch inside [start, end), in ms. */
function longestFree(busy: readonly Interval[], start: number, end: number): number {
  let cursor = start;
  let best = 0;
  for (const b of busyInside(busy, start, end)) {
    best = Math.max(best, b.start - cursor);
    cursor = b.end;
  }
  return Math.max(best, end - cursor);
}

/** One unit on one date: is the formula's time free in this calendar? */
function unitStatus(formula: AvailabilityFormula, date: string, busy: readonly Interval[], allSlots: boolean): Status {
  const at = (minutes: number) => parisInstant(date, minutes);
  if (formula.slots.length > 0) {
    const free = (slot: Span) => !overlaps(busy, at(slot.start), at(slot.end));
    return (allSlots ? formula.slots.every(free) : formula.slots.some(free)) ? 'libre' : 'reserve';
  }
  if (formula.window) {
    const { range, hours } = formula.window;
    return longestFree(busy, at(range.start), at(range.end)) >= hours * 60 * MINUTE_MS ? 'libre' : 'reserve';
  }
  // No hours in content (« créneau à convenir »): a day without any busy time is free, a day
  // taken from morning to night is taken, anything between is for the provider to say.
  const dayStart = at(0);
  const dayEnd = at(DAY_MINUTES);
  const taken = busyInside(busy, dayStart, dayEnd);
  if (taken.length === 0) return 'libre';
  return longestFree(busy, dayStart, dayEnd) === 0 ? 'reserve' : 'a_confirmer';
}

const NONE: readonly Interval[] = [];
const joined = (a: readonly Interval[], b: readonly Interval[]) => (b.length === 0 ? a : a.length === 0 ? b : [...a, ...b]);

/**
 * One unit on one date, from its feed (undefined when unknown: no feed, or past its horizon)
 * and the site's bookings. A reservation is certain: its time is taken whatever the feed says.
 * An option never makes a time free: what only it takes is « à confirmer ». Without a feed,
 * nothing is « libre ».
 */
function unitOn(
  formula: AvailabilityFormula,
  date: string,
  busy: BusyMap,
  unit: string,
  feed: readonly Interval[] | undefined,
  allSlots: boolean,
): Status {
  const booked = busy.booked?.[unit] ?? NONE;
  const held = busy.held?.[unit] ?? NONE;
  const certain = unitStatus(formula, date, joined(feed ?? NONE, booked), allSlots);
  if (certain === 'reserve') return 'reserve';
  if (!feed) return 'a_confirmer';
  if (held.length === 0 || certain !== 'libre') return certain;
  return unitStatus(formula, date, joined(joined(feed, booked), held), allSlots) === 'libre' ? 'libre' : 'a_confirmer';
}

/** All must be free: one taken is taken, one unknown is unknown. */
const every = (statuses: Status[]): Status =>
  statuses.includes('reserve') ? 'reserve' : statuses.includes('a_confirmer') ? 'a_confirmer' : 'libre';

/** One is enough: one free is free. */
const some = (statuses: Status[]): Status =>
  statuses.includes('libre') ? 'libre' : statuses.includes('a_confirmer') ? 'a_confirmer' : 'reserve';

/** The units a request can use: for a one-room formula, the rooms that take the headcount (or the one chosen). */
export function unitsFor(formula: AvailabilityFormula, ask: Ask = {}): Unit[] {
  if (formula.needs === 'all') return formula.units;
  if (ask.salle) return formula.units.filter((u) => u.salle === ask.salle);
  const people = ask.personnes;
  const large = people === undefined ? formula.units : formula.units.filter((u) => u.capacite === undefined || u.capacite >= people);
  return large.length > 0 ? large : formula.units;
}

/** The dates a request occupies: the chosen one, and the next ones for consecutive days. */
export const datesOf = (formula: Pick<AvailabilityFormula, 'consecutive'>, date: string, ask: Ask = {}) =>
  Array.from({ length: formula.consecutive ? Math.max(1, ask.quantite ?? 1) : 1 }, (_, i) => addDays(date, i));

/**
 * Whether the formula is free on this date for this request. Unknown calendars, dates past
 * the horizon and calendars that are not fresh enough are « à confirmer », never « libre »,
 * unless the site's own reservations take the time: « réservé » needs no feed. A weekly
 * evening is judged evening by evening: each date on its own.
 */
export function statusOn(formula: AvailabilityFormula, date: string, busy: BusyMap | undefined, ask: Ask = {}, allSlots = false): Status {
  if (!busy) return 'a_confirmer';
  const units = unitsFor(formula, ask);
  if (units.length === 0) return 'a_confirmer';
  const perDay = datesOf(formula, date, ask).map((day) => {
    const known = parisInstant(day, DAY_MINUTES * 2) <= busy.until;
    const perUnit = units.map((unit) => unitOn(formula, day, busy, unit.code, known ? busy.units[unit.code] : undefined, allSlots));
    return formula.needs === 'all' ? every(perUnit) : some(perUnit);
  });
  return every(perDay);
}

/** Which dates a formula takes: its days, and whether its quantity books consecutive days. */
export type Offer = Pick<AvailabilityFormula, 'disponible' | 'consecutive'>;

/** The same from the formula as the engine reads it, which the calculator and the quote form already hold. */
export const offerOf = (formula: Pick<PricingFormula, 'disponible' | 'quantite'>): Offer => ({
  disponible: Array.from(formula.disponible),
  consecutive: formula.quantite?.periode === 'consecutifs',
});

/** Whether every date of the request falls on the formula's days. */
export const isOfferedSpan = (formula: Offer, date: string, ask: Ask = {}) =>
  datesOf(formula, date, ask).every((day) => isOffered(formula.disponible, day));

/** How far ahead the next free dates are looked for: the calendars' 13 months. */
export const SEARCH_DAYS = 400;

/** Whether any date can be found free: only a feed says that a time is free, the site's bookings only that it is taken. */
export const canBeFree = (busy: BusyMap | undefined) => busy !== undefined && busy.until > -Infinity;

/** The next dates after `date` on the formula's days that are free for this request. */
export function nextFreeDates(formula: AvailabilityFormula, date: string, busy: BusyMap | undefined, ask: Ask = {}, count = 3): string[] {
  const found: string[] = [];
  if (!busy) return found;
  for (let i = 1; i <= SEARCH_DAYS && found.length < count; i++) {
    const day = addDays(date, i);
    if (isOfferedSpan(formula, day, ask) && statusOn(formula, day, busy, ask) === 'libre') found.push(day);
  }
  return found;
}

/** A day of the month view: how the page's formulas fare on it. */
export type DayState = 'libre' | 'partiel' | 'reserve' | 'a_confirmer' | 'ferme';

/**
 * One day for several formulas (a product page): free when every slot of every formula
 * offered that day is free, taken when none is, partly taken between; closed when none is offered.
 */
export function dayState(formulas: readonly AvailabilityFormula[], date: string, busy: BusyMap | undefined): DayState {
  const offered = formulas.filter((f) => isOffered(f.disponible, date));
  if (offered.length === 0) return 'ferme';
  const statuses = offered.map((f) => statusOn(f, date, busy));
  // Free means every slot of every formula: a morning free but an afternoon taken is partly taken.
  if (offered.every((f) => statusOn(f, date, busy, {}, true) === 'libre')) return 'libre';
  if (statuses.every((s) => s === 'reserve')) return 'reserve';
  if (statuses.every((s) => s === 'a_confirmer')) return 'a_confirmer';
  return 'partiel';
}
