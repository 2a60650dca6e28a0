// A quote request as the database holds it, and the SQL that reads it back: shared by the
// quote store (./store.ts) and the composer of the request's e-mails (./store.ts registers it with the site's outbox).
import 'server-only';
import { createHash } from 'node:crypto';
import type { Audience } from '../../content-model/vocabulary';
import type { Locale } from '../../i18n';
import type { Status } from '../../availability';
import type { RequestState } from '../form/states';
import { requestMailState } from '../../server/mail';

export type { RequestState };

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
  /** The language of the form: the visitor's confirmation is written in it, the provider reads « Langue : anglais ». */
  language: Locale;
  delivery: Delivery;
  state: RequestState;
};

export type NewQuote = Omit<QuoteRecord, 'reference' | 'createdAt' | 'delivery' | 'state'>;

export const COLUMNS: [keyof NewQuote, string][] = [
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
  ['language', 'langue'],
];

export const SELECT = `
  SELECT q.id, q.reference, q.created_at, q.state, q.event_date::text AS event_date,
    ${COLUMNS.filter(([, column]) => column !== 'event_date')
      .map(([, column]) => `q.${column}`)
      .join(', ')},
    ${requestMailState('q.id')} AS delivery
  FROM quote_requests q`;

type QuoteRow = Record<string, unknown>;

export function toRecord(row: QuoteRow): QuoteRecord {
  const record: Record<string, unknown> = {
    reference: row.reference,
    createdAt: new Date(row.created_at as string | Date).toISOString(),
    delivery: row.delivery,
    state: row.state ?? 'nouvelle',
  };
  for (const [key, column] of COLUMNS) {
    const value = row[column];
    if (value !== null && value !== undefined) record[key] = value;
  }
  return record as QuoteRecord;
}

/** The same token and the same answers give the same key, so a resent form is stored once. */
export function dedupKey(token: string, quote: NewQuote): string {
  // The date's status is the calendar's, not an answer: a resent form is the same request. The
  // language is the form's, which the token already names: left out, keys stay those of before #37.
  const answers = COLUMNS.filter(([key]) => key !== 'dateStatus' && key !== 'language').map(([key]) => quote[key] ?? null);
  return createHash('sha256')
    .update(JSON.stringify([token, ...answers]))
    .digest('hex');
}
