// The site's e-mail queue. A message is stored composed by the feature that queues it (sign-in
// links, devis, acceptances), or, for the kinds whose feature registered a composer (a quote
// request's two e-mails), as a pointer to the record it is composed from when sent: the
// request's personal data stay in its row, erased with it (the foreign key takes its queued
// e-mails along). Leased to one worker at a time, retried, abandoned past their age, and summed
// up for /api/sante and `npm run devis -- outbox`. The worker that sends them is ./outbox.ts.
import 'server-only';
import { onlyRow, type Database, type Sql } from '../db';
import { mailKind, type MailKindEntry, type MailSettings, type StoredRecord } from './kinds';

export type MailKind = string;

/** A message stored whole by the feature that queued it: the queue sends it as it is. */
export type ComposedMessage = {
  to: string;
  subject: string;
  text: string;
  replyTo?: string | undefined;
  /** Whether the recipient is the visitor: a definitive refusal of their address abandons the message at once. */
  toVisitor: boolean;
  attachments?: { filename: string; contentType: string; base64: string }[] | undefined;
  /** The Message-ID given by who composed it, when they keep it as proof (a devis's link); one is made from the job otherwise. */
  messageId?: string | undefined;
};

export type OutboxJob = {
  id: number;
  kind: MailKind;
  attempts: number;
  reference: string;
  /** When it was queued (a request's e-mails: when the request was received). */
  createdAt: string;
} & ({ record: StoredRecord; message?: undefined } | { record?: undefined; message: ComposedMessage });

export type OutboxEntry = {
  reference: string;
  kind: MailKind;
  /** `failed`: tried and to be tried again. */
  state: 'pending' | 'failed' | 'abandoned';
  attempts: number;
  nextAttempt?: string | undefined;
  lastError?: string | undefined;
};

/**
 * A message to queue, in the caller's transaction: composed, or composed when sent from the
 * request it names (its kind's composer, see ./composers.ts). A second one of the same kind for
 * the same devis, or for the same request, is not queued.
 */
export type QueuedMessage = { kind: string; reference: string; at: Date } & (
  | { message: ComposedMessage; devisId?: number | undefined; requestId?: undefined }
  | { requestId: number; message?: undefined; devisId?: undefined }
);

/** Queues a message in the caller's transaction (see `QueuedMessage`). */
export async function enqueueMail(sql: Sql, queued: QueuedMessage): Promise<void> {
  await sql.query(
    `INSERT INTO quote_outbox (kind, reference, payload, devis_id, quote_id, created_at, next_attempt_at)
     VALUES ($1, $2, $3::jsonb, $4, $5, $6::timestamptz, $6::timestamptz)
     ON CONFLICT DO NOTHING`,
    [
      queued.kind,
      queued.reference,
      queued.message ? JSON.stringify(queued.message) : null,
      queued.devisId ?? null,
      queued.requestId ?? null,
      queued.at.toISOString(),
    ],
  );
}

/** The state of a request's e-mails, as SQL on the request's id column (the inbox and `npm run devis` show it). */
export const requestMailState = (requestIdColumn: string) => `CASE
      WHEN NOT EXISTS (SELECT 1 FROM quote_outbox o WHERE o.quote_id = ${requestIdColumn}) THEN 'off'
      WHEN EXISTS (SELECT 1 FROM quote_outbox o WHERE o.quote_id = ${requestIdColumn} AND o.sent_at IS NULL AND o.abandoned_at IS NULL) THEN 'pending'
      WHEN EXISTS (SELECT 1 FROM quote_outbox o WHERE o.quote_id = ${requestIdColumn} AND o.abandoned_at IS NOT NULL) THEN 'abandoned'
      ELSE 'sent' END`;

type Loader = MailKindEntry<StoredRecord, MailSettings>['load'];

const FROM = 'FROM quote_outbox o';
const REFERENCE = "coalesce(o.reference, '')";
const QUEUED_AT = 'o.created_at';

export class OutboxStore {
  constructor(readonly db: Database) {}

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
    // The records of the rows composed when sent, one query per loader.
    const byLoader = new Map<Loader, number[]>();
    for (const job of claimed) {
      const load = job.payload === null && job.quote_id !== null ? mailKind(job.kind)?.load : undefined;
      if (load) byLoader.set(load, [...(byLoader.get(load) ?? []), job.quote_id as number]);
    }
    const records = new Map<Loader, Map<number, StoredRecord>>();
    for (const [load, ids] of byLoader) records.set(load, await load(this.db, [...new Set(ids)]));
    return claimed
      .sort((a, b) => a.id - b.id)
      .flatMap((job): OutboxJob[] => {
        const base = { id: job.id, kind: job.kind, attempts: job.attempts };
        if (job.payload)
          return [{ ...base, reference: job.reference ?? '', createdAt: new Date(job.created_at).toISOString(), message: job.payload }];
        const load = mailKind(job.kind)?.load;
        const record = load && job.quote_id !== null ? records.get(load)?.get(job.quote_id) : undefined;
        return record ? [{ ...base, reference: record.reference, createdAt: record.createdAt, record }] : [];
      });
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

  /** Gives back the space of sent and erased e-mails (the requests' daily purge). */
  async vacuum(): Promise<void> {
    await this.db.exec('VACUUM quote_outbox');
  }

  /** E-mails not yet sent nor abandoned. */
  async pendingMail(): Promise<number> {
    return (await this.outboxSummary()).pending;
  }
}
