import { quoteHealth } from '@/lib/quotes/service';

// Read at each request: the state of the quote store and of the e-mail queue.
export const dynamic = 'force-dynamic';

/** 200 while the quote store answers, 503 when it cannot be reached; no personal data, no secret. */
export async function GET() {
  const { status, body } = await quoteHealth();
  return Response.json(body, { status, headers: { 'cache-control': 'no-store' } });
}
