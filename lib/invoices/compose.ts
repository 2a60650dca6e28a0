// The invoices of a devis, composed from the accepted devis and nothing typed again: the acompte's
// (VAT on the amount received, CGI 269-2-c), the balance's (every acompte invoice deducted by its
// number), and a cancellation's (an invoice for what the rental terms keep, a credit note for the
// acompte invoices it replaces). Pure: the number, the seller and the dates come in as arguments.
import { addDays } from '../dates/paris';
import { devisTotals, type DevisBody, type DevisLine, type DevisTotals } from '../devis';
import type { InvoiceBuyer, InvoiceDocument, InvoiceKind, InvoiceLine, InvoiceReference, InvoiceSeller } from './types';

/** The accepted devis an invoice comes from, as stored. */
export type InvoiceSource = { number: string; body: DevisBody; totals: DevisTotals };

/** The rental terms' figures an invoice applies (content/site.yaml `devis`, lib/devis `devisTerms().contract`). */
export type ContractTerms = {
  proPaymentDays: number;
  cancellation: { refundDays: number; feeEuros: number; partialDays: number; sharePercent: number; fullDays: number };
};

/** Who issues, when, under which number, on which terms. */
export type Issue = { number: string; issuedOn: string; seller: InvoiceSeller; terms: ContractTerms };

const DAY = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY);

export function buyerOf(body: DevisBody): InvoiceBuyer {
  const { client } = body;
  return {
    name: client.name,
    company: client.company,
    address: client.address ?? [],
    email: client.email,
    siren: client.siren,
    vatNumber: client.vatNumber,
  };
}

/**
 * Shares `amounts` out in proportion to `weights`, to the cent, the cents left by rounding going
 * to the largest remainders: the parts always add up to the total.
 */
export function shareOut(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return weights.map((_, i) => (i === 0 ? total : 0));
  const exact = weights.map((w) => (total * w) / sum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = exact.map((value, i) => ({ i, rest: value - Math.floor(value) })).sort((a, b) => b.rest - a.rest);
  for (const { i } of order) {
    if (left <= 0) break;
    parts[i] = (parts[i] ?? 0) + 1;
    left--;
  }
  return parts;
}

/**
 * The devis's lines excluding VAT. A devis to individuals is priced TTC: each rate's HT (./totals
 * of the devis) is shared out over its lines, so that the lines add up to the rate's HT exactly.
 */
export function linesExcludingVat(body: DevisBody, totals: DevisTotals): InvoiceLine[] {
  const amount = (line: DevisLine) => line.unitCents * line.quantity;
  if (body.basis === 'HT')
    return body.lines.map((line) => ({
      label: line.label,
      quantity: line.quantity,
      unitHtCents: line.unitCents,
      vatRate: line.vatRate,
      htCents: amount(line),
    }));
  const result = new Map<DevisLine, number>();
  for (const rate of totals.byRate) {
    const lines = body.lines.filter((line) => line.vatRate === rate.vatRate);
    const shares = shareOut(rate.htCents, lines.map(amount));
    lines.forEach((line, i) => result.set(line, shares[i] ?? 0));
  }
  return body.lines.map((line) => {
    const htCents = result.get(line) ?? 0;
    return { label: line.label, quantity: line.quantity, unitHtCents: htCents / line.quantity, vatRate: line.vatRate, htCents };
  });
}

/** An amount received (TTC) split over the devis's VAT rates in proportion, with the VAT taken out of each part. */
function partsOf(source: InvoiceSource, ttcCents: number, label: (rate: number) => string) {
  const rates = source.totals.byRate;
  const shares = shareOut(
    ttcCents,
    rates.map((rate) => rate.ttcCents),
  );
  const lines: DevisLine[] = rates.map((rate, i) => ({
    label: label(rate.vatRate),
    unitCents: shares[i] ?? 0,
    quantity: 1,
    vatRate: rate.vatRate,
    origin: 'libre',
  }));
  const totals = devisTotals(lines, 'TTC');
  const invoiceLines = totals.byRate.map((rate) => ({
    label: label(rate.vatRate),
    quantity: 1,
    unitHtCents: rate.htCents,
    vatRate: rate.vatRate,
    htCents: rate.htCents,
  }));
  return { lines: invoiceLines, totals };
}

function common(source: InvoiceSource, issue: Issue, kind: InvoiceKind) {
  const { dates } = source.body.rental;
  return {
    number: issue.number,
    kind,
    issuedOn: issue.issuedOn,
    service: { from: dates[0] ?? issue.issuedOn, to: dates.at(-1) ?? issue.issuedOn },
    seller: issue.seller,
    buyer: buyerOf(source.body),
    business: source.body.audience === 'pro',
    devisNumber: source.number,
    reference: source.body.reference,
  };
}

/** What a business has to pay by: 30 days after the invoice (the rental terms); an individual, on receipt. */
const dueOn = (source: InvoiceSource, issue: Issue) =>
  source.body.audience === 'pro' ? addDays(issue.issuedOn, issue.terms.proPaymentDays) : issue.issuedOn;

/** The acompte's invoice: the amount received, VAT included, paid on issue. */
export function acompteInvoice(source: InvoiceSource, issue: Issue, received: { on: string; cents: number }): InvoiceDocument {
  const { lines, totals } = partsOf(
    source,
    received.cents,
    () => `Acompte sur le devis ${source.number} : ${source.body.rental.formulaName}`,
  );
  return {
    ...common(source, issue, 'acompte'),
    dueOn: issue.issuedOn,
    lines,
    totals,
    references: [],
    paidCents: totals.ttcCents,
    payableCents: 0,
    note: `Acompte reçu le ${received.on}.`,
  };
}

/** The balance's invoice: every line of the devis, less each acompte invoice, named by its number. */
export function balanceInvoice(source: InvoiceSource, issue: Issue, acomptes: readonly InvoiceReference[]): InvoiceDocument {
  const paid = acomptes.reduce((total, invoice) => total + invoice.ttcCents, 0);
  const totals = source.totals;
  return {
    ...common(source, issue, 'solde'),
    dueOn: dueOn(source, issue),
    lines: linesExcludingVat(source.body, totals),
    totals: { htCents: totals.htCents, tvaCents: totals.tvaCents, ttcCents: totals.ttcCents, byRate: totals.byRate },
    references: [...acomptes],
    paidCents: paid,
    payableCents: totals.ttcCents - paid,
    note: acomptes.length > 0 ? `Solde du devis ${source.number}, acomptes déduits.` : `Devis ${source.number}.`,
  };
}

/**
 * What the rental terms keep when the client cancels on `on`: an individual's acompte refunded less
 * the fee long before, the acompte kept, a share of the price, then the whole price near the event.
 */
export function keptOnCancellation(source: InvoiceSource, on: string, receivedCents: number, terms: ContractTerms): number {
  const { refundDays, feeEuros, partialDays, sharePercent, fullDays } = terms.cancellation;
  const before = daysBetween(on, source.body.rental.dates[0] ?? on);
  const total = source.totals.ttcCents;
  const received = Math.min(receivedCents, total);
  if (before > refundDays && source.body.audience === 'particuliers') return Math.min(feeEuros * 100, received);
  if (before > partialDays) return received;
  if (before >= fullDays) return Math.max(Math.round((total * sharePercent) / 100), received);
  return total;
}

const scale = (source: InvoiceSource, on: string, terms: ContractTerms) => {
  const { refundDays, feeEuros, partialDays, sharePercent, fullDays } = terms.cancellation;
  const before = daysBetween(on, source.body.rental.dates[0] ?? on);
  return before > refundDays && source.body.audience === 'particuliers'
    ? `plus de ${refundDays} jours avant l’événement : l’acompte est remboursé, moins ${feeEuros} € de frais`
    : before > partialDays
      ? `plus de ${partialDays} jours avant l’événement : l’acompte reste acquis`
      : before >= fullDays
        ? `entre ${partialDays} et ${fullDays} jours avant l’événement : ${sharePercent} % du prix total est dû`
        : `moins de ${fullDays} jours avant l’événement : le prix total est dû`;
};

/** The credit note cancelling the acompte invoices of a cancelled devis: their whole amount, by number. */
export function creditNote(source: InvoiceSource, issue: Issue, credited: readonly InvoiceReference[], on: string): InvoiceDocument {
  const cents = credited.reduce((total, invoice) => total + invoice.ttcCents, 0);
  const { lines, totals } = partsOf(source, cents, () => `Annulation des acomptes facturés sur le devis ${source.number}`);
  return {
    ...common(source, issue, 'avoir'),
    dueOn: issue.issuedOn,
    lines,
    totals,
    references: [...credited],
    paidCents: 0,
    payableCents: totals.ttcCents,
    note: `Réservation annulée le ${on}.`,
  };
}

/** The invoice for what a cancellation keeps, by the rental terms' scale; the acomptes received are deducted from it. */
export function cancellationInvoice(
  source: InvoiceSource,
  issue: Issue,
  keptCents: number,
  receivedCents: number,
  on: string,
): InvoiceDocument {
  const { lines, totals } = partsOf(
    source,
    keptCents,
    () => `Annulation du devis ${source.number} : montant dû selon les conditions de location`,
  );
  const paid = Math.min(receivedCents, totals.ttcCents);
  return {
    ...common(source, issue, 'annulation'),
    dueOn: dueOn(source, issue),
    lines,
    totals,
    references: [],
    paidCents: paid,
    payableCents: totals.ttcCents - paid,
    note: `Réservation annulée le ${on}, ${scale(source, on, issue.terms)}.`,
  };
}
