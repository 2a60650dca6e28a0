// Deliver, on request: what is due in the outbox leaves now and the store is purged (the cron
// route of serverless hosts). Soon after a message is queued, the dispatcher that the quote
// service provides (../service/service.ts) sends it.
import 'server-only';
import { deliverDue } from '../../server/mail';
import { quoteService } from '../service/service';
import { maintain } from '../service/upkeep';

/** Sends what is due now and purges: the cron route of serverless hosts. */
export async function runQueueOnce(options: { purge: boolean }): Promise<{ sent: number; purged?: number | undefined }> {
  const service = await quoteService();
  const report = service.mail
    ? await deliverDue(service.store.outbox, service.mail.mailer, service.mail.settings, new Date(), service.mail.policy)
    : { sent: 0 };
  return { sent: report.sent, purged: options.purge ? await maintain(service.store, service.config) : undefined };
}
