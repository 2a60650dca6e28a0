// The devis and their bookings on the site's one database (lib/server/db.ts). Each change of a
// request's state is one transaction that writes the state, the devis, the bookings, the
// history line and the e-mails together: acknowledged means on disk, and a crash leaves
// nothing half done. Every value goes through query parameters.
import 'server-only';
import { nextOfYear, type YearlyCounter } from '../server/counters';
import type { Sql } from '../server/db';
import { activeBookings, bookingSpans, type BookingKind } from '../availability/server';
import { moveRequest } from '../quotes/server';
import { nextState, type RequestEvent } from './state';
import type { DevisBody, DevisRental, DevisStatus, DevisTotals, RequestState } from './types';

export type DevisRow = {
  id: number;
  quoteId: number | undefined;
  number: string | undefined;
  version: number;
  status: DevisStatus;
  body: DevisBody;
  totals: DevisTotals;
  depositCents: number;
  createdAt: string;
  sentAt: string | undefined;
  validUntil: string | undefined;
  pdfSha256: string | undefined;
  acceptedAt: string | undefined;
  evidence: Record<string, unknown> | undefined;
  depositReceivedOn: string | undefined;
  depositReceivedCents: number | undefined;
  /** What the PDF named when sent: the version of the rental terms, and the devis it replaces. */
  termsVersion: string | undefined;
  replaces: string | undefined;
};

const iso = (value: unknown) => (value === null || value === undefined ? undefined : new Date(value as string).toISOString());

export const DEVIS_COLUMNS = `d.id, d.quote_id, d.number, d.version, d.status, d.body, d.total_ht_cents, d.total_tva_cents,
  d.total_ttc_cents, d.deposit_cents, d.created_at, d.sent_at, d.valid_until, d.pdf_sha256, d.accepted_at,
  COALESCE((SELECT e.record FROM devis_evidence e WHERE e.devis_id = d.id AND e.kind = 'acceptation' ORDER BY e.seq DESC LIMIT 1), d.evidence) AS evidence,
  d.deposit_received_on::text AS deposit_received_on, d.deposit_received_cents, d.terms_version, d.replaces`;

export function toDevis(row: Record<string, unknown>): DevisRow {
  const body = row.body as DevisBody & { totals?: DevisTotals };
  return {
    id: row.id as number,
    quoteId: (row.quote_id as number | null) ?? undefined,
    number: (row.number as string | null) ?? undefined,
    version: row.version as number,
    status: row.status as DevisStatus,
    body,
    totals: {
      htCents: Number(row.total_ht_cents),
      tvaCents: Number(row.total_tva_cents),
      ttcCents: Number(row.total_ttc_cents),
      byRate: body.totals?.byRate ?? [],
    },
    depositCents: Number(row.deposit_cents),
    createdAt: iso(row.created_at) ?? '',
    sentAt: iso(row.sent_at),
    validUntil: iso(row.valid_until),
    pdfSha256: (row.pdf_sha256 as string | null) ?? undefined,
    acceptedAt: iso(row.accepted_at),
    evidence: (row.evidence as Record<string, unknown> | null) ?? undefined,
    depositReceivedOn: (row.deposit_received_on as string | null) ?? undefined,
    depositReceivedCents: row.deposit_received_cents === null ? undefined : Number(row.deposit_received_cents),
    termsVersion: (row.terms_version as string | null) ?? undefined,
    replaces: (row.replaces as string | null) ?? undefined,
  };
}

/** The body as stored: the totals' detail by rate rides along, the three totals have their columns. */
export const storedBody = (body: DevisBody, totals: DevisTotals) => JSON.stringify({ ...body, totals: { byRate: totals.byRate } });

/**
 * Moves a request by the state machine (./state.ts), its row locked: the new state, or undefined
 * when the event is not allowed in the state the request is in (nothing is written then).
 */
export const transition = (sql: Sql, quoteId: number, event: RequestEvent): Promise<RequestState | undefined> =>
  moveRequest(sql, quoteId, (state) => nextState(state, event));

// The lock: any fixed number, distinct from the migrations', the admissions' and the invoice numbers' ones.
const NUMBERS: YearlyCounter = { table: 'devis_counters', lock: 5_372_603 };

/** The next number of the year, in the caller's transaction: two sendings wait for each other, and a rollback gives the number back. */
export const nextNumber = (sql: Sql, year: number): Promise<number> => nextOfYear(sql, NUMBERS, year);

export async function devisById(db: Sql, id: number, lock = false): Promise<DevisRow | undefined> {
  const [row] = await db.query(`SELECT ${DEVIS_COLUMNS} FROM devis d WHERE d.id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
  return row && toDevis(row);
}

export async function devisOfQuote(db: Sql, quoteId: number): Promise<DevisRow[]> {
  const rows = await db.query(`SELECT ${DEVIS_COLUMNS} FROM devis d WHERE d.quote_id = $1 ORDER BY d.id DESC`, [quoteId]);
  return rows.map(toDevis);
}

export async function devisByTokenHash(db: Sql, hash: string, lock = false): Promise<(DevisRow & { newer?: string }) | undefined> {
  const [row] = await db.query(
    `SELECT ${DEVIS_COLUMNS},
       (SELECT n.number FROM devis n WHERE n.quote_id = d.quote_id AND n.id > d.id AND n.number IS NOT NULL ORDER BY n.id DESC LIMIT 1) AS newer
     FROM devis d WHERE d.accept_token_hash = $1${lock ? ' FOR UPDATE OF d' : ''}`,
    [hash],
  );
  return row && { ...toDevis(row), ...(row.newer ? { newer: row.newer as string } : {}) };
}

/** The other devis's active bookings over this rental's rooms and hours, with the devis they hold for. */
export async function overlapping(
  sql: Sql,
  rental: DevisRental,
  now: Date,
  exceptDevis?: number,
): Promise<{ unit: string; kind: BookingKind; number: string | null; reference: string }[]> {
  const spans = bookingSpans(rental.dates, rental.start, rental.end);
  if (spans.length === 0 || rental.units.length === 0) return [];
  const from = Math.min(...spans.map((s) => s.start));
  const until = Math.max(...spans.map((s) => s.end));
  const found = (
    await activeBookings(sql, { units: rental.units, from, until, now: now.getTime(), ...(exceptDevis !== undefined && { exceptDevis }) })
  ).filter((b) => spans.some((span) => b.start < span.end && b.end > span.start));
  if (found.length === 0) return [];
  const devis = await sql.query<{ id: number; number: string | null; reference: string }>(
    `SELECT id, number, body->>'reference' AS reference FROM devis WHERE id = ANY($1::integer[])`,
    [found.map((b) => b.devisId)],
  );
  return found.map((b) => {
    const of = devis.find((d) => d.id === b.devisId);
    return { unit: b.unit, kind: b.kind, number: of?.number ?? null, reference: of?.reference ?? '' };
  });
}

/** A numbered devis by its number (`D-2026-0001`), the accepted one first: what a payer's reference names. */
export async function devisByNumber(db: Sql, number: string): Promise<DevisRow | undefined> {
  const [row] = await db.query(
    `SELECT ${DEVIS_COLUMNS} FROM devis d WHERE d.number = $1 ORDER BY (d.status = 'accepte') DESC, d.id DESC LIMIT 1`,
    [number],
  );
  return row && toDevis(row);
}

/** The latest numbered devis of a request by its reference (`DV-2026-000123`), the accepted one first. */
export async function devisOfReference(db: Sql, reference: string): Promise<DevisRow | undefined> {
  const [row] = await db.query(
    `SELECT ${DEVIS_COLUMNS} FROM devis d WHERE d.body->>'reference' = $1 AND d.number IS NOT NULL
     ORDER BY (d.status = 'accepte') DESC, d.id DESC LIMIT 1`,
    [reference],
  );
  return row && toDevis(row);
}

/** The accepted devis whose last day is before `day` (`YYYY-MM-DD`): their event has passed. */
export async function acceptedEndedBefore(db: Sql, day: string): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `SELECT d.id FROM devis d WHERE d.status = 'accepte' AND d.number IS NOT NULL
       AND (SELECT max(value::date) FROM jsonb_array_elements_text(d.body->'rental'->'dates')) < $1::date
     ORDER BY d.id`,
    [day],
  );
  return rows.map((row) => row.id);
}
