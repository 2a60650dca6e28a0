import { NO_TAG_MANAGER, tagManagerId, tagManagerScript } from '@/lib/consent/tag-manager';

// Read at request time, so one build serves every environment (and the tests' fake id).
export const dynamic = 'force-dynamic';

/** The tag manager's loader, requested by the consent banner only after consent to audience measurement. */
export function GET() {
  const id = tagManagerId();
  return new Response(id ? tagManagerScript(id) : NO_TAG_MANAGER, {
    headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}
