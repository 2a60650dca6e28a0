import { useEffectEvent, useLayoutEffect, useRef } from 'react';

/**
 * What the visitor typed or chose before React hydrated the form (a slow phone): React leaves it
 * in the page, but its state starts from the server's values and the next render would write
 * them back over it. Read once, as the form hydrates (before the browser paints again), and
 * handed to `adopt` as control name → value (a box left unticked reads as an empty value).
 * Returns the ref to put on the form.
 */
export function useEarlyInput(adopt: (typed: Record<string, string>) => void) {
  const form = useRef<HTMLFormElement>(null);
  const onHydrated = useEffectEvent(adopt);
  useLayoutEffect(() => {
    const element = form.current;
    if (!element) return;
    const data = new FormData(element);
    const typed: Record<string, string> = {};
    for (const control of Array.from(element.elements)) {
      const name = control.getAttribute('name');
      if (!name || name in typed) continue;
      const value = data.get(name);
      typed[name] = typeof value === 'string' ? value : '';
    }
    onHydrated(typed);
  }, []);
  return form;
}
