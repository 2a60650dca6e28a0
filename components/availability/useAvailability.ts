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

/** `known`: the answer the server read for this page, if any: used at once, and shared with the page's other components. */
export function useAvailability(venue: string, known?: KnownAvailability): AvailabilityState {
  const given = known?.venue === venue ? known.answer : undefined;
  const [state, setState] = useState<AvailabilityState>(() => (given ? ready(given) : { loading: true, failed: false }));
  useEffect(() => {
    if (given) {
      if (!answers.has(venue)) answers.set(venue, Promise.resolve(given));
      setState(ready(given));
      return;
    }
    let live = true;
    setState({ loading: true, failed: false });
    void load(venue).then((answer) => {
      if (live) setState({ loading: false, busy: busyMapOf(answer), failed: answer === undefined });
    });
    return () => {
      live = false;
    };
  }, [venue, given]);
  return state;
}
