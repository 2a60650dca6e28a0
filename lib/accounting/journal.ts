// The sales journal the accountant imports: each invoice and credit note an entry of the sales
// journal (VE), each payment one of the bank journal (BQ), on the accounts the issue names: 411
// (the client, with the devis's client as auxiliary account), 706 (services, per VAT rate), 44571
// (VAT collected, per rate), 512 (bank). A balance invoice books only what its acomptes did not:
// they were booked, VAT included, when they were invoiced. Every entry balances to the cent.
import type { InvoiceDocument } from '../invoices';

export const ACCOUNTS = {
  client: { number: '411000', label: 'Clients' },
  sales: { number: '706000', label: 'Prestations de services' },
  vat: { number: '445710', label: 'TVA collectée' },
  bank: { number: '512000', label: 'Banque' },
} as const;

export const JOURNALS = { VE: 'Ventes', BQ: 'Banque' } as const;

export type JournalLine = {
  journal: keyof typeof JOURNALS;
  /** The entry's number, continuous over the export in date order. */
  entry: number;
  date: string;
  account: (typeof ACCOUNTS)[keyof typeof ACCOUNTS];
  /** The client's auxiliary account on 411 lines: their devis's request reference. */
  auxiliary?: { number: string; label: string } | undefined;
  piece: string;
  pieceDate: string;
  label: string;
  debitCents: number;
  creditCents: number;
  vatRate?: number | undefined;
};

export type JournalInvoice = { number: string; issuedOn: string; document: InvoiceDocument };
export type JournalPayment = { id: number; on: string; cents: number; client: string; reference: string; devisNumber: string };

/** The per-rate HT and VAT an invoice books: its own, less its deducted acomptes'. */
function booked(invoice: JournalInvoice, byNumber: ReadonlyMap<string, InvoiceDocument>) {
  const rates = new Map(invoice.document.totals.byRate.map((rate) => [rate.vatRate, { ht: rate.htCents, tva: rate.tvaCents }]));
  if (invoice.document.kind === 'solde')
    for (const acompte of invoice.document.references)
      for (const rate of byNumber.get(acompte.number)?.totals.byRate ?? []) {
        const at = rates.get(rate.vatRate) ?? { ht: 0, tva: 0 };
        rates.set(rate.vatRate, { ht: at.ht - rate.htCents, tva: at.tva - rate.tvaCents });
      }
  return [...rates].map(([vatRate, amounts]) => ({ vatRate, ...amounts }));
}

/** Positive on the debit side, negative on the credit side: a line with its amount on the right side. */
const side = (amount: number, debit: boolean) =>
  amount >= 0 === debit ? { debitCents: Math.abs(amount), creditCents: 0 } : { debitCents: 0, creditCents: Math.abs(amount) };

/** The journal's lines for invoices and payments, entry by entry in date order. `acomptes` lets a balance find the acomptes it deducts. */
export function journalLines(
  invoices: readonly JournalInvoice[],
  payments: readonly JournalPayment[],
  acomptes: readonly JournalInvoice[] = [],
): JournalLine[] {
  const byNumber = new Map([...acomptes, ...invoices].map((invoice) => [invoice.number, invoice.document]));
  type Entry = { date: string; order: number; lines: (entry: number) => JournalLine[] };
  const entries: Entry[] = [];
  for (const invoice of invoices) {
    const doc = invoice.document;
    const credit = doc.kind === 'avoir';
    const rates = booked(invoice, byNumber);
    const ttc = rates.reduce((total, rate) => total + rate.ht + rate.tva, 0);
    const client = { number: `C-${doc.reference}`, label: doc.buyer.company ?? doc.buyer.name };
    const label = `${credit ? 'Avoir' : 'Facture'} ${doc.number} ${client.label}`;
    const base = { journal: 'VE' as const, date: doc.issuedOn, piece: doc.number, pieceDate: doc.issuedOn, label };
    entries.push({
      date: doc.issuedOn,
      order: 0,
      lines: (entry) => [
        { ...base, entry, account: ACCOUNTS.client, auxiliary: client, ...side(ttc, !credit) },
        ...rates.map((rate) => ({ ...base, entry, account: ACCOUNTS.sales, vatRate: rate.vatRate, ...side(rate.ht, credit) })),
        ...rates
          .filter((rate) => rate.tva !== 0)
          .map((rate) => ({ ...base, entry, account: ACCOUNTS.vat, vatRate: rate.vatRate, ...side(rate.tva, credit) })),
      ],
    });
  }
  for (const payment of payments) {
    const client = { number: `C-${payment.reference}`, label: payment.client };
    const base = {
      journal: 'BQ' as const,
      date: payment.on,
      piece: `P-${payment.id}`,
      pieceDate: payment.on,
      label: `Paiement ${payment.devisNumber} ${payment.client}`,
    };
    entries.push({
      date: payment.on,
      order: 1,
      lines: (entry) => [
        { ...base, entry, account: ACCOUNTS.bank, debitCents: payment.cents, creditCents: 0 },
        { ...base, entry, account: ACCOUNTS.client, auxiliary: client, debitCents: 0, creditCents: payment.cents },
      ],
    });
  }
  return entries
    .sort((a, b) => a.date.localeCompare(b.date) || a.order - b.order)
    .flatMap((entry, i) =>
      entry.lines(i + 1).filter((line) => line.debitCents !== 0 || line.creditCents !== 0 || line.account === ACCOUNTS.client),
    );
}
