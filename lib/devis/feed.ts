// The provider's private calendar: its address, where a new token replaces the old one at once
// (only its hash is kept, lib/server/feed-token.ts, so the address is shown once, when it is
// made), and its bookings with what their devis says of them (lib/availability/private-feed.ts
// writes the iCalendar text).
import 'server-only';
import { activeBookings, type FeedBooking } from '../availability/server';
import { database, type Sql } from '../server/db';
import { renewFeedToken } from '../server/feed-token';
import { siteLink } from '../desk/server';

export async function newFeedAddress(): Promise<string> {
  const db = await database();
  return siteLink(`/agenda/${await renewFeedToken(db)}`);
}

/** How far back the feed goes: a past reservation stays in the provider's calendar for a year. */
const HISTORY_MS = 365 * 24 * 60 * 60 * 1000;

const texts = (value: unknown): string[] => {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
};

/** The room of `unit` among a devis's rooms: its own name when the devis names one per unit, else them all. */
function placeOf(unit: string, units: string[], places: string[]): string {
  const index = units.indexOf(unit);
  if (places.length === units.length && index >= 0) return places[index] ?? unit;
  return places.length > 0 ? places.join(' et ') : unit;
}

/** The active bookings (a year back and all to come) with what their devis says of them, for the feed. */
export async function privateFeed(sql: Sql, now = Date.now()): Promise<FeedBooking[]> {
  const bookings = await activeBookings(sql, { from: now - HISTORY_MS, now });
  if (bookings.length === 0) return [];
  const rows = await sql.query<{
    id: number;
    number: string | null;
    reference: string | null;
    formula: string | null;
    units: unknown;
    places: unknown;
  }>(
    `SELECT id, number, body->>'reference' AS reference, body->'rental'->>'formulaName' AS formula,
       body->'rental'->'units' AS units, body->'rental'->'places' AS places
     FROM devis WHERE id = ANY($1::integer[])`,
    [[...new Set(bookings.map((booking) => booking.devisId))]],
  );
  const devis = new Map(rows.map((row) => [row.id, row]));
  return bookings.flatMap((booking) => {
    const of = devis.get(booking.devisId);
    if (!of) return [];
    return [
      {
        id: booking.id,
        unit: booking.unit,
        kind: booking.kind,
        start: booking.start,
        end: booking.end,
        formula: of.formula ?? '',
        place: placeOf(booking.unit, texts(of.units), texts(of.places)),
        reference: of.reference ?? '',
        number: of.number ?? undefined,
        ...(booking.expiresAt !== undefined && { expiresAt: booking.expiresAt }),
      },
    ];
  });
}
