// The kinds of e-mail a feature composes when sent rather than when queued. A quote request's
// two e-mails are stored as a pointer to the request and composed from it at each try: its
// personal data stay in one row, erased with it (its queued e-mails go along), and the
// confirmation is never copied where a purge would miss it. Every other message is queued
// composed (`ComposedMessage`) and needs no entry here. A feature registers its kinds when its
// store module loads, so the queue, here, knows no feature.
import 'server-only';
import type { SendMailOptions } from 'nodemailer';
import type { Database } from '../db';

/** Who writes the site's e-mails: its sender, and the provider's inbox (replies, alerts). */
export type MailSettings = { from: string; to: string };

/** What a composer reads: the record's fields, its reference and when it was received (when its e-mails were queued). */
export type StoredRecord = Readonly<Record<string, unknown>> & { reference: string; createdAt: string };

export type MailKindEntry<R extends StoredRecord, S extends MailSettings> = {
  /**
   * Loads the records of a batch at once; kinds read from the same records share one loader (one
   * query). A row whose record is gone is not sent (a foreign key keeps none).
   */
  load: (db: Database, recordIds: number[]) => Promise<Map<number, R>>;
  /** The message of a queued row, from its record, at each try. */
  compose: (record: R, settings: S) => SendMailOptions;
  /** In the log lines: « E-mail <label> envoyé pour <reference> ». */
  label: string;
  /** In the provider's alert of abandoned e-mails. */
  alertLabel: string;
  /** Whether the recipient is the visitor: a definitive refusal of their address abandons the message at once. */
  toVisitor: boolean;
};

// On globalThis, like `processSingleton`: the bundle that registers a kind need not be the one whose worker sends it.
const key = Symbol.for('salles-rive-gauche.mail.kinds');
const holder = globalThis as { [key]?: Map<string, MailKindEntry<StoredRecord, MailSettings>> };
const kinds = (holder[key] ??= new Map());

export function registerMailKind<R extends StoredRecord, S extends MailSettings>(kind: string, entry: MailKindEntry<R, S>): void {
  // The records are those its own loader read, and the settings given to the delivery are those of
  // the feature that opens it, the site's full set: the entry is stored without its two types.
  kinds.set(kind, entry as unknown as MailKindEntry<StoredRecord, MailSettings>);
}

export const mailKind = (kind: string): MailKindEntry<StoredRecord, MailSettings> | undefined => kinds.get(kind);
