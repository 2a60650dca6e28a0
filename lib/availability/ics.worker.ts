// The worker thread that reads one feed (./parse.ts starts it, and terminates it at its deadline).
// No `import 'server-only'`: the worker thread loads this without the react-server condition, where it would throw.
import { parentPort, workerData } from 'node:worker_threads';
import { FeedError, readFeed, type Caps, type Window } from './ics';

export type WorkerAnswer = { reading: ReturnType<typeof readFeed> } | { refused: string | undefined };

const { text, window, caps } = workerData as { text: string; window: Window; caps: Caps };
let answer: WorkerAnswer;
try {
  answer = { reading: readFeed(text, window, caps) };
} catch (error) {
  answer = { refused: error instanceof FeedError ? error.message : undefined };
}
parentPort?.postMessage(answer);
