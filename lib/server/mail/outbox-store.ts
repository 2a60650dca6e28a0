// The site's e-mail queue: a request's two e-mails (the provider's and the visitor's copy),
// composed when sent from the stored request, and every other message of the site (sign-in
// links, devis, acceptances), stored composed by the feature that queues it. Leased to one
// worker at a time, retried, abandoned past their age, and summed up for /api/sante and
// `npm run devis -- outbox`. The worker that sends them is ./outbox.ts.
import 'server-only';
import { onlyRow, type Database, type Sql } from '../../server/db';
import { SELECT, toRecord, type QuoteRecord } from '../record/records';

/** A request's own e-mails, composed from the request; any other kind is a composed message. */
export type RequestMailKind = 'provider' | 'visitor';
export type MailKind = RequestMailKind | (string & {});

/** A message stored whole by the feature that queued it: the queue sends it as it is. */
export type ComposedMessage = {
  to: string;
  subject: string;
  text: string;
  replyTo?: string | undefined;
  /** Whether the recipient is the visitor: a definitive refusal of their address abandons the message at once. */
  toVisitor: boolean;
  attachments?: { filename: string; contentType: string; base64: string }[] | undefined;
};

export type OutboxJob = {
  id: number;
  kind: MailKind;
  attempts: number;
  reference: string;
  /** When it was queued (a request's e-mails: when the request was received). */
  createdAt: string;
} & ({ quote: QuoteRecord; message?: undefined } | { quote?: undefined; message: ComposedMessage });

export type OutboxEntry = {
  reference: string;
  kind: MailKind;
  /** `failed`: tried and to be tried again. */
  state: 'pending' | 'failed' | 'abandoned';
  attempts: number;
  nextAttempt?: string | undefined;
  lastError?: string | undefined;
};

/** A composed message to queue, in the caller's transaction. */
export type QueuedMessage = { kind: string; reference: string; message: ComposedMessage; devisId?: number | undefined; at: Date };

// Every row with its request when it has one: composed messages carry their own reference and time.
const FROM = 'FROM quote_outbox o LEFT JOIN quote_requests q ON q.id = o.quote_id';
const REFERENCE = 'coalesce(o.reference, q.reference)';
const QUEUED_AT = 'coalesce(q.created_at, o.created_at)';

export class OutboxStore {
  constructor(private readonly db: Database) {}

  /**
   * Takes up to `limit` e-mails that are due, for `leaseMs`: another worker (another
   * process on PostgreSQL) skips them meanwhile; a worker killed mid-send lets them go again.
   */
  async claimDue(now: Date, limit: number, leaseMs: number): Promise<OutboxJob[]> {
    const claimed = await this.db.query<{
      id: number;
      quote_id: number | null;
      kind: MailKind;
      attempts: number;
      reference: string | null;
      payload: ComposedMessage | null;
      created_at: string | Date;
    }>(
      `UPDATE quote_outbox SET attempts = attempts + 1, locked_until = $2::timestamptz
       WHERE id IN (
         SELECT id FROM quote_outbox
         WHERE sent_at IS NULL AND abandoned_at IS NULL AND next_attempt_at <= $1::timestamptz
           AND (locked_until IS NULL OR locked_until <= $1::timestamptz)
         ORDER BY id LIMIT $3 FOR UPDATE SKIP LOCKED)
       RETURNING id, quote_id, kind, attempts, reference, payload, created_at`,
      [now.toISOString(), new Date(now.getTime() + leaseMs).toISOString(), limit],
    );
    if (claimed.length === 0) return [];
    const quoteIds = claimed.flatMap((job) => (job.payload === null && job.quote_id !== null ? [job.quote_id] : []));
    const rows = quoteIds.length > 0 ? await this.db.query(`${SELECT} WHERE q.id = ANY($1::integer[])`, [quoteIds]) : [];
    const byId = new Map(rows.map((row) => [row.id as number, toRecord(row)]));
    return claimed
      .sort((a, b) => a.id - b.id)
      .flatMap((job): OutboxJob[] => {
        const base = { id: job.id, kind: job.kind, attempts: job.attempts };
        if (job.payload) {
          const createdAt = new Date(job.created_at).toISOString();
          return [{ ...base, reference: job.reference ?? '', createdAt, message: job.payload }];
        }
        // A request's job without its request (a foreign key keeps it) would have nothing to send.
        const quote = job.quote_id === null ? undefined : byId.get(job.quote_id);
        return quote ? [{ ...base, reference: quote.reference, createdAt: quote.createdAt, quote }] : [];
      });
  }

  /** Queues a composed message in the caller's transaction; a second one of the same kind for the same devis is not queued. */
  async enqueue(sql: Sql, queued: QueuedMessage): Promise<void> {
    await sql.query(
      `INSERT INTO quote_outbox (kind, reference, payload, devis_id, created_at, next_attempt_at)
       VALUES ($1, $2, $3::jsonb, $4, $5::timestamptz, $5::timestamptz)
       ON CONFLICT (devis_id, kind) WHERE devis_id IS NOT NULL DO NOTHING`,
      [queued.kind, queued.reference, JSON.stringify(queued.message), queued.devisId ?? null, queued.at.toISOString()],
    );
  }

  async markSent(id: number, now: Date): Promise<void> {
    await this.db.query(
      'UPDATE quote_outbox SET sent_at = $2::timestamptz, locked_until = NULL, last_error = NULL, payload = NULL WHERE id = $1',
      [id, now.toISOString()],
    );
  }

  async retryLater(id: number, at: Date, error: string): Promise<void> {
    await this.db.query('UPDATE quote_outbox SET next_attempt_at = $2::timestamptz, locked_until = NULL, last_error = $3 WHERE id = $1', [
      id,
      at.toISOString(),
      error,
    ]);
  }

  async abandon(id: number, now: Date, error: string): Promise<void> {
    await this.db.query(
      'UPDATE quote_outbox SET abandoned_at = $2::timestamptz, locked_until = NULL, last_error = $3, payload = NULL WHERE id = $1',
      [id, now.toISOString(), error],
    );
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
      `SELECT o.id, o.kind, ${REFERENCE} AS reference ${FROM}
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
         min(${QUEUED_AT}) FILTER (WHERE o.sent_at IS NULL AND o.abandoned_at IS NULL) AS oldest,
         count(*) FILTER (WHERE o.abandoned_at IS NOT NULL)::integer AS abandoned
       ${FROM}`,
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
      `SELECT ${REFERENCE} AS reference, o.kind, o.attempts, o.next_attempt_at, o.abandoned_at, o.last_error
       ${FROM} WHERE o.sent_at IS NULL ORDER BY o.id`,
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
