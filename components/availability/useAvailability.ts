'use client';

// The busy intervals and bookings of a venue, fetched once per page from the JSON route and
// shared by every component of the page that asks (calculator, quote form, month view).
import { useEffect, useState } from 'react';
import { busyMapOf, type AvailabilityAnswer, type AvailabilityFormula, type BusyMap, type KnownAvailability } from '@/lib/availability';
import { DAY_MINUTES, parisInstant } from '@/lib/dates/paris';

/**
 * How long one answer serves the components of a page: long enough for all of them to mount on
 * it, short enough that a page reached later in the same tab asks again and sees a booking made meanwhile.
 */
const SHARED_MS = 10_000;
const answers = new Map<string, { at: number; answer: Promise<AvailabilityAnswer | undefined> }>();

function load(venue: string): Promise<AvailabilityAnswer | undefined> {
  const kept = answers.get(venue);
  if (kept && Date.now() - kept.at < SHARED_MS) return kept.answer;
  const answer = fetch(`/disponibilites/${venue}`)
    .then((response) => (response.ok ? (response.json() as Promise<AvailabilityAnswer>) : undefined))
    .catch(() => undefined);
  answers.set(venue, { at: Date.now(), answer });
  return answer;
}

/** `formulas`: the venue's, with their hours and rooms (the JSON route's answer, or the page's own when opened on a date). */
export type AvailabilityState = {
  loading: boolean;
  busy?: BusyMap | undefined;
  formulas?: Record<string, AvailabilityFormula> | undefined;
  failed: boolean;
};

const ready = (answer: AvailabilityAnswer): AvailabilityState => ({
  loading: false,
  busy: busyMapOf(answer),
  formulas: answer.formulas,
  failed: false,
});

/** Whether a page's partial answer (its date's weeks) can judge this date: else the whole answer is loaded. */
const covers = (answer: AvailabilityAnswer, date: string | undefined) =>
  answer.from === undefined ||
  (date !== undefined &&
    answer.until !== undefined &&
    date >= answer.from &&
    parisInstant(date, 2 * DAY_MINUTES) <= Date.parse(answer.until));

/**
 * `known`: the answer the server read for this page, if any: used at once without a request,
 * and shared with the page's other components. A page carries only its date's weeks: a date
 * outside them (`date`) loads the JSON route's whole answer.
 */
export function useAvailability(venue: string, known?: KnownAvailability, date?: string): AvailabilityState {
  const given = known?.venue === venue ? known.answer : undefined;
  const usable = given && covers(given, date) ? given : undefined;
  const [state, setState] = useState<AvailabilityState>(() => (usable ? ready(usable) : { loading: true, failed: false }));
  useEffect(() => {
    if (usable) {
      if (!answers.has(venue) && usable.from === undefined) answers.set(venue, { at: Date.now(), answer: Promise.resolve(usable) });
      setState(ready(usable));
      return;
    }
    let live = true;
    setState({ loading: true, failed: false });
    void load(venue).then((answer) => {
      if (live) setState(answer ? ready(answer) : { loading: false, failed: true });
    });
    return () => {
      live = false;
    };
  }, [venue, usable]);
  return state;
}
