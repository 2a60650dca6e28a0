// Quote requests on either database, with the limits (../receive/rate-store.ts) and the site's
// e-mail queue (lib/server/mail) beside them: a request's two e-mails are queued with it, as a
// pointer to it, and composed from it when sent (registered below). Every value goes through
// query parameters: what a visitor typed is stored as typed (after the form's cleaning).
import 'server-only';
import { parisToday } from '../../dates/paris';
import { onlyRow, type Database, type Sql } from '../../server/db';
import { enqueueMail, OutboxStore, registerMailKind } from '../../server/mail';
import { requestMail, type MailSettings } from '../deliver/mail';
import { mail } from '../form/messages';
import { RateStore } from '../receive/rate-store';
import { COLUMNS, dedupKey, SELECT, toRecord, type NewQuote, type QuoteRecord, type RequestState } from './records';

/** The inbox's filters: a state, a venue (its name as stored), a month `YYYY-MM` of the event, words of a name, an e-mail or a reference. */
export type QuoteFilter = {
  state?: RequestState | undefined;
  venue?: string | undefined;
  month?: string | undefined;
  search?: string | undefined;
  limit: number;
  offset?: number | undefined;
};

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

// Any fixed number, distinct from the migrations' lock.
const ADMISSION_LOCK = 5_372_602;

/** `DV-2026-000123`: the year in Paris, then the request's number. */
export const formatReference = (id: number, now: Date) => `DV-${parisToday(now).slice(0, 4)}-${String(id).padStart(6, '0')}`;

/** A request's own e-mails: to the provider, and the visitor's confirmation. */
const REQUEST_MAIL_KINDS = ['provider', 'visitor'] as const;

/** The requests a batch of queued e-mails names, read at once. */
async function requestsById(db: Database, ids: number[]): Promise<Map<number, QuoteRecord>> {
  const rows = await db.query(`${SELECT} WHERE q.id = ANY($1::integer[])`, [ids]);
  return new Map(rows.map((row) => [row.id as number, toRecord(row)]));
}

for (const kind of REQUEST_MAIL_KINDS)
  registerMailKind<QuoteRecord, MailSettings>(kind, {
    load: requestsById,
    compose: (quote, settings) => requestMail(kind, quote, settings),
    label: mail.kindLabel[kind],
    alertLabel: mail.alertKind[kind],
    toVisitor: kind === 'visitor',
  });

export class QuoteStore {
  /** The per-address limits and the site's brake. */
  readonly rates: RateStore;
  /** The site's e-mail queue, on this store's database. */
  readonly outbox: OutboxStore;

  constructor(private readonly db: Database) {
    this.rates = new RateStore(db);
    this.outbox = new OutboxStore(db);
  }

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
        for (const kind of REQUEST_MAIL_KINDS) await enqueueMail(sql, { kind, reference, requestId: id, at: now });
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
    const count = await this.db.query<{ n: number }>('SELECT count(*)::integer AS n FROM quote_requests');
    const rows = await this.db.query(`${SELECT} ORDER BY q.id DESC${limit ? ` LIMIT ${Math.floor(limit)}` : ''}`);
    return { total: onlyRow(count, 'count').n, quotes: rows.map(toRecord) };
  }

  /** The inbox: the newest first, filtered; `total` counts every match. */
  async find(filter: QuoteFilter): Promise<{ total: number; quotes: (QuoteRecord & { id: number })[] }> {
    const where: string[] = [];
    const params: unknown[] = [];
    const add = (clause: (n: string) => string, value: unknown) => {
      params.push(value);
      where.push(clause(`$${params.length}`));
    };
    if (filter.state) add((n) => `q.state = ${n}`, filter.state);
    if (filter.venue) add((n) => `q.venue = ${n}`, filter.venue);
    if (filter.month && /^\d{4}-\d{2}$/.test(filter.month)) add((n) => `to_char(q.event_date, 'YYYY-MM') = ${n}`, filter.month);
    const search = filter.search?.trim();
    // Escaped so that « % » and « _ » typed in the box are only characters.
    if (search)
      add(
        (n) => `(q.name ILIKE ${n} OR q.email ILIKE ${n} OR q.reference ILIKE ${n} OR q.company ILIKE ${n})`,
        `%${search.replace(/[\\%_]/g, '\\$&')}%`,
      );
    const clause = where.length > 0 ? ` WHERE ${where.join(' AND ')}` : '';
    const count = await this.db.query<{ n: number }>(`SELECT count(*)::integer AS n FROM quote_requests q${clause}`, params);
    const rows = await this.db.query(
      `${SELECT}${clause} ORDER BY q.id DESC LIMIT ${Math.floor(filter.limit)} OFFSET ${Math.floor(filter.offset ?? 0)}`,
      params,
    );
    return { total: onlyRow(count, 'count').n, quotes: rows.map((row) => ({ ...toRecord(row), id: row.id as number })) };
  }

  /** A request with its row id, for the features that hang their own rows on it (the devis). */
  async getWithId(reference: string): Promise<(QuoteRecord & { id: number }) | undefined> {
    const [row] = await this.db.query(`${SELECT} WHERE q.reference = $1`, [reference]);
    return row && { ...toRecord(row), id: row.id as number };
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

  /** Gives the space of deleted rows back, so that they leave the database files too. */
  async vacuum(): Promise<void> {
    // One statement each: VACUUM cannot run inside the implicit transaction of a multi-statement query.
    for (const table of ['quote_requests', 'quote_rate_hits']) await this.db.exec(`VACUUM ${table}`);
    await this.outbox.vacuum();
  }
}
