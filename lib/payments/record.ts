import 'server-only';
// A payment recorded, by hand in the desk or from a bank statement, in one transaction: the money
// on the devis (its first payment makes the booking firm: lib/devis `depositReceived`), and while
// the balance is not invoiced yet, the acompte invoice for what came in (VAT due on receipt, CGI
// 269-2-c). A statement line already recorded, or already set aside, changes nothing.
import {
  depositReceived,
  devisById,
  devisByNumber,
  devisOfReference,
  parseReceived,
  type ActionResult,
  type DevisRow,
} from '../devis/server';
import { formatCents } from '../french/format';
import { devisOfInvoice, invoicesOfDevis, issueAcompte, issueCancellation, type InvoiceRow } from '../invoices/server';
import { database, type Sql } from '../server/db';
import { sendQueueSoon } from '../server/mail';
import { fitOf, referencesIn, type Fit, type Reference } from './match';
import type { ImportLine, ImportReport } from './report';
import { readStatement, type StatementCredit } from './statement';

export type PaymentSource = 'saisie' | 'camt053' | 'csv';

type Received = { on: string; cents: number; source: PaymentSource; bankKey?: string | undefined; label: string; actor: string; now: Date };

export type Recorded = { paymentId: number; devis: DevisRow; invoice: InvoiceRow | undefined; fit: Fit; rebooked: boolean };
type Refused = { refused: string };

/** What a devis has received so far, in cents. */
async function receivedOn(sql: Sql, devisId: number) {
  const [row] = await sql.query<{ cents: string | number }>(
    'SELECT coalesce(sum(amount_cents), 0) AS cents FROM payments WHERE devis_id = $1',
    [devisId],
  );
  return Number(row?.cents ?? 0);
}

/**
 * Records one payment for an accepted devis; refused, with the reason, when the devis takes none
 * (lib/devis `depositReceived`); undefined when the bank line is already in.
 */
export async function recordPayment(sql: Sql, devisId: number, received: Received): Promise<Recorded | Refused | undefined> {
  const { on, cents, now } = received;
  const before = await receivedOn(sql, devisId);
  const taken = await depositReceived(sql, devisId, on, cents, received.actor, now);
  if (!taken.ok) return { refused: taken.message };
  const { devis, rebooked } = taken;
  const [row] = await sql.query<{ id: number }>(
    `INSERT INTO payments (devis_id, received_on, amount_cents, source, bank_key, label, recorded_at, actor)
     VALUES ($1, $2::date, $3, $4, $5, $6, $7::timestamptz, $8) ON CONFLICT (bank_key) DO NOTHING RETURNING id`,
    [devisId, on, cents, received.source, received.bankKey ?? null, received.label, now.toISOString(), received.actor],
  );
  if (!row) return undefined;
  const fit = fitOf({ ttcCents: devis.totals.ttcCents, depositCents: devis.depositCents, receivedCents: before }, cents);
  const invoices = await invoicesOfDevis(sql, devisId);
  // Once the balance is invoiced, a payment settles it: no acompte invoice. An excess is not invoiced.
  const invoiced = invoices
    .filter((invoice) => invoice.kind === 'acompte')
    .reduce((total, invoice) => total + invoice.document.totals.ttcCents, 0);
  const toInvoice = Math.min(cents, devis.totals.ttcCents - invoiced);
  const invoice =
    invoices.some((invoice) => invoice.kind === 'solde') || toInvoice <= 0
      ? undefined
      : await issueAcompte(sql, devis, { id: row.id, on, cents: toInvoice }, received.actor, now);
  return { paymentId: row.id, devis, invoice, fit, rebooked };
}

/** « Acompte reçu » in the desk: the transfer the provider saw on their account, and its acompte invoice. */
export async function recordTransfer(devisId: number, on: string, amount: string, actor: string, now = new Date()): Promise<ActionResult> {
  const parsed = parseReceived(on, amount);
  if (!parsed.ok) return parsed;
  const db = await database();
  const recorded = await db.transaction((sql) =>
    recordPayment(sql, devisId, { on, cents: parsed.cents, source: 'saisie', label: 'Virement saisi', actor, now }),
  );
  await sendQueueSoon();
  if (!recorded || 'refused' in recorded)
    return { ok: false, problems: [{ field: 'devis', message: recorded?.refused ?? 'Seul un devis accepté reçoit un paiement.' }] };
  const invoice = recorded.invoice ? ` Facture d’acompte ${recorded.invoice.number} émise et envoyée au client.` : '';
  const firm = recorded.rebooked
    ? 'la date était libérée, elle est réservée à nouveau et la réservation est ferme'
    : 'la réservation est ferme';
  return {
    ok: true,
    message:
      `Paiement de ${formatCents(parsed.cents)} enregistré : ${firm}.${invoice} ${recorded.fit.kind === 'exact' ? '' : recorded.fit.note}`.trim(),
  };
}

/** The devis a reference names: by its number, by an invoice's, by its request's reference. */
async function devisNamed(sql: Sql, reference: Reference): Promise<DevisRow | undefined> {
  if (reference.kind === 'devis') return devisByNumber(sql, reference.value);
  if (reference.kind === 'demande') return devisOfReference(sql, reference.value);
  const devisId = await devisOfInvoice(sql, reference.value);
  return devisId === undefined ? undefined : devisById(sql, devisId);
}

async function devisFor(sql: Sql, credit: StatementCredit): Promise<{ devis?: DevisRow; reason?: string }> {
  const references = referencesIn(credit.label);
  if (references.length === 0) return { reason: 'Aucune référence de devis, de facture ou de demande dans le libellé.' };
  for (const reference of references) {
    const found = await devisNamed(sql, reference);
    if (found?.status === 'accepte') return { devis: found };
    if (found) return { reason: `Le devis ${found.number ?? ''} n’est pas accepté : ce paiement attend votre décision.` };
  }
  return { reason: `Référence inconnue : ${references.map((r) => r.value).join(', ')}.` };
}

/**
 * Imports a statement: each credit matched to its devis by the reference its payer wrote,
 * recorded with its acompte invoice; the others set aside with their reason. Importing the same
 * statement again records nothing and sets nothing aside twice.
 */
export async function importStatement(content: string, actor: string, now = new Date()): Promise<ImportReport> {
  const read = readStatement(content);
  if (!read.ok) return read;
  const source: PaymentSource = read.format;
  const db = await database();
  const report = { recorded: [] as ImportLine[], unmatched: [] as ImportLine[], already: 0 };
  for (const credit of read.credits) {
    const line = { on: credit.on, cents: credit.cents, label: credit.label };
    await db.transaction(async (sql) => {
      const [known] = await sql.query(
        'SELECT 1 FROM payments WHERE bank_key = $1 UNION ALL SELECT 1 FROM unmatched_credits WHERE bank_key = $1',
        [credit.key],
      );
      if (known) {
        report.already++;
        return;
      }
      const match = await devisFor(sql, credit);
      const recorded = match.devis && (await recordPayment(sql, match.devis.id, { ...credit, source, bankKey: credit.key, actor, now }));
      if (recorded && 'paymentId' in recorded) {
        report.recorded.push({ ...line, devisNumber: recorded.devis.number, invoice: recorded.invoice?.number, note: recorded.fit.note });
        return;
      }
      const reason = match.reason ?? recorded?.refused ?? 'Ce devis ne reçoit pas de paiement.';
      await sql.query(
        `INSERT INTO unmatched_credits (bank_key, received_on, amount_cents, label, reason, recorded_at)
         VALUES ($1, $2::date, $3, $4, $5, $6::timestamptz) ON CONFLICT (bank_key) DO NOTHING`,
        [credit.key, credit.on, credit.cents, credit.label, reason, now.toISOString()],
      );
      report.unmatched.push({ ...line, note: reason });
    });
  }
  await sendQueueSoon();
  return { ok: true, format: read.format, ...report };
}

export type PaymentRow = {
  id: number;
  devisId: number;
  devisNumber: string;
  /** The request's reference, `DV-2026-000123`: the client's account in the journal. */
  reference: string;
  client: string;
  on: string;
  cents: number;
  source: PaymentSource;
  label: string;
};

/** The payments received in a period (or all), oldest first, with their devis and client. */
export async function paymentsBetween(sql: Sql, period?: { from: string; to: string }): Promise<PaymentRow[]> {
  const rows = await sql.query<{ id: number; devis_id: number; on: string; cents: string | number; source: PaymentSource; label: string }>(
    `SELECT id, devis_id, received_on::text AS on, amount_cents AS cents, source, label FROM payments
     ${period ? 'WHERE received_on BETWEEN $1::date AND $2::date' : ''} ORDER BY received_on, id`,
    period ? [period.from, period.to] : [],
  );
  const devis = new Map<number, DevisRow | undefined>();
  for (const id of new Set(rows.map((row) => row.devis_id))) devis.set(id, await devisById(sql, id));
  return rows.map((row) => {
    const of = devis.get(row.devis_id);
    return {
      id: row.id,
      devisId: row.devis_id,
      devisNumber: of?.number ?? '',
      reference: of?.body.reference ?? '',
      client: of ? (of.body.client.company ?? of.body.client.name) : '',
      on: row.on,
      cents: Number(row.cents),
      source: row.source,
      label: row.label,
    };
  });
}

export type UnmatchedCredit = { on: string; cents: number; label: string; reason: string };

/** The statement lines no devis took, newest first, with their reason: what the provider still has to look at. */
export async function unmatchedCredits(): Promise<UnmatchedCredit[]> {
  const db = await database();
  const rows = await db.query<{ on: string; cents: string | number; label: string; reason: string }>(
    `SELECT received_on::text AS on, amount_cents AS cents, label, reason FROM unmatched_credits ORDER BY received_on DESC, bank_key`,
  );
  return rows.map((row) => ({ on: row.on, cents: Number(row.cents), label: row.label, reason: row.reason }));
}

/** A cancelled devis's credit note and cancellation invoice (lib/invoices), from what it received. */
export async function invoiceCancellation(devisId: number, on: string, actor: string, now = new Date()): Promise<ActionResult> {
  const db = await database();
  return issueCancellation(devisId, on, await receivedOn(db, devisId), actor, now);
}
