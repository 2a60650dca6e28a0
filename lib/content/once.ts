/**
 * Generated content never changes while a process runs, so each list is sorted once and
 * looked up by key: pages call the accessors in loops, and sorting on every call made
 * rendering grow with the square of the catalogue (docs/mesures/bench-build.md).
 */
export function once<T>(compute: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= compute());
}

export const byOrder = <T>(list: T[], key: (item: T) => number) => [...list].sort((a, b) => key(a) - key(b));
