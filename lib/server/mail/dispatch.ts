// Who sends the queue once a message is queued. The delivery is opened by the feature that holds
// the mail settings (today the quote service, with SMTP_URL and the provider's address): it
// provides itself here when its module loads, so a feature that queues a message asks this
// module, never that feature. On globalThis, like `processSingleton`, because Next may load
// this module in more than one bundle of the same process.
import 'server-only';

export type Dispatcher = {
  /** Whether an SMTP server is set: without one, queued messages wait in the database. */
  mailOn: boolean;
  /** Wakes the worker, or sends the queue once the answer has left on a serverless host. */
  sendSoon(): void;
};

const key = Symbol.for('salles-rive-gauche.mail.dispatcher');
const holder = globalThis as { [key]?: () => Promise<Dispatcher> };

/** Called by the feature that opens the delivery, with the way to get it (started on first call). */
export function provideDispatcher(get: () => Promise<Dispatcher>): void {
  holder[key] = get;
}

const NONE: Dispatcher = { mailOn: false, sendSoon: () => undefined };

/** The running delivery; none (mail off) when no feature provided one or its start failed. */
export const dispatcher = async (): Promise<Dispatcher> => (await holder[key]?.().catch(() => undefined)) ?? NONE;

/** Messages were queued (their transaction committed): they leave now, or soon after the answer. */
export async function sendQueueSoon(): Promise<void> {
  (await dispatcher()).sendSoon();
}
