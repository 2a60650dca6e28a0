// The two e-mails of a request, in plain text only: what a visitor typed can never be
// read as markup by a mail client. The visitor's copy repeats none of their free text,
// so the form cannot be used to send someone else a message. The provider's e-mail is
// French whatever the request's language (it says which); the visitor's is in theirs.
import 'server-only';
import type { SendMailOptions } from 'nodemailer';
import { AUDIENCE_LABELS, EXPORT_COLUMNS, LANGUAGE_NAMES, mail } from '../form/messages';
import { quoteServerWords } from '../receive/server-words';
import { messageId, type MailSettings as OutboxSettings } from '../../server/mail';
import type { QuoteRecord } from '../record/records';
import { formatLongDate } from '../../french/format';
import { phoneFor } from '../../english/format';
import { parisDateTime } from '../../dates/paris';
import { STATUS_LABELS } from '../../availability';
import { isTranslation } from '../../i18n';

/** The outbox's sender and provider's inbox, with the words a request's e-mails are signed with. */
export type MailSettings = OutboxSettings & {
  brand: string;
  phone: string;
  email: string;
  /** The fixed time slots of a formula in the catalogue (none: the visitor typed theirs). */
  slotsOf: (formulaId: string) => readonly string[];
};

/** `2027-03-01 14:00-16:30` → `lundi 1 mars 2027, de 14:00 à 16:30`. */
export function visitText(stored: string): string {
  const [date = '', range = ''] = stored.split(' ');
  const [from = '', to = ''] = range.split('-');
  return mail.visitRange(formatLongDate(date), from, to);
}

/** The number of people, or « à préciser » when the visitor left it empty. */
export const personsText = (quote: Pick<QuoteRecord, 'persons'>) => (quote.persons === undefined ? mail.toSpecify : String(quote.persons));

/** Every field of a request, labelled, one per line (`show` and the provider's e-mail). */
export function quoteLines(quote: QuoteRecord): [string, string][] {
  const value = (v: string | number | undefined) => (v === undefined || v === '' ? mail.none : String(v));
  // A professional's company is optional on the form, and the provider needs it for the quote.
  const company = quote.company ?? (quote.audience === 'pro' ? mail.toSpecify : mail.none);
  return [
    [EXPORT_COLUMNS.reference, quote.reference],
    // A request in another language than French: the provider answers in it.
    ...(!isTranslation(quote.language) ? [] : ([[EXPORT_COLUMNS.language, LANGUAGE_NAMES[quote.language]]] as [string, string][])),
    [EXPORT_COLUMNS.created_at, parisDateTime(quote.createdAt)],
    [EXPORT_COLUMNS.audience, AUDIENCE_LABELS[quote.audience]],
    [EXPORT_COLUMNS.name, quote.name],
    [EXPORT_COLUMNS.company, company],
    [EXPORT_COLUMNS.email, quote.email],
    [EXPORT_COLUMNS.phone, quote.phone],
    [EXPORT_COLUMNS.event_type, quote.eventType],
    [EXPORT_COLUMNS.venue, quote.venue],
    [EXPORT_COLUMNS.formula_name, `${quote.formulaName} (${quote.formulaId})`],
    [EXPORT_COLUMNS.event_date, formatLongDate(quote.eventDate)],
    [EXPORT_COLUMNS.date_status, quote.dateStatus ? STATUS_LABELS[quote.dateStatus] : mail.none],
    [EXPORT_COLUMNS.time_slot, value(quote.timeSlot)],
    [EXPORT_COLUMNS.persons, personsText(quote)],
    [EXPORT_COLUMNS.quantity, value(quote.quantity)],
    [EXPORT_COLUMNS.room, value(quote.room)],
    [EXPORT_COLUMNS.extra_hours, value(quote.extraHours)],
    ...[quote.visit1, quote.visit2].flatMap((visit, i) =>
      visit ? [[i === 0 ? EXPORT_COLUMNS.visit_1 : EXPORT_COLUMNS.visit_2, visitText(visit)] as [string, string]] : [],
    ),
    [EXPORT_COLUMNS.value_origin, value(quote.valueOrigin)],
  ];
}

const block = (lines: [string, string][]) => lines.map(([label, v]) => `${label} : ${v}`).join('\n');

export function providerMail(quote: QuoteRecord, settings: MailSettings): SendMailOptions {
  const text = [
    mail.providerIntro(quote.reference),
    ...(quote.dateStatus === 'reserve' ? ['', mail.providerTaken] : []),
    ...(quote.visit1 ? ['', mail.providerVisit] : []),
    '',
    block(quoteLines(quote)),
    '',
    `${EXPORT_COLUMNS.message} :`,
    quote.message ?? mail.none,
    '',
    '--',
    mail.providerReply,
  ].join('\n');
  return {
    from: settings.from,
    to: settings.to,
    replyTo: { name: quote.name, address: quote.email },
    subject: mail.providerSubject(quote.reference, quote.formulaName, formatLongDate(quote.eventDate), quote.persons),
    text,
  };
}

/**
 * The confirmation goes to whatever address was typed: it repeats only catalogue values,
 * numbers and dates, never a word the visitor wrote (a time slot typed by hand, the
 * message, the name), so that the form cannot carry a stranger's text under our name.
 */
export function visitorMail(quote: QuoteRecord, settings: MailSettings): SendMailOptions {
  const words = quoteServerWords(quote.language).visitorMail;
  const { columns } = words;
  const catalogueSlot =
    quote.timeSlot !== undefined && settings.slotsOf(quote.formulaId).includes(quote.timeSlot) ? quote.timeSlot : undefined;
  const summary: [string, string][] = [
    [columns.reference, quote.reference],
    [columns.venue, quote.venue],
    [columns.formula, quote.formulaName],
    [columns.date, words.date(quote.eventDate)],
    ...(catalogueSlot ? ([[columns.slot, words.slot(catalogueSlot)]] as [string, string][]) : []),
    [columns.persons, quote.persons === undefined ? words.toSpecify : String(quote.persons)],
  ];
  const text = [
    words.greeting,
    '',
    words.intro(settings.brand, quote.reference),
    '',
    words.summary,
    summary.map(([label, value]) => words.line(label, value)).join('\n'),
    '',
    words.next,
    '',
    words.contact(phoneFor(quote.language, settings.phone), settings.email),
    '',
    words.signature(settings.brand),
    '',
    words.notMe,
  ].join('\n');
  return {
    from: settings.from,
    to: quote.email,
    replyTo: settings.to,
    subject: words.subject(quote.reference),
    text,
  };
}

/** Tells the provider that the site's hourly brake refuses requests (at most once an hour). */
export const brakeAlertMail = (limit: number, settings: MailSettings): SendMailOptions => ({
  from: settings.from,
  to: settings.to,
  subject: mail.brakeSubject,
  text: mail.brakeText(limit),
});

/** The message of one queued request e-mail, with a Message-ID stable across retries. */
export function requestMail(kind: 'provider' | 'visitor', quote: QuoteRecord, settings: MailSettings): SendMailOptions {
  const message = kind === 'provider' ? providerMail(quote, settings) : visitorMail(quote, settings);
  return { ...message, messageId: messageId(settings, `${quote.reference}.${kind}`) };
}
