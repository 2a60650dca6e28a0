// The built site on PostgreSQL, with no calendar feed (the default): a reservation written by
// another process (the desk, on acceptance) counts at the site's very next request, on the JSON
// route, in the first HTML of /calcul and /devis, in French and in English; an option is held; and
// the provider's private feed answers behind its token through the proxy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBookings, bookingSpans, type BookingKind } from '@/lib/availability/server';
import type { Database } from '@/lib/server/db';
import { renewFeedToken } from '@/lib/server/feed-token';
import { addDays } from '@/lib/dates/paris';
import { saturdayAfter } from '../support/ics-server';
import { postgresForBookings } from '../support/postgres';
import { startSite, type RunningSite } from '../support/site';

const SATURDAY = saturdayAfter(21);
const MONDAY = addDays(SATURDAY, 2);
const LATER = saturdayAfter(35);

let postgres: Awaited<ReturnType<typeof postgresForBookings>> | undefined;
let db: Database | undefined;
let site: RunningSite | undefined;

beforeAll(async () => {
  postgres = await postgresForBookings();
  db = postgres.db;
  site = await startSite({ DATABASE_URL: postgres.url });
}, 240_000);

afterAll(async () => {
  await site?.kill();
  await postgres?.close();
});

/** A sent devis holding Vaugirard on `date` (its weekend morning by default), written as the desk would. */
async function book(date: string, kind: BookingKind, start = '09:00', end = '12:30') {
  const body = {
    reference: 'DV-2026-000321',
    client: { name: 'Léa Martin', email: 'lea.martin@example.test', phone: '06 12 34 56 78' },
    rental: { formulaName: 'Matinée week-end', units: ['vaugirard'], places: ['Salle Vaugirard'] },
  };
  await db!.transaction(async (sql) => {
    const [row] = await sql.query<{ id: number }>(
      `INSERT INTO devis (status, body, total_ht_cents, total_tva_cents, total_ttc_cents, deposit_cents)
       VALUES ('envoye', $1::jsonb, 0, 0, 0, 0) RETURNING id`,
      [JSON.stringify(body)],
    );
    await addBookings(sql, {
      devisId: row!.id,
      units: ['vaugirard'],
      spans: bookingSpans([date], start, end),
      kind,
      expiresAt: kind === 'option' ? Date.now() + 3_600_000 : undefined,
    });
  });
}

type Answer = { units: object; booked?: Record<string, unknown[]>; held?: Record<string, unknown[]> };

const answer = async () => {
  const response = await fetch(`${site!.base}/disponibilites/vaugirard`);
  return { cacheControl: response.headers.get('cache-control'), body: (await response.json()) as Answer };
};

const page = async (path: string) => (await fetch(`${site!.base}${path}`)).text();

describe('a reservation made in another process', () => {
  it('is on the JSON route at the very next request, which no cache may keep', async () => {
    const before = await answer();
    expect(before.cacheControl).toBe('no-store');
    expect(before.body.booked).toBeUndefined();
    await book(SATURDAY, 'reservation');
    const after = await answer();
    expect(after.body.booked?.vaugirard).toHaveLength(1);
    expect(JSON.stringify(after.body)).not.toMatch(/Léa|example\.test|06 12|DV-2026/);
  });

  it('reads « Déjà réservé » in the first HTML of the calculator and the quote form, in both languages', async () => {
    const query = `offre=vaugirard-matin-week-end&date=${SATURDAY}`;
    expect(await page(`/calcul?${query}`)).toContain('Déjà réservé');
    expect(await page(`/devis?${query}`)).toContain('Déjà réservé');
    // The English pages offer the professionals' formulas: a weekday booked from 8h to 19h leaves no 4 hours.
    await book(MONDAY, 'reservation', '08:00', '19:00');
    expect(await page(`/en/calculator?offre=vaugirard-location-seche-4h&date=${MONDAY}`)).toContain('Already booked');
    // The afternoon, without any feed, is still « à confirmer ».
    const afternoon = await page(`/calcul?offre=vaugirard-apres-midi-week-end&date=${SATURDAY}`);
    expect(afternoon).toContain('Disponibilité à confirmer');
    expect(afternoon).not.toContain('Déjà réservé');
  });

  it('an option is held for others', async () => {
    await book(LATER, 'option');
    expect((await answer()).body.held?.vaugirard).toHaveLength(1);
    expect(await page(`/calcul?offre=vaugirard-matin-week-end&date=${LATER}`)).toContain('Disponibilité à confirmer');
  });
});

describe('the private calendar feed', () => {
  it('answers the current token with the bookings, and anything else with a 404 that says nothing', async () => {
    const token = await renewFeedToken(db!);
    const feed = await fetch(`${site!.base}/agenda/${token}.ics`);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(feed.headers.get('cache-control')).toBe('no-store');
    expect(feed.headers.get('x-robots-tag')).toContain('noindex');
    // Long lines are folded (RFC 5545, 3.1): read them unfolded.
    const text = (await feed.text()).replace(/\r\n[ \t]/g, '');
    expect(text).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT15M\r\n');
    expect(text).toContain('SUMMARY:Réservé — Matinée week-end — Salle Vaugirard (DV-2026-000321)');
    expect(text).toContain('STATUS:TENTATIVE');
    expect(text).not.toMatch(/Léa|example\.test|06 12/);

    await renewFeedToken(db!);
    const old = await fetch(`${site!.base}/agenda/${token}`);
    expect(old.status).toBe(404);
    expect(old.headers.get('cache-control')).toBe('no-store');
    expect(old.headers.get('x-robots-tag')).toContain('noindex');
    expect(await old.text()).toContain('<h1>Agenda introuvable</h1>');
  });
});
