import { readConfig, runQueueOnce } from '@/lib/quotes/server';
import { hasBearer } from '@/lib/server/bearer';

export const dynamic = 'force-dynamic';

/**
 * The cron route of serverless hosts (vercel.json calls it): sends the e-mails due and
 * purges the requests past the retention period. Vercel sends `Authorization: Bearer
 * <CRON_SECRET>`; without the secret set, the route is closed.
 */
export async function GET(request: Request) {
  if (!hasBearer(request, readConfig().cronSecret)) return Response.json({ erreur: 'non autorisé' }, { status: 401 });
  try {
    const { sent, purged } = await runQueueOnce({ purge: true });
    return Response.json({ envoyes: sent, purgees: purged });
  } catch {
    return Response.json({ erreur: 'base des demandes injoignable' }, { status: 503 });
  }
}
