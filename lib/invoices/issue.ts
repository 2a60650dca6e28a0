import 'server-only';
// Issuing: a document composed (./compose.ts), numbered, drawn (./pdf.ts), made Factur-X
// (./facturx.ts), stored and queued to the client by e-mail, in the caller's transaction: a
// failure anywhere gives the number back, so the series keeps no gap.
import { createHash } from 'node:crypto';
import { site } from '../content';
import { parisToday } from '../dates/paris';
import { formatCents } from '../french/format';
import { currentDesk } from '../desk/server';
import { acceptedEndedBefore, devisById, devisByTokenHash, devisTerms, type ActionResult, type DevisRow } from '../devis/server';
import { isTokenShaped, tokenHash } from '../server/auth';
import { recordEvent } from '../quotes/server';
import { database, type Sql } from '../server/db';
import { enqueueMail, sendQueueSoon } from '../server/mail';
import {
  acompteInvoice,
  balanceInvoice,
  cancellationInvoice,
  creditNote,
  keptOnCancellation,
  type InvoiceSource,
  type Issue,
} from './compose';
import { facturX } from './facturx';
import { INVOICE_TITLE } from './mentions';
import { renderInvoicePdf } from './pdf';
import { insertInvoice, invoiceFile, invoicesOfDevis, nextInvoiceNumber, type InvoiceRow } from './store';
import type { InvoiceDocument, InvoiceReference, InvoiceSeller } from './types';

/** The seller as content/site.yaml names it (legal identity, bank account, VAT option). */
export function invoiceSeller(): InvoiceSeller {
  const { legal, banque } = site;
  return {
    name: legal.raison_sociale,
    legalForm: legal.forme_juridique,
    capital: legal.capital,
    street: legal.siege.rue,
    postcode: legal.siege.code_postal,
    city: legal.siege.ville,
    siren: legal.siren,
    rcsCity: legal.rcs_ville,
    vatNumber: legal.tva,
    email: site.email,
    iban: banque.iban,
    bic: banque.bic,
    vatOnDebits: legal.tva_sur_les_debits ?? false,
  };
}

const sourceOf = (devis: DevisRow): InvoiceSource => ({ number: devis.number ?? '', body: devis.body, totals: devis.totals });

export const referenceOf = (invoice: InvoiceRow): InvoiceReference => ({
  number: invoice.number,
  issuedOn: invoice.issuedOn,
  ttcCents: invoice.document.totals.ttcCents,
});

/** Numbers, draws, stores and mails one document; `compose` gets the number and the day. */
export async function issue(
  sql: Sql,
  devis: DevisRow,
  compose: (issue: Issue) => InvoiceDocument,
  actor: string,
  now: Date,
  paymentId?: number,
): Promise<InvoiceRow> {
  const issuedOn = parisToday(now);
  const number = await nextInvoiceNumber(sql, Number(issuedOn.slice(0, 4)));
  const document = compose({ number, issuedOn, seller: invoiceSeller(), terms: devisTerms().contract });
  const made = await facturX(document, await renderInvoicePdf(document));
  const pdfSha256 = createHash('sha256').update(made.pdf).digest('hex');
  const row = await insertInvoice(sql, { document, devisId: devis.id, pdf: made.pdf, pdfSha256, xml: made.xml, paymentId, at: now });
  const title = `${INVOICE_TITLE[document.kind]} ${number}`;
  if (devis.quoteId !== undefined)
    await recordEvent(
      sql,
      devis.quoteId,
      actor,
      `${title} émise`,
      `${formatCents(document.totals.ttcCents)} TTC, PDF SHA-256 ${pdfSha256}`,
      now,
    );
  await enqueueMail(sql, {
    kind: 'facture',
    reference: number,
    at: now,
    message: {
      to: document.buyer.email,
      replyTo: document.seller.email,
      toVisitor: true,
      subject: `${title} — ${site.brand}`,
      text: [
        'Bonjour,',
        '',
        `Voici ${document.kind === 'avoir' ? 'notre avoir' : 'notre facture'} ${number} pour le devis ${document.devisNumber} : ${formatCents(document.totals.ttcCents)} TTC${document.payableCents > 0 && document.kind !== 'avoir' ? `, ${formatCents(document.payableCents)} à régler` : ''}.`,
        'Le PDF joint est au format Factur-X : votre logiciel de comptabilité lit les montants qu’il contient.',
        '',
        `L’équipe ${site.brand}`,
      ].join('\n'),
      attachments: [{ filename: `${number}.pdf`, contentType: 'application/pdf', base64: Buffer.from(made.pdf).toString('base64') }],
    },
  });
  return row;
}

/** The acompte invoice of a payment just recorded, in its transaction. */
export const issueAcompte = (sql: Sql, devis: DevisRow, payment: { id: number; on: string; cents: number }, actor: string, now: Date) =>
  issue(sql, devis, (numbered) => acompteInvoice(sourceOf(devis), numbered, payment), actor, now, payment.id);

const refusal = (message: string): ActionResult => ({ ok: false, problems: [{ field: 'facture', message }] });

async function inTransaction(work: (sql: Sql) => Promise<ActionResult>): Promise<ActionResult> {
  const outcome = await (await database()).transaction(work);
  await sendQueueSoon();
  return outcome;
}

/** The balance invoice, after the event or on demand: once per devis, every acompte invoice deducted. */
export function issueBalance(devisId: number, actor: string, now = new Date()): Promise<ActionResult> {
  return inTransaction(async (sql) => {
    const devis = await devisById(sql, devisId, true);
    if (!devis || devis.status !== 'accepte') return refusal('Seul un devis accepté reçoit sa facture de solde.');
    const issued = await invoicesOfDevis(sql, devisId);
    if (issued.some((invoice) => invoice.kind === 'solde')) return refusal('La facture de solde de ce devis est déjà émise.');
    const acomptes = issued.filter((invoice) => invoice.kind === 'acompte').map(referenceOf);
    const row = await issue(sql, devis, (numbered) => balanceInvoice(sourceOf(devis), numbered, acomptes), actor, now);
    return { ok: true, message: `Facture ${row.number} émise et envoyée au client.` };
  });
}

/** The balance invoices of accepted devis whose event has passed (the day after its last day, in Paris), once each. */
export async function issueDueBalances(now = new Date()): Promise<number> {
  const db = await database();
  let issued = 0;
  for (const id of await acceptedEndedBefore(db, parisToday(now))) {
    if ((await invoicesOfDevis(db, id)).some((invoice) => invoice.kind === 'solde')) continue;
    if ((await issueBalance(id, 'facturation automatique', now)).ok) issued++;
  }
  return issued;
}

/**
 * A cancelled devis that had received money (`received`, lib/payments): a credit note for its
 * acompte invoices, and an invoice for what the rental terms keep on the day it was cancelled; once.
 */
export function issueCancellation(devisId: number, on: string, received: number, actor: string, now = new Date()): Promise<ActionResult> {
  return inTransaction(async (sql) => {
    const devis = await devisById(sql, devisId, true);
    if (!devis || devis.status !== 'annule') return refusal('Seul un devis annulé reçoit sa facture d’annulation.');
    const issued = await invoicesOfDevis(sql, devisId);
    if (issued.some((invoice) => invoice.kind === 'annulation' || invoice.kind === 'avoir' || invoice.kind === 'solde'))
      return refusal('L’annulation de ce devis est déjà facturée.');
    const acomptes = issued.filter((invoice) => invoice.kind === 'acompte').map(referenceOf);
    const source = sourceOf(devis);
    const kept = keptOnCancellation(source, on, received, devisTerms().contract);
    const messages: string[] = [];
    if (acomptes.length > 0)
      messages.push((await issue(sql, devis, (numbered) => creditNote(source, numbered, acomptes, on), actor, now)).number);
    if (kept > 0)
      messages.push((await issue(sql, devis, (numbered) => cancellationInvoice(source, numbered, kept, received, on), actor, now)).number);
    const refund = received - kept;
    return {
      ok: true,
      message: `Émis : ${messages.join(', ')}.${refund > 0 ? ` À rembourser au client : ${formatCents(refund)}.` : ''}`,
    };
  });
}

/** An invoice's PDF/A-3 or its XML for the signed-in provider; undefined without a session. */
export async function deskInvoiceFile(number: string, format: 'pdf' | 'xml') {
  if (!(await currentDesk())) return undefined;
  const file = await invoiceFile(await database(), number);
  return (
    file &&
    (format === 'pdf'
      ? { name: `${number}.pdf`, body: file.pdf, type: 'application/pdf' }
      : { name: `${number}.xml`, body: file.xml, type: 'application/xml' })
  );
}

/** The invoices of the devis behind a client's acceptance link, newest last: their numbers, kinds and dates. */
export async function invoicesForToken(token: string): Promise<{ number: string; title: string; issuedOn: string; ttcCents: number }[]> {
  if (!isTokenShaped(token)) return [];
  const db = await database();
  const devis = await devisByTokenHash(db, tokenHash(token));
  if (!devis) return [];
  return (await invoicesOfDevis(db, devis.id)).map((invoice) => ({
    number: invoice.number,
    title: `${INVOICE_TITLE[invoice.kind]} ${invoice.number}`,
    issuedOn: invoice.issuedOn,
    ttcCents: invoice.document.totals.ttcCents,
  }));
}

/** One invoice's PDF behind the client's acceptance link: only an invoice of that devis. */
export async function invoicePdfForToken(token: string, number: string) {
  if (!(await invoicesForToken(token)).some((invoice) => invoice.number === number)) return undefined;
  const file = await invoiceFile(await database(), number);
  return file && { name: `${number}.pdf`, body: file.pdf, type: 'application/pdf' };
}
