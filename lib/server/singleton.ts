// One of a thing per process (the database, the quote service), started on first use. Next
// may load a module in more than one bundle of the same process (instrumentation, Server
// Actions, route handlers): the promise lives on globalThis, under a name, so that there is
// only ever one. A failed start is forgotten, so the next call tries again.
import 'server-only';

export type RetryPolicy = {
  /** Told of each failed start. */
  onFailure(error: Error): void;
  /** Without a caller, try again after this long (undefined: only on the next call). */
  retryAfterMs?: () => number | undefined;
};

export type Singleton<T> = {
  /** The running one, started on first call. */
  get(): Promise<T>;
  /** The running one or the one starting, if any. */
  current(): Promise<T> | undefined;
  /** Forgets it and hands it over (to close it): the next `get` starts another. */
  take(): Promise<T> | undefined;
};

export function processSingleton<T>(name: string, start: () => Promise<T>, policy?: RetryPolicy): Singleton<T> {
  const key = Symbol.for(`salles-rive-gauche.${name}`);
  const holder = globalThis as { [key]?: Promise<T> };
  const singleton: Singleton<T> = {
    get() {
      const current = holder[key];
      if (current) return current;
      const started = start();
      holder[key] = started;
      started.catch((error: Error) => {
        policy?.onFailure(error);
        if (holder[key] !== started) return;
        delete holder[key];
        const delay = policy?.retryAfterMs?.();
        if (delay !== undefined) setTimeout(() => void singleton.get().catch(() => undefined), delay).unref();
      });
      return started;
    },
    current: () => holder[key],
    take() {
      const current = holder[key];
      delete holder[key];
      return current;
    },
  };
  return singleton;
}
