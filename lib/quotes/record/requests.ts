// A request's life after the form, for the desk that answers it (lib/devis): its state, its
// history, the other requests of its day, its erasure. The desk changes a request only through
// these, in its own transaction: the tables quote_requests and quote_events are this feature's.
import 'server-only';
import type { Database, Sql } from '../../server/db';
import type { QuoteRecord } from './records';
import type { RequestState } from '../form/states';
import { QuoteStore, type QuoteFilter } from './store';

/** The inbox: a page of requests, newest first, with their count. */
export const requestsPage = (db: Database, filter: QuoteFilter) => new QuoteStore(db).find(filter);

/** A request with its row id, by its reference. */
export const requestWithId = (db: Database, reference: string): Promise<(QuoteRecord & { id: number }) | undefined> =>
  new QuoteStore(db).getWithId(reference);

/**
 * Moves a request, its row locked, to the state `next` computes from the current one: the new
 * state, or undefined when `next` allows no move from there (nothing is written then).
 */
export async function moveRequest(
  sql: Sql,
  quoteId: number,
  next: (state: RequestState) => RequestState | undefined,
): Promise<RequestState | undefined> {
  const [row] = await sql.query<{ state: RequestState }>('SELECT state FROM quote_requests WHERE id = $1 FOR UPDATE', [quoteId]);
  const state = row && next(row.state);
  if (state) await sql.query('UPDATE quote_requests SET state = $2 WHERE id = $1', [quoteId, state]);
  return state;
}

/** One line of a request's history, in the caller's transaction. */
export async function recordEvent(
  sql: Sql,
  quoteId: number,
  actor: string,
  action: string,
  detail?: string,
  now = new Date(),
): Promise<void> {
  await sql.query('INSERT INTO quote_events (quote_id, at, actor, action, detail) VALUES ($1, $2::timestamptz, $3, $4, $5)', [
    quoteId,
    now.toISOString(),
    actor,
    action,
    detail ?? null,
  ]);
}

export type HistoryLine = { at: string; actor: string; action: string; detail?: string | undefined };

export async function historyOf(db: Database, quoteId: number): Promise<HistoryLine[]> {
  const rows = await db.query<{ at: string | Date; actor: string; action: string; detail: string | null }>(
    'SELECT at, actor, action, detail FROM quote_events WHERE quote_id = $1 ORDER BY id',
    [quoteId],
  );
  return rows.map((row) => ({ at: new Date(row.at).toISOString(), actor: row.actor, action: row.action, detail: row.detail ?? undefined }));
}

/** The other open requests for the same venue and day, oldest first. */
export async function sameDayRequests(
  db: Database,
  quote: { id: number; venue: string; eventDate: string },
): Promise<{ reference: string; name: string; state: string }[]> {
  return db.query<{ reference: string; name: string; state: string }>(
    `SELECT reference, name, state FROM quote_requests WHERE venue = $1 AND event_date = $2::date AND id <> $3 AND state NOT IN ('refuse', 'annule', 'expire') ORDER BY id`,
    [quote.venue, quote.eventDate, quote.id],
  );
}

/** Erases a request, in the caller's transaction; its history goes with it (ON DELETE CASCADE). */
export async function eraseRequestRow(sql: Sql, quoteId: number): Promise<void> {
  await sql.query('DELETE FROM quote_requests WHERE id = $1', [quoteId]);
}
