// Sends the queued e-mails. A mail server that is down or refuses for now only delays
// them: each failure schedules the next try later and later, up to once an hour, for as
// long as it takes. Only a visitor's address refused for good is given up.
import type { SendMailOptions } from 'nodemailer';
import { outboxMail, type MailSettings } from './mail';
import { log } from './messages';
import type { OutboxJob, QuoteStore } from './store';

export type Mailer = { sendMail(message: SendMailOptions): Promise<unknown> };

export type RetryPolicy = {
  /** Wait after the first failure; doubled after each further one. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** How long a worker holds an e-mail it is sending before another may take it. */
  leaseMs: number;
  batch: number;
};

export const RETRY_POLICY: RetryPolicy = { firstDelayMs: 30_000, maxDelayMs: 3_600_000, leaseMs: 120_000, batch: 20 };

export const retryDelay = (attempts: number, policy: RetryPolicy = RETRY_POLICY) =>
  Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** Math.max(0, attempts - 1));

type SmtpError = Error & { responseCode?: number; command?: string };

const KIND_LABEL = { provider: 'au prestataire', visitor: 'de confirmation' } as const;

/** A 5xx answer to the visitor's address itself: sending again would be refused again. */
const refusedForGood = (job: OutboxJob, error: SmtpError) =>
  job.kind === 'visitor' && error.command === 'RCPT TO' && (error.responseCode ?? 0) >= 500;

export type DeliveryReport = { sent: number; retried: number; abandoned: number };

/** Sends the e-mails due at `now`, one at a time. */
export async function deliverDue(
  store: QuoteStore,
  mailer: Mailer,
  settings: MailSettings,
  now = new Date(),
  policy: RetryPolicy = RETRY_POLICY,
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retried: 0, abandoned: 0 };
  for (const job of await store.claimDue(now, policy.batch, policy.leaseMs)) {
    const { reference } = job.quote;
    try {
      await mailer.sendMail(outboxMail(job.kind, job.quote, settings));
      await store.markSent(job.id, now);
      report.sent++;
      console.info(log.sent(reference, KIND_LABEL[job.kind]));
    } catch (caught) {
      const error = caught as SmtpError;
      const reason = (error.message ?? String(caught)).slice(0, 500);
      if (refusedForGood(job, error)) {
        await store.abandon(job.id, now, reason);
        report.abandoned++;
        console.warn(log.abandoned(reference, reason));
      } else {
        const at = new Date(now.getTime() + retryDelay(job.attempts, policy));
        await store.retryLater(job.id, at, reason);
        report.retried++;
        console.warn(log.sendFailed(reference, KIND_LABEL[job.kind], job.attempts, reason, at.toISOString()));
      }
    }
  }
  return report;
}

export type OutboxWorker = { nudge(): void; stop(): Promise<void> };

/** Runs `deliverDue` every `intervalMs`, and at once when nudged after a new request. */
export function startOutboxWorker(store: QuoteStore, mailer: Mailer, settings: MailSettings, intervalMs = 15_000): OutboxWorker {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  const schedule = (delay: number) => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(run, delay);
    timer.unref();
  };

  function run() {
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        try {
          const report = await deliverDue(store, mailer, settings);
          // A full batch means more may be waiting.
          if (report.sent + report.retried + report.abandoned >= RETRY_POLICY.batch) again = true;
        } catch (error) {
          console.error(`[devis] ${(error as Error).message}`);
        }
      } while (again && !stopped);
    })().finally(() => {
      running = undefined;
      schedule(intervalMs);
    });
  }

  schedule(0);
  return {
    nudge: () => schedule(0),
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
