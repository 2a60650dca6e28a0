// Sends the queued e-mails. A mail server that is down or refuses for now only delays
// them: each failure schedules the next try later and later, up to once an hour, until
// the message's maximum age (3 days by default). Past it, or when the visitor's address
// is refused for good, the message is abandoned, and the provider is told by the next
// e-mail that goes through and in the logs. Log lines and stored errors are scrubbed of
// e-mail addresses and phone numbers.
import 'server-only';
import type { SendMailOptions } from 'nodemailer';
import { abandonAlertMail, composedMail } from './compose';
import { mailKind, type MailSettings } from './kinds';
import { log } from '../messages';
import type { OutboxJob, OutboxStore } from './outbox-store';

export type Mailer = { sendMail(message: SendMailOptions): Promise<unknown> };

export type RetryPolicy = {
  /** Wait after the first failure; doubled after each further one. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** How long a worker holds an e-mail it is sending before another may take it. */
  leaseMs: number;
  /** The longest one send may take (nodemailer's connection, greeting and socket timeouts). */
  sendTimeoutMs: number;
  batch: number;
  /** A message still not sent this long after its request is abandoned. */
  maxAgeMs: number;
};

export const RETRY_POLICY: RetryPolicy = {
  firstDelayMs: 30_000,
  maxDelayMs: 3_600_000,
  leaseMs: 120_000,
  sendTimeoutMs: 40_000,
  batch: 20,
  maxAgeMs: 3 * 24 * 3_600_000,
};

export const retryDelay = (attempts: number, policy: RetryPolicy = RETRY_POLICY) =>
  Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** Math.max(0, attempts - 1));

type SmtpError = Error & { responseCode?: number; command?: string; code?: string };

const kindLabel = (job: OutboxJob): string => mailKind(job.kind)?.label ?? `« ${job.kind} »`;

/** A 5xx answer to the visitor's address itself: sending again would be refused again. */
const refusedForGood = (job: OutboxJob, error: SmtpError) =>
  (job.message ? job.message.toVisitor : (mailKind(job.kind)?.toVisitor ?? false)) &&
  error.command === 'RCPT TO' &&
  (error.responseCode ?? 0) >= 500;

/** The message of a job: as queued, or composed now from its record by its kind's composer. */
function messageOf(job: OutboxJob, settings: MailSettings): SendMailOptions {
  if (job.message) return composedMail(job, job.message, settings);
  const kind = mailKind(job.kind);
  // claimDue loads a record only for a registered kind.
  if (!kind) throw new Error(`aucun composeur pour « ${job.kind} »`);
  return kind.compose(job.record, settings);
}

/** The server could not be reached or spoke no SMTP: every other message of the batch would fail the same way. */
const unreachable = (error: SmtpError) =>
  error.responseCode === undefined &&
  (error.command === 'CONN' || ['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ECONNREFUSED'].includes(error.code ?? ''));

const EMAIL = /[^\s<>()@"',;:]+@[^\s<>()@"',;:]+/g;
const DIGIT_RUN = /\+?\d[\d .\-()]{6,}\d/g;

/** An error text fit for the logs and the database: no e-mail address, no phone number (9 digits or more; SMTP codes stay). */
export const scrub = (text: string) =>
  text
    .replace(EMAIL, '[adresse]')
    .replace(DIGIT_RUN, (run) => (run.replace(/\D/g, '').length >= 9 ? '[numéro]' : run))
    .slice(0, 500);

export type SmtpStatus = { ok: boolean; at: string; error?: string };

export type DeliveryReport = { sent: number; retried: number; abandoned: number; unreachable: boolean; smtp?: SmtpStatus };

/**
 * Sends the e-mails due at `now`, one at a time, then the alert about abandoned ones
 * once a message went through. The batch stops at the first connection failure (the
 * rest wait for the next try) and before it could outlive its lease.
 */
export async function deliverDue(
  store: OutboxStore,
  mailer: Mailer,
  settings: MailSettings,
  now = new Date(),
  policy: RetryPolicy = RETRY_POLICY,
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retried: 0, abandoned: 0, unreachable: false };
  const started = Date.now();
  const jobs = await store.claimDue(now, policy.batch, policy.leaseMs);
  for (const [index, job] of jobs.entries()) {
    if (report.unreachable || Date.now() - started + policy.sendTimeoutMs > policy.leaseMs) {
      await store.release(jobs.slice(index).map((j) => j.id));
      break;
    }
    const { reference } = job;
    try {
      await mailer.sendMail(messageOf(job, settings));
      await store.markSent(job.id, now);
      report.sent++;
      report.smtp = { ok: true, at: new Date().toISOString() };
      console.info(log.sent(reference, kindLabel(job)));
    } catch (caught) {
      const error = caught as SmtpError;
      const reason = scrub(error.message ?? String(caught));
      report.smtp = { ok: false, at: new Date().toISOString(), error: reason };
      const age = now.getTime() - new Date(job.createdAt).getTime();
      // Set whether the message is abandoned or kept: a server out of reach would refuse the rest of the batch too.
      report.unreachable = unreachable(error);
      if (refusedForGood(job, error) || age >= policy.maxAgeMs) {
        await store.abandon(job.id, now, reason);
        report.abandoned++;
        console.warn(refusedForGood(job, error) ? log.abandoned(reference, reason) : log.expired(reference, kindLabel(job), reason));
      } else {
        // The last try comes at the maximum age, not after it.
        const deadline = new Date(job.createdAt).getTime() + policy.maxAgeMs;
        const at = new Date(Math.min(now.getTime() + retryDelay(job.attempts, policy), deadline));
        await store.retryLater(job.id, at, reason);
        report.retried++;
        console.warn(log.sendFailed(reference, kindLabel(job), job.attempts, reason, at.toISOString()));
      }
    }
  }
  if (report.sent > 0 || (jobs.length === 0 && !report.unreachable)) await sendAlert(store, mailer, settings, now, report);
  return report;
}

/** One e-mail to the provider listing the abandoned messages not yet reported. */
async function sendAlert(store: OutboxStore, mailer: Mailer, settings: MailSettings, now: Date, report: DeliveryReport) {
  const entries = await store.unalerted();
  if (entries.length === 0) return;
  try {
    await mailer.sendMail(abandonAlertMail(entries, settings));
    await store.markAlerted(
      entries.map((entry) => entry.id),
      now,
    );
    report.smtp = { ok: true, at: new Date().toISOString() };
    console.warn(log.alertSent(entries.map((entry) => entry.reference)));
  } catch (caught) {
    const reason = scrub((caught as Error).message ?? String(caught));
    report.smtp = { ok: false, at: new Date().toISOString(), error: reason };
    // The worker pauses on this too, or every nudge would cost another connection attempt.
    report.unreachable = unreachable(caught as SmtpError);
    console.warn(log.alertFailed(reason));
  }
}

export type OutboxWorker = {
  nudge(): void;
  stop(): Promise<void>;
  /** Resolves once the run under way, if any, has finished and scheduled the next one. */
  settled(): Promise<void>;
  /** The last SMTP answer: at start (`verify()`), then after each send. */
  readonly smtp: SmtpStatus | undefined;
  recordSmtp(status: SmtpStatus): void;
};

/** The worker's sense of time: the real one in production, a hand-driven one in tests. */
export type WorkerClock = {
  now(): Date;
  setTimer(run: () => void, delayMs: number): { clear(): void };
};

const REAL_CLOCK: WorkerClock = {
  now: () => new Date(),
  setTimer: (run, delayMs) => {
    const timer = setTimeout(run, delayMs);
    timer.unref();
    return { clear: () => clearTimeout(timer) };
  },
};

/**
 * Runs `deliverDue` when the next message is due (at most `intervalMs` apart), and at
 * once when nudged after a new request. A mail server that cannot be reached pauses the
 * worker, 30 s then longer and longer up to an hour, nudges included: otherwise every
 * message given back by the cut batch would cost its own connection timeout right away.
 */
export function startOutboxWorker(
  store: OutboxStore,
  mailer: Mailer,
  settings: MailSettings,
  options: { policy?: RetryPolicy; intervalMs?: number; clock?: WorkerClock } = {},
): OutboxWorker {
  const policy = options.policy ?? RETRY_POLICY;
  const intervalMs = options.intervalMs ?? 15_000;
  const clock = options.clock ?? REAL_CLOCK;
  let timer: { clear(): void } | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  let smtp: SmtpStatus | undefined;
  let unreachableRuns = 0;
  let pausedUntil = 0;

  const schedule = (delay: number) => {
    if (stopped) return;
    timer?.clear();
    timer = clock.setTimer(run, Math.max(0, delay, pausedUntil - clock.now().getTime()));
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
          const report = await deliverDue(store, mailer, settings, clock.now(), policy);
          smtp = report.smtp ?? smtp;
          unreachableRuns = report.unreachable ? unreachableRuns + 1 : 0;
          pausedUntil = report.unreachable ? clock.now().getTime() + retryDelay(unreachableRuns, policy) : 0;
          // A full batch means more may be waiting.
          if (!report.unreachable && report.sent + report.retried + report.abandoned >= policy.batch) again = true;
        } catch (error) {
          console.error(`[devis] ${scrub((error as Error).message)}`);
        }
      } while (again && !stopped && pausedUntil === 0);
      const due = await store.nextDue().catch(() => undefined);
      schedule(due ? Math.min(intervalMs, due.getTime() - clock.now().getTime()) : intervalMs);
    })().finally(() => {
      running = undefined;
    });
  }

  schedule(0);
  return {
    nudge: () => schedule(0),
    stop: async () => {
      stopped = true;
      timer?.clear();
      await running;
    },
    settled: async () => {
      await running;
    },
    get smtp() {
      return smtp;
    },
    recordSmtp: (status: SmtpStatus) => {
      smtp = status;
    },
  };
}
