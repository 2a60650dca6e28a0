// Quote requests and their e-mail queue, on either database. Every value goes through
// query parameters: what a visitor typed is stored as typed (after the form's cleaning).
import { createHash } from 'node:crypto';
import type { Audience } from '../content-model/vocabulary';
import type { Database, Sql } from './db';
import { parisToday } from '../pricing/calendar';

export type Delivery = 'off' | 'pending' | 'sent' | 'abandoned';

/** A request as stored: the visitor's answers, with the labels they chose from at the time. */
export type QuoteRecord = {
  reference: string;
  /** ISO 8601, UTC. */
  createdAt: string;
  audience: Audience;
  name: string;
  company?: string;
  email: string;
  phone: string;
  eventType: string;
  venue: string;
  formulaId: string;
  formulaName: string;
  eventDate: string;
  timeSlot?: string;
  persons: number;
  quantity?: number;
  room?: string;
  extraHours?: number;
  message?: string;
  delivery: Delivery;
};

export type NewQuote = Omit<QuoteRecord, 'reference' | 'createdAt' | 'delivery'>;

export type MailKind = 'provider' | 'visitor';
export type OutboxJob = { id: number; kind: MailKind; attempts: number; quote: QuoteRecord };

/** `DV-2026-000123`: the year in Paris, then the request's number. */
export const formatReference = (id: number, now: Date) => `DV-${parisToday(now).slice(0, 4)}-${String(id).padStart(6, '0')}`;

const COLUMNS: [keyof NewQuote, string][] = [
  ['audience', 'audience'],
  ['name', 'name'],
  ['company', 'company'],
  ['email', 'email'],
  ['phone', 'phone'],
  ['eventType', 'event_type'],
  ['venue', 'venue'],
  ['formulaId', 'formula_id'],
  ['formulaName', 'formula_name'],
  ['eventDate', 'event_date'],
  ['timeSlot', 'time_slot'],
  ['persons', 'persons'],
  ['quantity', 'quantity'],
  ['room', 'room'],
  ['extraHours', 'extra_hours'],
  ['message', 'message'],
];

const SELECT = `
  SELECT q.id, q.reference, q.created_at, q.event_date::text AS event_date,
    ${COLUMNS.filter(([, column]) => column !== 'event_date').map(([, column]) => `q.${column}`).join(', ')},
    CASE
      WHEN NOT EXISTS (SELECT 1 FROM quote_outbox o WHERE o.quote_id = q.id) THEN 'off'
      WHEN EXISTS (SELECT 1 FROM quote_outbox o WHERE o.quote_id = q.id AND o.sent_at IS NULL AND o.abandoned_at IS NULL) THEN 'pending'
      WHEN EXISTS (SELECT 1 FROM quote_outbox o WHERE o.quote_id = q.id AND o.abandoned_at IS NOT NULL) THEN 'abandoned'
      ELSE 'sent'
    END AS delivery
  FROM quote_requests q`;

type QuoteRow = Record<string, unknown>;

function toRecord(row: QuoteRow): QuoteRecord {
  const record: Record<string, unknown> = {
    reference: row.reference,
    createdAt: new Date(row.created_at as string | Date).toISOString(),
    delivery: row.delivery,
  };
  for (const [key, column] of COLUMNS) {
    const value = row[column];
    if (value !== null && value !== undefined) record[key] = value;
  }
  return record as QuoteRecord;
}

/** The same token and the same answers give the same key, so a resent form is stored once. */
export function dedupKey(token: string, quote: NewQuote): string {
  const answers = COLUMNS.map(([key]) => quote[key] ?? null);
  return createHash('sha256').update(JSON.stringify([token, ...answers])).digest('hex');
}

export class QuoteStore {
  constructor(readonly db: Database) {}

  /**
   * Stores a request and, when e-mail is on, its two e-mails in the queue, in one
   * transaction: once this resolves, the request is on disk.
   */
  async insert(quote: NewQuote, token: string, options: { notify: boolean; now?: Date }): Promise<{ reference: string; created: boolean }> {
    const now = options.now ?? new Date();
    const key = dedupKey(token, quote);
    return this.db.transaction(async (sql) => {
      const existing = await this.referenceOf(sql, key);
      if (existing) return { reference: existing, created: false };
      const [next] = await sql.query<{ id: number }>(`SELECT nextval(pg_get_serial_sequence('quote_requests', 'id'))::integer AS id`);
      const id = next!.id;
      const reference = formatReference(id, now);
      const values = COLUMNS.map(([field]) => quote[field] ?? null);
      const inserted = await sql.query(
        `INSERT INTO quote_requests (id, reference, dedup_key, created_at, ${COLUMNS.map(([, column]) => column).join(', ')})
         VALUES ($1, $2, $3, $4::timestamptz, ${COLUMNS.map((_, i) => `$${i + 5}`).join(', ')})
         ON CONFLICT (dedup_key) DO NOTHING RETURNING id`,
        [id, reference, key, now.toISOString(), ...values],
      );
      // Another connection stored the same submission between our check and our insert.
      if (inserted.length === 0) return { reference: (await this.referenceOf(sql, key))!, created: false };
      if (options.notify) {
        await sql.query(
          `INSERT INTO quote_outbox (quote_id, kind, next_attempt_at) VALUES ($1, 'provider', $2::timestamptz), ($1, 'visitor', $2::timestamptz)`,
          [id, now.toISOString()],
        );
      }
      return { reference, created: true };
    });
  }

  private async referenceOf(sql: Sql, key: string): Promise<string | undefined> {
    const [row] = await sql.query<{ reference: string }>('SELECT reference FROM quote_requests WHERE dedup_key = $1', [key]);
    return row?.reference;
  }

  /** The newest requests first. */
  async list(limit?: number): Promise<{ total: number; quotes: QuoteRecord[] }> {
    const [count] = await this.db.query<{ n: number }>('SELECT count(*)::integer AS n FROM quote_requests');
    const rows = await this.db.query(`${SELECT} ORDER BY q.id DESC${limit ? ` LIMIT ${Math.floor(limit)}` : ''}`);
    return { total: count!.n, quotes: rows.map(toRecord) };
  }

  async get(reference: string): Promise<QuoteRecord | undefined> {
    const [row] = await this.db.query(`${SELECT} WHERE q.reference = $1`, [reference]);
    return row && toRecord(row);
  }

  async delete(reference: string): Promise<boolean> {
    return (await this.db.query('DELETE FROM quote_requests WHERE reference = $1 RETURNING id', [reference])).length > 0;
  }

  /** Deletes the requests received before `before`; returns how many. */
  async purge(before: Date): Promise<number> {
    return (await this.db.query('DELETE FROM quote_requests WHERE created_at < $1::timestamptz RETURNING id', [before.toISOString()])).length;
  }

  // ---- Outbox

  /**
   * Takes up to `limit` e-mails that are due, for `leaseMs`: another worker (another
   * process on PostgreSQL) skips them meanwhile; a worker killed mid-send lets them go again.
   */
  async claimDue(now: Date, limit: number, leaseMs: number): Promise<OutboxJob[]> {
    const claimed = await this.db.query<{ id: number; quote_id: number; kind: MailKind; attempts: number }>(
      `UPDATE quote_outbox SET attempts = attempts + 1, locked_until = $2::timestamptz
       WHERE id IN (
         SELECT id FROM quote_outbox
         WHERE sent_at IS NULL AND abandoned_at IS NULL AND next_attempt_at <= $1::timestamptz
           AND (locked_until IS NULL OR locked_until <= $1::timestamptz)
         ORDER BY id LIMIT $3 FOR UPDATE SKIP LOCKED)
       RETURNING id, quote_id, kind, attempts`,
      [now.toISOString(), new Date(now.getTime() + leaseMs).toISOString(), limit],
    );
    if (claimed.length === 0) return [];
    const rows = await this.db.query(`${SELECT} WHERE q.id = ANY($1::integer[])`, [claimed.map((job) => job.quote_id)]);
    const byId = new Map(rows.map((row) => [row.id as number, toRecord(row)]));
    return claimed
      .sort((a, b) => a.id - b.id)
      .map((job) => ({ id: job.id, kind: job.kind, attempts: job.attempts, quote: byId.get(job.quote_id)! }));
  }

  async markSent(id: number, now: Date): Promise<void> {
    await this.db.query('UPDATE quote_outbox SET sent_at = $2::timestamptz, locked_until = NULL, last_error = NULL WHERE id = $1', [id, now.toISOString()]);
  }

  async retryLater(id: number, at: Date, error: string): Promise<void> {
    await this.db.query('UPDATE quote_outbox SET next_attempt_at = $2::timestamptz, locked_until = NULL, last_error = $3 WHERE id = $1', [
      id,
      at.toISOString(),
      error,
    ]);
  }

  async abandon(id: number, now: Date, error: string): Promise<void> {
    await this.db.query('UPDATE quote_outbox SET abandoned_at = $2::timestamptz, locked_until = NULL, last_error = $3 WHERE id = $1', [
      id,
      now.toISOString(),
      error,
    ]);
  }

  /** Frees the e-mails a killed process was sending: only for a database no other process uses. */
  async releaseLeases(): Promise<void> {
    await this.db.query('UPDATE quote_outbox SET locked_until = NULL WHERE locked_until IS NOT NULL AND sent_at IS NULL');
  }

  /** E-mails not yet sent nor abandoned. */
  async pendingMail(): Promise<number> {
    const [row] = await this.db.query<{ n: number }>('SELECT count(*)::integer AS n FROM quote_outbox WHERE sent_at IS NULL AND abandoned_at IS NULL');
    return row!.n;
  }
}
