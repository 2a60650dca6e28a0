// Reading a feed off the request path. ical.js can loop for good on some rules (kewisch/ical.js#1038:
// `next()` never returns, so no step counter inside the loop ever gets control) and a small
// feed can expand to hundreds of thousands of intervals. A worker thread is the one thing that
// really stops such work: `terminate()` ends its JavaScript wherever it is, at a wall-clock
// deadline, and its heap is capped apart from the site's. The rule pre-check in ./ics.ts
// avoids the known loops; the deadline covers the unknown ones. A worker is started per feed
// read (every 15 minutes at most per unit): its few tens of milliseconds are nothing next to
// the fetch, and nothing of a hostile feed survives it.
import 'server-only';
import { Worker } from 'node:worker_threads';
import { FeedError, type Caps, type Reading, type Window } from './ics';
import type { WorkerAnswer } from './ics.worker';
import { errors } from './messages';
import type { ParseLimits } from './settings';

/**
 * In the built site, Turbopack bundles the worker from `new Worker(new URL(…, import.meta.url))`
 * (its `import.meta.url` still names the TypeScript source, so Next's own variable tells the
 * two apart). Under Vitest and tsx (the benchmark) the worker is this TypeScript source, which
 * Node 20 cannot start by itself: tsx's loader imports it inside the worker.
 */
function startWorker(workerData: unknown, memoryMb: number): Worker {
  const options = {
    workerData,
    resourceLimits: { maxOldGenerationSizeMb: memoryMb, maxYoungGenerationSizeMb: Math.min(64, memoryMb / 4) },
  };
  // The bundler replaces this literal expression when it builds the server: it must stay as written.
  // eslint-disable-next-line no-restricted-properties -- a build-time constant of Next, not a setting
  if (process.env.NEXT_RUNTIME) return new Worker(new URL('./ics.worker.ts', import.meta.url), options);
  const source = JSON.stringify(new URL('./ics.worker.ts', import.meta.url).href);
  return new Worker(`import('tsx/esm/api').then(({ tsImport }) => tsImport(${source}, ${source}))`, { ...options, eval: true });
}

/** The busy intervals of a feed, read in a worker stopped at `limits.deadlineMs`; FeedError when refused or stopped. */
export function readFeedOffThread(text: string, window: Window, caps: Caps, limits: ParseLimits): Promise<Reading> {
  return new Promise<Reading>((resolve, reject) => {
    const worker = startWorker({ text, window, caps }, limits.memoryMb);
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      outcome();
    };
    const timer = setTimeout(() => settle(() => reject(new FeedError(errors.deadline(limits.deadlineMs)))), limits.deadlineMs);
    worker.on('message', (answer: WorkerAnswer) =>
      settle(() => ('reading' in answer ? resolve(answer.reading) : reject(new FeedError(answer.refused ?? errors.worker)))),
    );
    worker.on('error', (error: Error & { code?: string }) =>
      settle(() => reject(new FeedError(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? errors.memory(limits.memoryMb) : errors.worker))),
    );
    worker.on('exit', () => settle(() => reject(new FeedError(errors.worker))));
  });
}
