// Deliver: the e-mails of a request leave through the outbox. Here the SMTP side is opened at
// the service's start (a long-lived worker, or nothing on a serverless host, where the queue
// is sent within the request), and the addresses and words the e-mails are written with.
import 'server-only';
import { site } from '../../content';
import { isServerless } from '../../env';
import { openMailer } from '../../server/smtp';
import { quoteCatalogue } from '../receive/form-catalogue';
import type { QuoteConfig } from '../config';
import type { MailSettings } from './mail';
import { log } from '../form/messages';
import { RETRY_POLICY, scrub, startOutboxWorker, type Mailer, type OutboxWorker, type RetryPolicy } from '../../server/mail';
import type { QuoteStore } from '../record/store';

export type Delivery = {
  /** Sends the queue: a long-lived worker, or nothing on a serverless host (see `sendQueueSoon`). */
  worker?: OutboxWorker | undefined;
  mail?: { mailer: Mailer; settings: MailSettings; policy: RetryPolicy } | undefined;
};

function mailSettings(config: QuoteConfig): MailSettings {
  const catalogue = quoteCatalogue();
  return {
    from: config.mailFrom ?? `${site.brand} <${site.email}>`,
    to: config.mailTo ?? site.email,
    brand: site.brand,
    phone: site.phone,
    email: site.email,
    slotsOf: (formulaId) => catalogue.formulas.find((formula) => formula.id === formulaId)?.horaires ?? [],
  };
}

/** Opens the mail transport when SMTP is set (and its worker off serverless hosts); what it opens is closed through `closers`. */
export function openDelivery(config: QuoteConfig, store: QuoteStore, closers: (() => Promise<void> | void)[]): Delivery {
  const smtpUrl = config.smtpUrl;
  if (!smtpUrl) {
    console.info(log.smtpOff);
    return {};
  }
  const settings = mailSettings(config);
  console.info(log.smtpOn(settings.to));
  const transport = openMailer(smtpUrl, config.smtpAllowInsecure);
  closers.push(() => transport.close());
  const policy = { ...RETRY_POLICY, maxAgeMs: config.mailMaxAgeMs };
  const mail = { mailer: transport, settings, policy };
  if (isServerless()) return { mail };
  const running = startOutboxWorker(store.outbox, transport, settings, { policy });
  closers.push(() => running.stop());
  // Not awaited: an unreachable server delays no page; its state is logged and on /api/sante.
  transport.verify().then(
    () => {
      console.info(log.smtpVerified);
      if (!running.smtp) running.recordSmtp({ ok: true, at: new Date().toISOString() });
    },
    (error: Error & { code?: string }) => {
      const reason = scrub(error.message);
      console.warn(error.code === 'ETLS' ? log.smtpNoTls(new URL(smtpUrl).host) : log.smtpUnverified(reason));
      if (!running.smtp) running.recordSmtp({ ok: false, at: new Date().toISOString(), error: reason });
    },
  );
  return { worker: running, mail };
}
