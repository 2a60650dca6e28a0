import { bookingsCalendar } from '@/lib/availability/server';
import { site } from '@/lib/content';
import { SITE_URL } from '@/lib/env';
import { privateFeed } from '@/lib/devis/server';
import { database } from '@/lib/server/db';
import { feedTokenValid } from '@/lib/server/feed-token';
import { plainPage } from '@/lib/view/error-messages';

// Read at each request: the bookings of a moment ago, and a token renewed a moment ago.
export const dynamic = 'force-dynamic';

/**
 * Neither kept by a cache (the address is a secret, and the bookings change) nor indexed. Outside
 * app/espace-prestataire: a calendar app has no session, the token in the address is its key.
 */
const PRIVATE = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' };

/**
 * A short French page, the same for every wrong token. HTML rather than plain text: server.ts
 * puts its own page in place of a plain-text error, and a calendar app only reads the status.
 */
const page = (status: number, title: string, text: string) =>
  new Response(plainPage(title, text), { status, headers: { ...PRIVATE, 'Content-Type': 'text/html; charset=utf-8' } });

/**
 * The provider's private calendar feed (lib/devis/feed.ts, lib/availability/private-feed.ts): 200 and an iCalendar
 * text for the current token (`/agenda/<jeton>` or `/agenda/<jeton>.ics`), else a 404 that says
 * no more than « not found », whether the token is forged, renewed or was never made.
 */
export async function GET(_request: Request, context: { params: Promise<{ jeton: string }> }) {
  const { jeton } = await context.params;
  const db = await database().catch(() => undefined);
  if (!db) return page(503, 'Agenda momentanément indisponible', 'Réessayez dans quelques minutes.');
  if (!(await feedTokenValid(db, jeton.replace(/\.ics$/, ''))))
    return page(
      404,
      'Agenda introuvable',
      'Cette adresse d’agenda n’existe pas ou a été renouvelée : la nouvelle adresse est dans l’espace prestataire.',
    );
  const calendar = bookingsCalendar(await privateFeed(db), { name: site.brand, domain: new URL(SITE_URL).hostname });
  return new Response(calendar, {
    headers: { ...PRIVATE, 'Content-Type': 'text/calendar; charset=utf-8', 'Content-Disposition': 'inline; filename="reservations.ics"' },
  });
}
