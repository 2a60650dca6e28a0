// The site's e-mail queue, for any feature: queue a message in your transaction (`enqueueMail`),
// then `sendQueueSoon()` once it committed. See ./outbox-store.ts (what is stored), ./outbox.ts
// (delivery, retries, the worker), ./kinds.ts (kinds composed when sent), ./dispatch.ts.
import 'server-only';
export { enqueueMail, OutboxStore, requestMailState, type ComposedMessage, type OutboxEntry } from './outbox-store';
export {
  deliverDue,
  RETRY_POLICY,
  scrub,
  startOutboxWorker,
  type Mailer,
  type OutboxWorker,
  type RetryPolicy,
  type SmtpStatus,
} from './outbox';
export { registerMailKind, type MailSettings } from './kinds';
export { messageId } from './compose';
export { dispatcher, provideDispatcher, sendQueueSoon } from './dispatch';
