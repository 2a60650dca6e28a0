import { quoteHealth, readConfig } from '@/lib/quotes/server';
import { hasBearer } from '@/lib/server/bearer';

// Read at each request: the state of the quote store and of the e-mail queue.
export const dynamic = 'force-dynamic';

/**
 * 200 while the quote store answers, 503 when it cannot be reached. Anyone gets `ok` or
 * `dégradé` (the store, or the mail server, fails); the details (database type, mail
 * queue) only with `Authorization: Bearer <HEALTH_TOKEN>`. Never personal data or a secret.
 */
export async function GET(request: Request) {
  const { status, body } = await quoteHealth();
  const degraded = body.base.etat !== 'ok' || body.envoi?.smtp === 'échec';
  const answer = hasBearer(request, readConfig().healthToken) ? body : { etat: degraded ? 'dégradé' : 'ok' };
  return Response.json(answer, { status, headers: { 'cache-control': 'no-store' } });
}
