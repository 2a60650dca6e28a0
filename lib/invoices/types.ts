// An invoice or a credit note as issued: every figure and mention its PDF prints and its Factur-X
// XML carries, frozen in the `invoices` table. Amounts are whole cents; dates `YYYY-MM-DD` in Paris.
import type { RateTotal } from '../devis';

/** An acompte's invoice, the balance's, the one for what a cancellation keeps, and a credit note (avoir). */
export const INVOICE_KINDS = ['acompte', 'solde', 'annulation', 'avoir'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

export type InvoiceLine = {
  label: string;
  quantity: number;
  /** The unit price excluding VAT, in cents; a fraction of a cent when VAT was taken out of a TTC price. */
  unitHtCents: number;
  vatRate: number;
  htCents: number;
};

export type InvoiceSeller = {
  name: string;
  legalForm: string;
  capital: number;
  street: string;
  postcode: string;
  city: string;
  siren: string;
  rcsCity: string;
  vatNumber: string;
  email: string;
  iban: string;
  bic: string;
  /** The provider opted to pay VAT on debits (CGI 269-2-c): the invoice must say so. */
  vatOnDebits: boolean;
};

export type InvoiceBuyer = {
  name: string;
  company?: string | undefined;
  address: string[];
  email: string;
  siren?: string | undefined;
  vatNumber?: string | undefined;
};

/** An earlier invoice this one names: an acompte deducted by the balance, or the invoice a credit note corrects. */
export type InvoiceReference = { number: string; issuedOn: string; ttcCents: number };

export type InvoiceDocument = {
  number: string;
  kind: InvoiceKind;
  issuedOn: string;
  /** The days of the service (the rental's dates, first and last). */
  service: { from: string; to: string };
  dueOn: string;
  seller: InvoiceSeller;
  buyer: InvoiceBuyer;
  /** A business client: penalties, the 40 € indemnity, its SIREN and VAT number. */
  business: boolean;
  devisNumber: string;
  /** The request's reference, `DV-2026-000123`. */
  reference: string;
  lines: InvoiceLine[];
  totals: { htCents: number; tvaCents: number; ttcCents: number; byRate: RateTotal[] };
  /** Acompte invoices the balance deducts, or the invoices a credit note cancels. */
  references: InvoiceReference[];
  /** Already paid on this document (acomptes deducted, or the acompte itself). */
  paidCents: number;
  /** What is left to pay (or to refund, on a credit note). */
  payableCents: number;
  /** Why it was issued, in a sentence (the payment received, the cancellation and its terms). */
  note: string;
};
