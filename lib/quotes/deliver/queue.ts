// Deliver, on request: what is due in the outbox leaves now (the cron route of serverless
// hosts) or soon after a message is queued (the worker woken, or Next's `after()` on serverless
// hosts). The quote service opens the delivery, since it holds the mail settings: it provides
// it to the site's outbox here, so that any feature queues through lib/server/mail alone.
import 'server-only';
import { after } from 'next/server';
import { deliverDue, provideDispatcher, scrub } from '../../server/mail';
import { quoteService, type Service } from '../service/service';
import { maintain } from '../service/upkeep';

/** Sends what is due now and purges: the cron route of serverless hosts, and `after()` a request there. */
export async function runQueueOnce(options: { purge: boolean }): Promise<{ sent: number; purged?: number | undefined }> {
  const service = await quoteService();
  const report = service.mail
    ? await deliverDue(service.store.outbox, service.mail.mailer, service.mail.settings, new Date(), service.mail.policy)
    : { sent: 0 };
  return { sent: report.sent, purged: options.purge ? await maintain(service.store, service.config) : undefined };
}

/** Messages were queued: the worker is woken, or the queue is sent once the answer has left. */
function sendSoon(service: Service): void {
  if (service.worker) service.worker.nudge();
  else if (service.mail)
    after(() => runQueueOnce({ purge: false }).catch((error: Error) => console.error(`[devis] ${scrub(error.message)}`)));
}

provideDispatcher(async () => {
  const service = await quoteService();
  return { mailOn: service.mail !== undefined, sendSoon: () => sendSoon(service) };
});
