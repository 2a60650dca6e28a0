// The site's own bookings (#43) on the embedded database, with no calendar feed configured (the
// default): a reservation is in the venue's answer at the very next request, an option makes its
// time « à confirmer », the database refuses a second reservation of a room at overlapping hours,
// and the provider's private feed lists them without the visitor's contact details, behind a token.
import { rmSync } from 'node:fs';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { busyMapOf, statusOn } from '@/lib/availability/rule';
import { availabilityFormulaById } from '@/lib/availability/formulas';
import {
  activeBookings,
  addBookings,
  BookingConflict,
  bookingSpans,
  bookingsCalendar,
  confirmBookings,
  knownAvailabilityOn,
  releaseBookings,
  statusWhenSent,
  venueAvailability,
  type BookingKind,
} from '@/lib/availability/server';
import { GET as agenda } from '@/app/agenda/[jeton]/route';
import { privateFeed } from '@/lib/devis/feed';
import { refreshDue } from '@/lib/availability/service';
import { readSettings } from '@/lib/availability/settings';
import { addDays, parisInstant, parisIso } from '@/lib/dates/paris';
import { closeDatabase, database, type Database, type Sql } from '@/lib/server/db';
import { feedTokenValid, renewFeedToken } from '@/lib/server/feed-token';
import { saturdayAfter, startIcsServer, type IcsServer } from '../support/ics-server';
import { freshDataDir } from '../support/pglite';
import { postgresForBookings } from '../support/postgres';

const HOUR = 60 * 60 * 1000;
const now = () => Date.now();
const later = (work: () => Promise<void>) => void work();

let dir: string;
let db: Database;
const saved = { ...process.env };

beforeAll(async () => {
  dir = freshDataDir();
  // The site's own database (database()), as the route reads it, with no feed and no PostgreSQL.
  for (const name of Object.keys(process.env)) if (name.startsWith('DISPO_ICS_') || name === 'DATABASE_URL') delete process.env[name];
  process.env.DEVIS_DATA_DIR = dir;
  db = await database();
}, 60_000);

afterAll(async () => {
  await closeDatabase();
  process.env = saved;
  rmSync(dir, { recursive: true, force: true });
});

let devisCount = 0;

/** A sent devis for a client with contact details: none of them may reach the feed or the JSON route. */
async function devis(sql: Sql, rental: { formulaName: string; units: string[]; places: string[] }): Promise<number> {
  devisCount += 1;
  const body = {
    reference: `DV-2026-00012${devisCount}`,
    language: 'fr',
    client: { name: 'Léa Martin', email: 'lea.martin@example.test', phone: '06 12 34 56 78' },
    rental: { venue: 'vaugirard', formulaId: 'x', dates: [], start: '09:00', end: '12:30', ...rental },
  };
  const [row] = await sql.query<{ id: number }>(
    `INSERT INTO devis (number, status, body, total_ht_cents, total_tva_cents, total_ttc_cents, deposit_cents, sent_at)
     VALUES ($1, 'envoye', $2::jsonb, 100000, 20000, 120000, 30000, now()) RETURNING id`,
    [`D-2026-${String(devisCount).padStart(4, '0')}`, JSON.stringify(body)],
  );
  return row!.id;
}

const vaugirardMorning = { formulaName: 'Matinée week-end', units: ['vaugirard'], places: ['Salle Vaugirard'] };

async function book(
  date: string,
  kind: BookingKind,
  options: { unit?: string; expiresAt?: number; start?: string; end?: string } = {},
  on: Database = db,
) {
  const unit = options.unit ?? 'vaugirard';
  const id = await devis(on, { ...vaugirardMorning, units: [unit] });
  await on.transaction((sql) =>
    addBookings(sql, {
      devisId: id,
      units: [unit],
      spans: bookingSpans([date], options.start ?? '09:00', options.end ?? '12:30'),
      kind,
      expiresAt: options.expiresAt,
    }),
  );
  return id;
}

const morning = availabilityFormulaById('vaugirard-matin-week-end')!;
const afternoon = availabilityFormulaById('vaugirard-apres-midi-week-end')!;

describe('the venue’s answer, with no calendar feed configured', () => {
  const date = saturdayAfter(20);

  it('carries a reservation from the very next request, and the rule reads « Déjà réservé »', async () => {
    const before = await venueAvailability('vaugirard', later);
    expect(before).toEqual({ units: {} });
    expect(statusOn(morning, date, busyMapOf(before))).toBe('a_confirmer');

    await book(date, 'reservation');
    // Within the minute the feeds' part is kept: the booking is not.
    const after = await venueAvailability('vaugirard', later);
    expect(after.booked?.vaugirard).toEqual([[parisIso(parisInstant(date, 9 * 60)), parisIso(parisInstant(date, 12 * 60 + 30))]]);
    expect(after.held).toBeUndefined();
    const busy = busyMapOf(after);
    expect(statusOn(morning, date, busy)).toBe('reserve');
    expect(statusOn(afternoon, date, busy)).toBe('a_confirmer');
    expect(JSON.stringify(after)).not.toMatch(/Léa|example\.test|06 12|DV-2026/);
  });

  it('a page opened on the date and a quote request read it too', async () => {
    const known = await knownAvailabilityOn('vaugirard', date, later);
    expect(known?.answer.booked?.vaugirard).toHaveLength(1);
    // The page's answer says which days it covers, so the browser judges the date without another request.
    expect(known?.answer.from).toBe(date);
    expect(Date.parse(known!.answer.until!)).toBeGreaterThan(Date.parse(`${date}T23:00:00Z`));
    expect(statusOn(morning, date, busyMapOf(known?.answer))).toBe('reserve');
    expect(await statusWhenSent('vaugirard', morning.id, date, {})).toBe('reserve');
    expect(await statusWhenSent('vaugirard', afternoon.id, date, {})).toBe('a_confirmer');
    // Another venue's page knows nothing of it.
    expect((await knownAvailabilityOn('montparnasse', date, later))?.answer.booked).toBeUndefined();
  });

  it('an option is held, « à confirmer »; a lapsed or released one counts no more', async () => {
    const next = saturdayAfter(40);
    const option = await book(next, 'option', { expiresAt: now() + 24 * HOUR });
    const answer = await venueAvailability('vaugirard', later);
    expect(answer.held?.vaugirard).toHaveLength(1);
    expect(statusOn(morning, next, busyMapOf(answer))).toBe('a_confirmer');

    await book(saturdayAfter(60), 'option', { expiresAt: now() - HOUR });
    expect((await venueAvailability('vaugirard', later)).held?.vaugirard).toHaveLength(1);

    await releaseBookings(db, option);
    expect((await venueAvailability('vaugirard', later)).held).toBeUndefined();
  });
});

describe('with calendar feeds', () => {
  let server: IcsServer;
  const brand = { name: 'Agenda du prestataire', domain: 'example.test' };

  beforeAll(async () => {
    server = await startIcsServer();
  }, 60_000);

  afterAll(() => server.close());

  it('a feed’s busy morning and a booked afternoon add up, and the minute memo of the feeds hides no booking', async () => {
    const monday = addDays(saturdayAfter(30), 2);
    const hour = (h: number) => parisInstant(monday, h * 60);
    // The provider's own calendar, written here by the private feed's writer: the site reads it back as any feed.
    const morning = {
      id: 1,
      unit: 'montparnasse-ocre',
      kind: 'reservation' as const,
      formula: 'Réunion',
      place: 'Ocre',
      reference: 'AGENDA',
    };
    server.serve('ocre', { body: bookingsCalendar([{ ...morning, start: hour(8), end: hour(10) }], brand) });
    server.serve('bleue', { body: bookingsCalendar([], brand) });
    process.env.DISPO_ICS_MONTPARNASSE_OCRE = server.url('ocre');
    process.env.DISPO_ICS_MONTPARNASSE_BLEUE = server.url('bleue');
    // Under Vitest the worker compiles its TypeScript first: a loaded machine gets a generous deadline.
    process.env.DISPO_ICS_PARSE_TIMEOUT_MS = '60000';
    await refreshDue(db, readSettings(['montparnasse-ocre', 'montparnasse-bleue']));

    // Both rooms for 8 hours between 8h and 19h: 10h – 18h is left after the feed's morning.
    const bothRooms = availabilityFormulaById('montparnasse-location-seche-deux-salles-8h')!;
    const before = await venueAvailability('montparnasse', later);
    expect(before.units['montparnasse-ocre']).toHaveLength(1);
    expect(statusOn(bothRooms, monday, busyMapOf(before))).toBe('libre');

    await book(monday, 'reservation', { unit: 'montparnasse-ocre', start: '16:00', end: '19:00' });
    const after = await venueAvailability('montparnasse', later);
    expect(after.units).toEqual(before.units);
    expect(after.booked?.['montparnasse-ocre']).toHaveLength(1);
    expect(statusOn(bothRooms, monday, busyMapOf(after))).toBe('reserve');
  });
});

/** The exclusion constraint of migration 7, as the desk meets it when a devis is accepted. */
function exclusion(open: () => Database) {
  const date = saturdayAfter(80);

  it('the database refuses a second reservation, in its transaction, and keeps the first', async () => {
    const first = await book(date, 'reservation', { unit: 'montparnasse-ocre' }, open());
    await expect(book(date, 'reservation', { unit: 'montparnasse-ocre', start: '12:00', end: '14:00' }, open())).rejects.toBeInstanceOf(
      BookingConflict,
    );
    const held = await activeBookings(open(), { units: ['montparnasse-ocre'], from: Date.parse(`${date}T00:00:00Z`) });
    expect(held.map((booking) => booking.devisId)).toEqual([first]);
  });

  it('allows another room, the hours just after, an option over it, and the room again once released', async () => {
    const first = (await activeBookings(open(), { units: ['montparnasse-ocre'], from: Date.parse(`${date}T00:00:00Z`) }))[0]!;
    await book(date, 'reservation', { unit: 'montparnasse-bleue' }, open());
    await book(date, 'reservation', { unit: 'montparnasse-ocre', start: '12:30', end: '17:00' }, open());
    const option = await book(date, 'option', { unit: 'montparnasse-ocre', start: '10:00', end: '11:00', expiresAt: now() + HOUR }, open());
    // Accepting the option's devis would overlap the first reservation: refused, and the option stays an option.
    await expect(open().transaction((sql) => confirmBookings(sql, option))).rejects.toBeInstanceOf(BookingConflict);
    const ocre = await activeBookings(open(), { units: ['montparnasse-ocre'], from: first.start });
    expect(ocre.find((booking) => booking.devisId === option)?.kind).toBe('option');
    await releaseBookings(open(), first.devisId);
    expect(await open().transaction((sql) => confirmBookings(sql, option))).toBe(1);
  });
}

describe('two reservations never hold one room at overlapping hours (PGlite)', () => exclusion(() => db));

describe('two reservations never hold one room at overlapping hours (PostgreSQL)', () => {
  let postgres: Awaited<ReturnType<typeof postgresForBookings>> | undefined;

  beforeAll(async () => {
    postgres = await postgresForBookings();
  }, 120_000);

  afterAll(() => postgres?.close());

  exclusion(() => postgres!.db);
});

describe('the provider’s private feed', () => {
  it('lists reservations and options with reference, formula and room, and no contact details', async () => {
    await book(saturdayAfter(100), 'option', { expiresAt: now() + 24 * HOUR });
    const text = bookingsCalendar(await privateFeed(db), { name: 'Salles Rive Gauche', domain: 'www.salles-rive-gauche.fr' });
    expect(text).not.toMatch(/Léa|Martin|example\.test|06 12|@example/);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    const calendar = new ICAL.Component(ICAL.parse(text));
    const events = calendar.getAllSubcomponents('vevent').map((event) => new ICAL.Event(event));
    const vaugirard = events.find((event) => event.summary.startsWith('Réservé — Matinée week-end — Salle Vaugirard (DV-2026-'));
    expect(vaugirard?.summary).toMatch(/\(DV-2026-\d+, D-2026-\d{4}\)$/);
    expect(vaugirard?.startDate.zone.tzid).toBe('UTC');
    expect(vaugirard?.component.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(
      events.some((event) => event.summary.startsWith('Option — ') && event.component.getFirstPropertyValue('status') === 'TENTATIVE'),
    ).toBe(true);
    // Released and lapsed bookings are gone; each booking is one event, its UID stable from one read to the next.
    const uids = events.map((event) => event.uid);
    expect(new Set(uids).size).toBe(uids.length);
    const again = bookingsCalendar(await privateFeed(db), { name: 'Salles Rive Gauche', domain: 'www.salles-rive-gauche.fr' });
    expect(new ICAL.Component(ICAL.parse(again)).getAllSubcomponents('vevent').map((event) => event.getFirstPropertyValue('uid'))).toEqual(
      uids,
    );
    expect(events).toHaveLength((await activeBookings(db, { from: 0 })).length);
  });

  it('is served at /agenda/<jeton> for the current token only, a 404 that reveals nothing otherwise', async () => {
    const call = (jeton: string) => agenda(new Request(`http://localhost/agenda/${jeton}`), { params: Promise.resolve({ jeton }) });
    const old = await renewFeedToken(db);
    const token = await renewFeedToken(db);
    for (const address of [token, `${token}.ics`]) {
      const response = await call(address);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('x-robots-tag')).toContain('noindex');
      expect(await response.text()).toMatch(/^BEGIN:VCALENDAR\r\n[\s\S]*SUMMARY:Réservé — /);
    }
    for (const address of [old, 'x'.repeat(43), '']) {
      const response = await call(address);
      expect(response.status).toBe(404);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const body = await response.text();
      expect(body).toContain('<h1>Agenda introuvable</h1>');
      expect(body).not.toContain(address || '<none>');
    }
  });

  it('is opened by the current token only, stored as a hash', async () => {
    expect(await feedTokenValid(db, 'x')).toBe(false);
    const first = await renewFeedToken(db);
    expect(first).toMatch(/^[\w-]{43}$/);
    expect(await feedTokenValid(db, first)).toBe(true);
    const stored = await db.query<{ value: string }>("SELECT value FROM quote_settings WHERE name = 'feed_token_hash'");
    expect(stored[0]?.value).not.toContain(first);
    const second = await renewFeedToken(db);
    expect(await feedTokenValid(db, first)).toBe(false);
    expect(await feedTokenValid(db, second)).toBe(true);
    expect(await feedTokenValid(db, `${second}x`)).toBe(false);
    expect(await feedTokenValid(db, '')).toBe(false);
  });
});
