'use client';

// The busy intervals of a venue, fetched once per page from the JSON route and shared by
// every component of the page that asks (calculator, quote form, month view).
import { useEffect, useState } from 'react';
import { busyMapOf, type AvailabilityAnswer, type BusyMap, type KnownAvailability } from '@/lib/availability/rule';

const answers = new Map<string, Promise<AvailabilityAnswer | undefined>>();

function load(venue: string): Promise<AvailabilityAnswer | undefined> {
  let answer = answers.get(venue);
  if (!answer) {
    answer = fetch(`/disponibilites/${venue}`)
      .then((response) => (response.ok ? (response.json() as Promise<AvailabilityAnswer>) : undefined))
      .catch(() => undefined);
    answers.set(venue, answer);
  }
  return answer;
}

export type AvailabilityState = { loading: boolean; busy?: BusyMap | undefined; failed: boolean };

const ready = (answer: AvailabilityAnswer): AvailabilityState => ({ loading: false, busy: busyMapOf(answer), failed: false });

/**
 * `known`: the answer the server read for this page's date, if any: used at once, then
 * replaced by the JSON route's whole answer (the page carries only the date's days).
 */
export function useAvailability(venue: string, known?: KnownAvailability): AvailabilityState {
  const given = known?.venue === venue ? known.answer : undefined;
  const [state, setState] = useState<AvailabilityState>(() => (given ? ready(given) : { loading: true, failed: false }));
  useEffect(() => {
    let live = true;
    setState(given ? ready(given) : { loading: true, failed: false });
    void load(venue).then((answer) => {
      // A failed load keeps the date's answer the page came with.
      if (live && (answer || !given)) setState({ loading: false, busy: busyMapOf(answer), failed: answer === undefined });
    });
    return () => {
      live = false;
    };
  }, [venue, given]);
  return state;
}
