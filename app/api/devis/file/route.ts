import { readConfig, runQueueOnce } from '@/lib/quotes/server';
import { deskUpkeep } from '@/lib/devis/server';
import { issueDueBalances } from '@/lib/invoices/server';
import { hasBearer } from '@/lib/server/bearer';

export const dynamic = 'force-dynamic';

/**
 * The cron route of serverless hosts (vercel.json calls it): sends the e-mails due and
 * purges the requests past the retention period, releases the lapsed devis and issues the balance
 * invoices of events just past. Vercel sends `Authorization: Bearer
 * <CRON_SECRET>`; without the secret set, the route is closed.
 */
export async function GET(request: Request) {
  if (!hasBearer(request, readConfig().cronSecret)) return Response.json({ erreur: 'non autorisé' }, { status: 401 });
  try {
    // Lapsed options first, so that their e-mails leave with this run.
    const released = await deskUpkeep(new Date(), [issueDueBalances]);
    const { sent, purged } = await runQueueOnce({ purge: true });
    return Response.json({ envoyes: sent, purgees: purged, devis_expires: released });
  } catch {
    return Response.json({ erreur: 'base des demandes injoignable' }, { status: 503 });
  }
}
