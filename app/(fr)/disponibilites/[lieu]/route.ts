import { after } from 'next/server';
import type { AvailabilityAnswer } from '@/lib/availability';
import { venueAvailability, venueFormulas } from '@/lib/availability/server';
import { VENUE_CODES, type VenueCode } from '@/lib/content-model/vocabulary';

// The feeds are read at request time (environment variables), so one build serves every configuration.
export const dynamic = 'force-dynamic';

/**
 * Busy intervals of a venue's rooms and the site's own reservations and options, without titles
 * or any personal data: the calculator, the quote form and the month view judge each formula from
 * them. The venue's formulas come with them, so that a product page carries only their ids.
 */
export async function GET(_request: Request, context: { params: Promise<{ lieu: string }> }) {
  const { lieu } = await context.params;
  if (!VENUE_CODES.includes(lieu as VenueCode)) {
    return Response.json({ error: 'Lieu inconnu.' }, { status: 404, headers: { 'Cache-Control': 'public, max-age=300' } });
  }
  const answer = await venueAvailability(lieu as VenueCode, (work) => after(work));
  return Response.json({ ...answer, formulas: venueFormulas(lieu as VenueCode) } satisfies AvailabilityAnswer, {
    // Never kept by a cache, shared or the browser's: a devis accepted a moment ago must read
    // « Déjà réservé » at the very next request (the feeds' part is kept a minute in the process, ../venue.ts).
    headers: { 'Cache-Control': 'no-store' },
  });
}
