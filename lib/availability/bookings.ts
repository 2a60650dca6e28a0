// The site's own bookings of its units (the `bookings` table of migration 7): a devis out and
// valid holds its room(s) as an option, an accepted one as a reservation. Read at every request,
// never from a memo: a date accepted a moment ago is taken at the very next one. Written in the
// caller's transaction (sending or accepting a devis), where the database itself refuses a second
// reservation of a unit at overlapping hours (the exclusion constraint `bookings_no_overlap`).
import 'server-only';
import type { Sql } from '../server/db';
import { parisInstant } from '../dates/paris';
import { parseHour } from './hours';
import type { Interval, Pairs } from './rule';
import { encode } from './service';

export type BookingKind = 'option' | 'reservation';

/** One active booking of one unit, as instants (ms since 1970). */
export type Booking = Interval & { id: number; devisId: number; unit: string; kind: BookingKind; expiresAt?: number };

/** Raised when the database refuses a reservation: the unit is already reserved at overlapping hours. */
export class BookingConflict extends Error {
  constructor() {
    super('une autre réservation tient déjà cette salle à ces heures');
    // Read by name: Next may load this module in more than one bundle, each with its own class.
    this.name = 'BookingConflict';
  }
}

/** The SQLSTATE of an exclusion violation, on PostgreSQL and PGlite alike. */
const EXCLUSION_VIOLATION = '23P01';

const isConflict = (error: unknown) => (error as { code?: unknown } | null)?.code === EXCLUSION_VIOLATION;

/** Runs a write and turns the database's refusal of an overlap into a BookingConflict. */
async function refusingOverlap<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw isConflict(error) ? new BookingConflict() : error;
  }
}

const at = (ms: number) => new Date(ms).toISOString();
const time = (value: Date | string) => new Date(value).getTime();

/**
 * The instants a rental takes: each date from `start` to `end` (`HH:MM`, Paris time), an end at
 * or before the start running into the next day, as a devis's rental says them (lib/devis).
 */
export function bookingSpans(dates: readonly string[], start: string, end: string): Interval[] {
  const minutes = (text: string) => {
    const value = parseHour(text.replace(':', 'h'));
    if (value === undefined) throw new Error(`heure illisible « ${text} »`);
    return value;
  };
  const from = minutes(start);
  const to = minutes(end);
  return dates.map((date) => ({ start: parisInstant(date, from), end: parisInstant(date, to > from ? to : to + 24 * 60) }));
}

/**
 * Holds `units` over `spans` for a devis: one row per unit and span. A reservation that overlaps
 * another active reservation of a unit throws BookingConflict (and aborts the caller's transaction).
 */
export async function addBookings(
  sql: Sql,
  booking: { devisId: number; units: readonly string[]; spans: readonly Interval[]; kind: BookingKind; expiresAt?: number | undefined },
): Promise<void> {
  await refusingOverlap(async () => {
    for (const unit of booking.units)
      for (const span of booking.spans)
        await sql.query(
          `INSERT INTO bookings (devis_id, unit, during, kind, expires_at)
           VALUES ($1, $2, tstzrange($3::timestamptz, $4::timestamptz, '[)'), $5, $6::timestamptz)`,
          [
            booking.devisId,
            unit,
            at(span.start),
            at(span.end),
            booking.kind,
            booking.expiresAt === undefined ? null : at(booking.expiresAt),
          ],
        );
  });
}

/**
 * A devis accepted: its active options become reservations, lapsing at `expiresAt` (a deposit
 * awaited) or never. Throws BookingConflict when another reservation took a unit meanwhile.
 * Returns how many rows became reservations.
 */
export async function confirmBookings(sql: Sql, devisId: number, expiresAt?: number): Promise<number> {
  return refusingOverlap(async () => {
    const rows = await sql.query(
      `UPDATE bookings SET kind = 'reservation', expires_at = $2::timestamptz
       WHERE devis_id = $1 AND released_at IS NULL RETURNING id`,
      [devisId, expiresAt === undefined ? null : at(expiresAt)],
    );
    return rows.length;
  });
}

/** A devis refused, cancelled, replaced or lapsed: its rooms are free again from `now`. */
export async function releaseBookings(sql: Sql, devisId: number, now = Date.now()): Promise<void> {
  await sql.query('UPDATE bookings SET released_at = $2::timestamptz WHERE devis_id = $1 AND released_at IS NULL', [devisId, at(now)]);
}

/** A devis's reservation no longer lapses (its deposit came): it is firm. */
export async function makeFirm(sql: Sql, devisId: number): Promise<void> {
  await sql.query(`UPDATE bookings SET expires_at = NULL WHERE devis_id = $1 AND kind = 'reservation' AND released_at IS NULL`, [devisId]);
}

/** The devis whose lapsed reservation, not yet released, holds a room of this devis's bookings at overlapping hours. */
export async function lapsedReservationsOver(sql: Sql, devisId: number, now = Date.now()): Promise<number[]> {
  const rows = await sql.query<{ devis_id: number }>(
    `SELECT DISTINCT theirs.devis_id FROM bookings theirs
       JOIN bookings mine ON mine.devis_id = $2 AND mine.released_at IS NULL AND mine.unit = theirs.unit AND mine.during && theirs.during
     WHERE theirs.devis_id <> $2 AND theirs.released_at IS NULL AND theirs.kind = 'reservation'
       AND theirs.expires_at IS NOT NULL AND theirs.expires_at <= $1::timestamptz
     ORDER BY theirs.devis_id`,
    [at(now), devisId],
  );
  return rows.map((row) => row.devis_id);
}

/** The devis whose reservation lapsed at `now` and is not yet released (a deposit that did not come); of one devis when named. */
export async function lapsedReservations(sql: Sql, now = Date.now(), devisId?: number): Promise<number[]> {
  const rows = await sql.query<{ devis_id: number }>(
    `SELECT DISTINCT devis_id FROM bookings
     WHERE released_at IS NULL AND kind = 'reservation' AND expires_at IS NOT NULL AND expires_at <= $1::timestamptz
       AND ($2::integer IS NULL OR devis_id = $2)`,
    [at(now), devisId ?? null],
  );
  return rows.map((row) => row.devis_id);
}

type Row = {
  id: number;
  devis_id: number;
  unit: string;
  kind: BookingKind;
  start: Date | string;
  end: Date | string;
  expires_at: Date | string | null;
};

/** What makes a booking active: not released, and not lapsed at `now` ($1). */
const ACTIVE = 'released_at IS NULL AND (expires_at IS NULL OR expires_at > $1::timestamptz)';

/**
 * The active bookings of these units (all units when none is named) overlapping [from, until):
 * reservations and options, by start. `exceptDevis` leaves out a devis's own (its new version, its acceptance).
 */
export async function activeBookings(
  sql: Sql,
  {
    units,
    from,
    until,
    now = Date.now(),
    exceptDevis,
  }: { units?: readonly string[]; from: number; until?: number; now?: number; exceptDevis?: number },
): Promise<Booking[]> {
  const rows = await sql.query<Row>(
    `SELECT id, devis_id, unit, kind, lower(during) AS start, upper(during) AS end, expires_at FROM bookings
     WHERE ${ACTIVE} AND during && tstzrange($2::timestamptz, $3::timestamptz, '[)')
       AND ($4::text[] IS NULL OR unit = ANY($4::text[])) AND ($5::integer IS NULL OR devis_id <> $5)
     ORDER BY lower(during), id`,
    [at(now), at(from), until === undefined ? null : at(until), units ? [...units] : null, exceptDevis ?? null],
  );
  return rows.map((row) => ({
    id: row.id,
    devisId: row.devis_id,
    unit: row.unit,
    kind: row.kind,
    start: time(row.start),
    end: time(row.end),
    ...(row.expires_at !== null && { expiresAt: time(row.expires_at) }),
  }));
}

/** The bookings as the JSON route sends them, in the feeds' format: reservations in `booked`, options in `held`, each only when there is one. */
export function bookingPairs(bookings: readonly Booking[]): { booked?: Pairs; held?: Pairs } {
  const pairs: { booked?: Pairs; held?: Pairs } = {};
  for (const booking of bookings) {
    const list = (pairs[booking.kind === 'reservation' ? 'booked' : 'held'] ??= {});
    (list[booking.unit] ??= []).push(encode(booking.start, booking.end));
  }
  return pairs;
}
