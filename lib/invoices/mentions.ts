// What an invoice prints, in French (an invoice of a French company is in French): the seller's and
// the buyer's identity, the dates, the nature of the operation, the payment and the mentions the law
// requires (CGI art. 242 nonies A; Code de commerce L441-9, L441-10 and D441-5), typeset once here
// for the PDF. Pure: the figures come from the document.
import { formatCents, formatEuros, formatLongDate, formatPercent } from '../french/format';
import { frenchTypography } from '../french/typography';
import type { InvoiceDocument, InvoiceKind } from './types';

export const INVOICE_TITLE: Record<InvoiceKind, string> = {
  acompte: 'Facture d’acompte',
  solde: 'Facture',
  annulation: 'Facture',
  avoir: 'Avoir',
};

/** The nature of the operation, as the e-invoicing reform names it. */
export const NATURE = 'Prestations de services';

/** The fixed indemnity for recovery costs owed by a late business client (Code de commerce D441-5). */
const RECOVERY_FEE_EUROS = 40;

export const VAT_ON_DEBITS = 'Option pour le paiement de la taxe d’après les débits';

export type InvoiceMentions = {
  title: string;
  facts: string[];
  seller: string[];
  buyer: string[];
  /** Per VAT rate: « TVA 20 % sur 450,00 € » and its amount. */
  rates: { label: string; amount: string }[];
  /** The totals, then what is deducted and what is left, a label and an amount each. */
  totals: { label: string; amount: string; strong?: boolean }[];
  paragraphs: string[];
};

const day = (iso: string) => formatLongDate(iso);

export function invoiceMentions(doc: InvoiceDocument): InvoiceMentions {
  const { seller, buyer } = doc;
  const service =
    doc.service.from === doc.service.to ? `le ${day(doc.service.from)}` : `du ${day(doc.service.from)} au ${day(doc.service.to)}`;
  const facts = [
    `Date d’émission : ${day(doc.issuedOn)}`,
    `Date de la prestation : ${service}`,
    `Échéance : ${doc.payableCents > 0 ? day(doc.dueOn) : 'acquittée'}`,
    `Devis ${doc.devisNumber} (demande ${doc.reference})`,
  ];
  const buyerLines = [
    doc.buyer.company ?? buyer.name,
    ...(buyer.company ? [`À l’attention de ${buyer.name}`] : []),
    ...buyer.address,
    buyer.email,
    ...(doc.business ? [`SIREN : ${buyer.siren ?? 'non communiqué'}`, `N° de TVA : ${buyer.vatNumber ?? 'non communiqué'}`] : []),
  ];
  const totals: InvoiceMentions['totals'] = [
    { label: 'Total HT', amount: formatCents(doc.totals.htCents) },
    { label: 'Total TVA', amount: formatCents(doc.totals.tvaCents) },
    { label: doc.kind === 'avoir' ? 'Total de l’avoir TTC' : 'Total TTC', amount: formatCents(doc.totals.ttcCents), strong: true },
  ];
  if (doc.kind === 'solde')
    for (const acompte of doc.references)
      totals.push({
        label: `Acompte, facture ${acompte.number} du ${day(acompte.issuedOn)}`,
        amount: `− ${formatCents(acompte.ttcCents)}`,
      });
  else if (doc.paidCents > 0) totals.push({ label: 'Déjà réglé', amount: `− ${formatCents(doc.paidCents)}` });
  totals.push({
    label: doc.kind === 'avoir' ? 'Montant à votre crédit' : 'Net à payer',
    amount: formatCents(doc.payableCents),
    strong: true,
  });

  const paragraphs = [`Nature de l’opération : ${NATURE.toLowerCase()} (location de salle).`, doc.note];
  if (doc.kind === 'avoir')
    paragraphs.push(
      `Avoir sur ${doc.references.map((invoice) => `la facture ${invoice.number} du ${day(invoice.issuedOn)}`).join(', ')} : ces factures sont annulées pour leur montant.`,
    );
  if (doc.payableCents > 0 && doc.kind !== 'avoir')
    paragraphs.push(`Paiement par virement : IBAN ${seller.iban}, BIC ${seller.bic}, avec la référence ${doc.number}.`);
  if (doc.business)
    paragraphs.push(
      `En cas de retard de paiement : pénalités au taux d’intérêt appliqué par la Banque centrale européenne à son opération de refinancement la plus récente, majoré de 10 points (article L441-10 du Code de commerce), et indemnité forfaitaire pour frais de recouvrement de ${RECOVERY_FEE_EUROS} € (article D441-5). Pas d’escompte pour paiement anticipé.`,
    );
  if (seller.vatOnDebits) paragraphs.push(`${VAT_ON_DEBITS}.`);
  return {
    title: `${INVOICE_TITLE[doc.kind]} ${doc.number}`,
    facts: facts.map(frenchTypography),
    seller: [
      `${seller.name}, ${seller.legalForm} au capital de ${formatEuros(seller.capital)}`,
      `${seller.street}, ${seller.postcode} ${seller.city}`,
      `SIREN ${seller.siren} — RCS ${seller.rcsCity}`,
      `N° de TVA : ${seller.vatNumber}`,
    ].map(frenchTypography),
    buyer: buyerLines.map(frenchTypography),
    rates: doc.totals.byRate.map((rate) => ({
      label: frenchTypography(`TVA ${formatPercent(rate.vatRate)} sur ${formatCents(rate.htCents)} HT`),
      amount: formatCents(rate.tvaCents),
    })),
    totals: totals.map((total) => ({ ...total, label: frenchTypography(total.label) })),
    paragraphs: paragraphs.map(frenchTypography),
  };
}
