// Quote requests and their e-mail queue, on either database. Every value goes through
// query parameters: what a visitor typed is stored as typed (after the form's cleaning).
import 'server-only';
import { createHash } from 'node:crypto';
import type { Audience } from '../content-model/vocabulary';
import type { Status } from '../availability/rule';
import type { Database, Sql } from '../server/db';
import type { Bucket } from './ratelimit';
import { parisToday } from '../dates/paris';

export type Delivery = 'off' | 'pending' | 'sent' | 'abandoned';

/** A request as stored: the visitor's answers, with the labels they chose from at the time. */
export type QuoteRecord = {
  reference: string;
  /** ISO 8601, UTC. */
  createdAt: string;
  audience: Audience;
  name: string;
  company?: string | undefined;
  email: string;
  phone: string;
  eventType: string;
  venue: string;
  formulaId: string;
  formulaName: string;
  eventDate: string;
  timeSlot?: string | undefined;
  /** Optional on the form: the provider reads « à préciser ». */
  persons?: number | undefined;
  quantity?: number | undefined;
  room?: string | undefined;
  extraHours?: number | undefined;
  message?: string | undefined;
  /** Whether the date looked free in the calendars when the request was sent (judged by the server). */
  dateStatus?: Status | undefined;
  /** Preferred visit times, `2027-03-01 14:00-16:30`. */
  visit1?: string | undefined;
  visit2?: string | undefined;
  /** Which values the visitor typed and which the page filled in, one French line; absent before it was recorded. */
  valueOrigin?: string | undefined;
  delivery: Delivery;
};

export type NewQuote = Omit<QuoteRecord, 'reference' | 'createdAt' | 'delivery'>;

export type InsertOptions = {
  notify: boolean;
  now?: Date;
  /** Accepted requests per hour for the whole site; 0 or absent: no brake. */
  hourlyLimit?: number;
  /** The per-address limit, run in the transaction once the request is known to be new: the wait in ms, 0 to admit. */
  admit?: ((sql: Sql) => Promise<number>) | undefined;
};

/** A new request refused by a limit: the site's hourly brake, or the visitor's address (with the wait). */
export class QuoteLimited extends Error {
  constructor(
    readonly limit: 'site' | 'address',
    readonly waitMs = 0,
  ) {
    super(`demande refusée par la limite ${limit === 'site' ? 'du site' : "de l'adresse"}`);
    this.name = 'QuoteLimited';
  }
}

/** By name, not `instanceof`: Next may load this module in more than one bundle, each with its own class. */
export const isQuoteLimited = (error: unknown): error is QuoteLimited => (error as Error | undefined)?.name === 'QuoteLimited';

const HOUR = 3_600_000;

/** The one row an aggregate, or a row the migrations or this transaction wrote, always gives: none is a broken database. */
function onlyRow<T>(rows: readonly (T | undefined)[], query: string): T {
  const [row] = rows;
  if (row === undefined) throw new Error(`la base n'a rendu aucune ligne (${query})`);
  return row;
}
// Any fixed number, distinct from the migrations' lock.
const ADMISSION_LOCK = 5_372_602;

export type MailKind = 'provider' | 'visitor';
export type OutboxJob = { id: number; kind: MailKind; attempts: number; quote: QuoteRecord };
export type OutboxEntry = {
  reference: string;
  kind: MailKind;
  /** `failed`: tried and to be tried again. */
  state: 'pending' | 'failed' | 'abandoned';
  attempts: number;
  nextAttempt?: string | undefined;
  lastError?: string | undefined;
};

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
  ['dateStatus', 'date_status'],
  ['visit1', 'visit_1'],
  ['visit2', 'visit_2'],
  ['valueOrigin', 'value_origin'],
];

const SELECT = `
  SELECT q.id, q.reference, q.created_at, q.event_date::text AS event_date,
    ${COLUMNS.filter(([, column]) => column !== 'event_date')
      .map(([, column]) => `q.${column}`)
      .join(', ')},
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
  // The date's status is the calendar's, not an answer: a resent form is the same request.
  const answers = COLUMNS.filter(([key]) => key !== 'dateStatus').map(([key]) => quote[key] ?? null);
  return createHash('sha256')
    .update(JSON.stringify([token, ...answers]))
    .digest('hex');
}

export class QuoteStore {
  constructor(private readonly db: Database) {}

  /**
   * Stores a request and, when e-mail is on, its two e-mails in the queue, in one
   * transaction: once this resolves, the request is on disk. A resent submission gets its
   * reference back before any limit is counted; a new one must pass the site's hourly
   * brake (counted from the stored requests, so every process sharing the store agrees)
   * and `admit`, the per-address limit, or `QuoteLimited` is thrown.
   */
  async insert(quote: NewQuote, token: string, options: InsertOptions): Promise<{ reference: string; created: boolean }> {
    const now = options.now ?? new Date();
    const key = dedupKey(token, quote);
    return this.db.transaction(async (sql) => {
      const existing = await this.referenceOf(sql, key);
      if (existing) return { reference: existing, created: false };
      if (options.hourlyLimit || options.admit) {
        // One admission at a time across processes: two cannot both take the last slot.
        await sql.query('SELECT pg_advisory_xact_lock($1)', [ADMISSION_LOCK]);
      }
      if (options.hourlyLimit) {
        const count = await sql.query<{ n: number }>(
          'SELECT count(*)::integer AS n FROM quote_requests WHERE created_at > $1::timestamptz',
          [new Date(now.getTime() - HOUR).toISOString()],
        );
        if (onlyRow(count, 'count').n >= options.hourlyLimit) throw new QuoteLimited('site');
      }
      const waitMs = options.admit ? await options.admit(sql) : 0;
      if (waitMs > 0) throw new QuoteLimited('address', waitMs);
      const next = await sql.query<{ id: number }>(`SELECT nextval(pg_get_serial_sequence('quote_requests', 'id'))::integer AS id`);
      const id = onlyRow(next, 'nextval').id;
      const reference = formatReference(id, now);
      const values = COLUMNS.map(([field]) => quote[field] ?? null);
      const inserted = await sql.query(
        `INSERT INTO quote_requests (id, reference, dedup_key, created_at, ${COLUMNS.map(([, column]) => column).join(', ')})
         VALUES ($1, $2, $3, $4::timestamptz, ${COLUMNS.map((_, i) => `$${i + 5}`).join(', ')})
         ON CONFLICT (dedup_key) DO NOTHING RETURNING id`,
        [id, reference, key, now.toISOString(), ...values],
      );
      // Another connection stored the same submission between our check and our insert.
      if (inserted.length === 0) return { reference: onlyRow([await this.referenceOf(sql, key)], 'dedup_key'), created: false };
      if (options.notify) {
        await sql.query(
          `INSERT INTO quote_outbox (quote_id, kind, next_attempt_at) VALUES ($1, 'provider', $2::timestamptz), ($1, 'visitor', $2::timestamptz)`,
          [id, now.toISOString()],
        );
      }
      return { reference, created: true };
    });
  }

  /** The salt of the hashed visitor keys, made once per database by its migration. */
  async rateSalt(): Promise<string> {
    const rows = await this.db.query<{ value: string }>("SELECT value FROM quote_settings WHERE name = 'rate_salt'");
    return onlyRow(rows, 'rate_salt').value;
  }

  /**
   * The per-address limit shared through the store: counts one hit for every key hash
   * (a plain hash takes `max` and `windowMs`, a bucket its own) unless one is at its
   * limit; returns 0 when counted, else the wait in ms.
   */
  async takeRate(sql: Sql, keys: (string | Bucket)[], max: number, windowMs: number, now: Date): Promise<number> {
    const buckets = keys.map((key) => (typeof key === 'string' ? { key, max, windowMs } : key)).filter((bucket) => bucket.max > 0);
    if (buckets.length === 0) return 0;
    // Hits past every window serve no limit: they go now, whoever they belonged to.
    await this.forgetRateHits(now, Math.max(...buckets.map((bucket) => bucket.windowMs)), sql);
    let wait = 0;
    for (const bucket of buckets) {
      const [count] = await sql.query<{ n: number; first: string | Date | null }>(
        'SELECT count(*)::integer AS n, min(at) AS first FROM quote_rate_hits WHERE key_hash = $1 AND at > $2::timestamptz',
        [bucket.key, new Date(now.getTime() - bucket.windowMs).toISOString()],
      );
      if (count && count.n >= bucket.max && count.first)
        wait = Math.max(wait, new Date(count.first).getTime() + bucket.windowMs - now.getTime());
    }
    if (wait > 0) return wait;
    await sql.query('INSERT INTO quote_rate_hits (key_hash, at) SELECT unnest($1::text[]), $2::timestamptz', [
      buckets.map((bucket) => bucket.key),
      now.toISOString(),
    ]);
    return 0;
  }

  /**
   * Takes the right to alert the provider that the site's brake was reached: true for one
   * caller per interval, across processes (the time is kept beside the salt).
   */
  async claimBrakeAlert(now: Date, intervalMs: number): Promise<boolean> {
    const rows = await this.db.query(
      `INSERT INTO quote_settings (name, value) VALUES ('brake_alerted_at', $1)
       ON CONFLICT (name) DO UPDATE SET value = EXCLUDED.value WHERE quote_settings.value::timestamptz <= $2::timestamptz
       RETURNING name`,
      [now.toISOString(), new Date(now.getTime() - intervalMs).toISOString()],
    );
    return rows.length > 0;
  }

  private async referenceOf(sql: Sql, key: string): Promise<string | undefined> {
    const [row] = await sql.query<{ reference: string }>('SELECT reference FROM quote_requests WHERE dedup_key = $1', [key]);
    return row?.reference;
  }

  /** The newest requests first. */
  async list(limit?: number): Promise<{ total: number; quotes: QuoteRecord[] }> {
    const count = await this.db.query<{ n: number }>('SELECT count(*)::integer AS n FROM quote_requests');
    const rows = await this.db.query(`${SELECT} ORDER BY q.id DESC${limit ? ` LIMIT ${Math.floor(limit)}` : ''}`);
    return { total: onlyRow(count, 'count').n, quotes: rows.map(toRecord) };
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
    return (await this.db.query('DELETE FROM quote_requests WHERE created_at < $1::timestamptz RETURNING id', [before.toISOString()]))
      .length;
  }

  /** Forgets the hashed visitor keys counted longer than `keepMs` ago (the longest window in use). */
  async forgetRateHits(now: Date, keepMs: number, sql: Sql = this.db): Promise<void> {
    await sql.query('DELETE FROM quote_rate_hits WHERE at <= $1::timestamptz', [new Date(now.getTime() - keepMs).toISOString()]);
  }

  /** Gives the space of deleted rows back, so that they leave the database files too. */
  async vacuum(): Promise<void> {
    // One statement each: VACUUM cannot run inside the implicit transaction of a multi-statement query.
    for (const table of ['quote_requests', 'quote_outbox', 'quote_rate_hits']) await this.db.exec(`VACUUM ${table}`);
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
    // Each job's request is there (a foreign key); a job without one would have nothing to send.
    return claimed
      .sort((a, b) => a.id - b.id)
      .flatMap((job) => {
        const quote = byId.get(job.quote_id);
        return quote ? [{ id: job.id, kind: job.kind, attempts: job.attempts, quote }] : [];
      });
  }

  async markSent(id: number, now: Date): Promise<void> {
    await this.db.query('UPDATE quote_outbox SET sent_at = $2::timestamptz, locked_until = NULL, last_error = NULL WHERE id = $1', [
      id,
      now.toISOString(),
    ]);
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

  /** Gives back e-mails claimed but not tried (a batch cut short): they keep their attempt count. */
  async release(ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db.query(
      'UPDATE quote_outbox SET locked_until = NULL, attempts = attempts - 1 WHERE id = ANY($1::integer[]) AND sent_at IS NULL',
      [ids],
    );
  }

  /** Abandoned e-mails the provider has not been told about yet. */
  async unalerted(): Promise<{ id: number; kind: MailKind; reference: string }[]> {
    return this.db.query(
      `SELECT o.id, o.kind, q.reference FROM quote_outbox o JOIN quote_requests q ON q.id = o.quote_id
       WHERE o.abandoned_at IS NOT NULL AND o.alerted_at IS NULL ORDER BY o.id LIMIT 200`,
    );
  }

  async markAlerted(ids: number[], now: Date): Promise<void> {
    await this.db.query('UPDATE quote_outbox SET alerted_at = $2::timestamptz WHERE id = ANY($1::integer[])', [ids, now.toISOString()]);
  }

  /** When the next queued e-mail is due, if any. */
  async nextDue(): Promise<Date | undefined> {
    const [row] = await this.db.query<{ at: string | Date | null }>(
      'SELECT min(next_attempt_at) AS at FROM quote_outbox WHERE sent_at IS NULL AND abandoned_at IS NULL',
    );
    return row?.at ? new Date(row.at) : undefined;
  }

  /** The queue at a glance, for the health answer: no personal data. */
  async outboxSummary(): Promise<{ pending: number; oldestPending?: string | undefined; abandoned: number }> {
    const rows = await this.db.query<{ pending: number; oldest: string | Date | null; abandoned: number }>(
      `SELECT count(*) FILTER (WHERE o.sent_at IS NULL AND o.abandoned_at IS NULL)::integer AS pending,
         min(q.created_at) FILTER (WHERE o.sent_at IS NULL AND o.abandoned_at IS NULL) AS oldest,
         count(*) FILTER (WHERE o.abandoned_at IS NOT NULL)::integer AS abandoned
       FROM quote_outbox o JOIN quote_requests q ON q.id = o.quote_id`,
    );
    const row = onlyRow(rows, 'outbox');
    return {
      pending: row.pending,
      oldestPending: row.oldest ? new Date(row.oldest).toISOString() : undefined,
      abandoned: row.abandoned,
    };
  }

  /** Every e-mail not sent, pending or abandoned, oldest first (`npm run devis -- outbox`). */
  async unsent(): Promise<OutboxEntry[]> {
    const rows = await this.db.query<{
      reference: string;
      kind: MailKind;
      attempts: number;
      next_attempt_at: string | Date;
      abandoned_at: string | Date | null;
      last_error: string | null;
    }>(
      `SELECT q.reference, o.kind, o.attempts, o.next_attempt_at, o.abandoned_at, o.last_error
       FROM quote_outbox o JOIN quote_requests q ON q.id = o.quote_id WHERE o.sent_at IS NULL ORDER BY o.id`,
    );
    return rows.map((row) => ({
      reference: row.reference,
      kind: row.kind,
      state: row.abandoned_at ? 'abandoned' : row.attempts > 0 ? 'failed' : 'pending',
      attempts: row.attempts,
      nextAttempt: row.abandoned_at ? undefined : new Date(row.next_attempt_at).toISOString(),
      lastError: row.last_error ?? undefined,
    }));
  }

  /** E-mails not yet sent nor abandoned. */
  async pendingMail(): Promise<number> {
    return (await this.outboxSummary()).pending;
  }
}
