import 'server-only';
// Factur-X, profile EN 16931: the invoice's PDF made a PDF/A-3 with its Cross Industry Invoice XML
// inside, by @e-invoice-eu/core (it writes the CII from its UBL-shaped input, the XMP metadata
// and the output intent). The XML is read back from the PDF it wrote (@cantoo/pdf-lib, the
// library's own PDF engine) so that the stored copy is byte for byte the embedded one.
import { InvoiceService, type Invoice } from '@e-invoice-eu/core';
import { PDFDocument } from '@cantoo/pdf-lib';
import { NATURE, VAT_ON_DEBITS } from './mentions';
import type { InvoiceDocument } from './types';

/** UNTDID 1001: a prepayment invoice, a commercial invoice, a credit note. */
export const TYPE_CODES = { acompte: '386', solde: '380', annulation: '380', avoir: '381' } as const;

export const XML_NAME = 'factur-x.xml';

const amount = (cents: number) => (cents / 100).toFixed(2);
const price = (cents: number) => String(Math.round(Math.abs(cents) * 100) / 10_000);
const EUR = 'EUR';
const siren = (value: string) => value.replace(/\s/g, '');

type Ubl = Invoice['ubl:Invoice'];

function nonEmpty<T>(items: T[]): [T, ...T[]] {
  const [first, ...rest] = items;
  if (first === undefined) throw new Error('Une facture sans ligne ne s’émet pas.');
  return [first, ...rest];
}

/** The invoice in the library's input (UBL element names), every figure the PDF prints. */
export function ublOf(doc: InvoiceDocument): Invoice {
  const { seller, buyer } = doc;
  const category = (rate: number) => ({
    'cbc:ID': rate > 0 ? ('S' as const) : ('Z' as const),
    'cbc:Percent': String(rate),
    'cac:TaxScheme': { 'cbc:ID': 'VAT' },
  });
  // The invoices named (BT-25) go in the note: @e-invoice-eu/core 2.3.4 reads `cac:BillingReference`
  // one level too high and writes nothing for it (docs/facturation.md).
  const named = doc.references.map(
    (ref) => `${doc.kind === 'avoir' ? 'Avoir sur la facture' : 'Acompte déduit : facture'} ${ref.number} du ${ref.issuedOn}`,
  );
  const notes = [NATURE, doc.note, ...named, ...(seller.vatOnDebits ? [VAT_ON_DEBITS] : [])];
  const invoice: Ubl = {
    'cbc:CustomizationID': 'urn:cen.eu:en16931:2017',
    'cbc:ID': doc.number,
    'cbc:IssueDate': doc.issuedOn,
    ...(doc.payableCents > 0 && { 'cbc:DueDate': doc.dueOn }),
    'cbc:InvoiceTypeCode': TYPE_CODES[doc.kind],
    // One note: the library writes each further one as a second Content of the same note, which the schema refuses.
    'cbc:Note': [notes.join('\n')],
    'cbc:DocumentCurrencyCode': EUR,
    'cac:InvoicePeriod': { 'cbc:StartDate': doc.service.from, 'cbc:EndDate': doc.service.to },
    'cac:ContractDocumentReference': { 'cbc:ID': doc.devisNumber },
    'cac:AccountingSupplierParty': {
      'cac:Party': {
        'cac:PostalAddress': {
          'cbc:StreetName': seller.street,
          'cbc:CityName': seller.city,
          'cbc:PostalZone': seller.postcode,
          'cac:Country': { 'cbc:IdentificationCode': 'FR' },
        },
        'cac:PartyTaxScheme': [{ 'cbc:CompanyID': seller.vatNumber, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } }],
        'cac:PartyLegalEntity': {
          'cbc:RegistrationName': seller.name,
          'cbc:CompanyID': siren(seller.siren),
          'cbc:CompanyID@schemeID': '0002',
          'cbc:CompanyLegalForm': `${seller.legalForm} au capital de ${seller.capital} €, RCS ${seller.rcsCity}`,
        },
        'cac:Contact': { 'cbc:ElectronicMail': seller.email },
      },
    },
    'cac:AccountingCustomerParty': {
      'cac:Party': {
        'cac:PostalAddress': {
          ...(buyer.address[0] && { 'cbc:StreetName': buyer.address[0] }),
          ...(buyer.address[1] && { 'cbc:AdditionalStreetName': buyer.address.slice(1).join(', ') }),
          'cac:Country': { 'cbc:IdentificationCode': 'FR' },
        },
        ...(buyer.vatNumber && { 'cac:PartyTaxScheme': { 'cbc:CompanyID': buyer.vatNumber, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } } }),
        'cac:PartyLegalEntity': {
          'cbc:RegistrationName': buyer.company ?? buyer.name,
          ...(buyer.siren && { 'cbc:CompanyID': siren(buyer.siren), 'cbc:CompanyID@schemeID': '0002' }),
        },
        'cac:Contact': { 'cbc:Name': buyer.name, 'cbc:ElectronicMail': buyer.email },
      },
    },
    'cac:Delivery': { 'cbc:ActualDeliveryDate': doc.service.from },
    ...(doc.payableCents > 0 &&
      doc.kind !== 'avoir' && {
        'cac:PaymentMeans': [
          {
            'cbc:PaymentMeansCode': '58',
            'cbc:PaymentID': doc.number,
            'cac:PayeeFinancialAccount': { 'cbc:ID': seller.iban.replace(/\s/g, '') },
          },
        ],
      }),
    'cac:PaymentTerms': { 'cbc:Note': doc.payableCents > 0 ? `À régler au plus tard le ${doc.dueOn}.` : 'Acquittée.' },
    'cac:TaxTotal': [
      {
        'cbc:TaxAmount': amount(doc.totals.tvaCents),
        'cbc:TaxAmount@currencyID': EUR,
        'cac:TaxSubtotal': doc.totals.byRate.map((rate) => ({
          'cbc:TaxableAmount': amount(rate.htCents),
          'cbc:TaxableAmount@currencyID': EUR,
          'cbc:TaxAmount': amount(rate.tvaCents),
          'cbc:TaxAmount@currencyID': EUR,
          'cac:TaxCategory': category(rate.vatRate),
        })),
      },
    ],
    'cac:LegalMonetaryTotal': {
      'cbc:LineExtensionAmount': amount(doc.totals.htCents),
      'cbc:LineExtensionAmount@currencyID': EUR,
      'cbc:TaxExclusiveAmount': amount(doc.totals.htCents),
      'cbc:TaxExclusiveAmount@currencyID': EUR,
      'cbc:TaxInclusiveAmount': amount(doc.totals.ttcCents),
      'cbc:TaxInclusiveAmount@currencyID': EUR,
      ...(doc.paidCents > 0 && { 'cbc:PrepaidAmount': amount(doc.paidCents), 'cbc:PrepaidAmount@currencyID': EUR }),
      'cbc:PayableAmount': amount(doc.payableCents),
      'cbc:PayableAmount@currencyID': EUR,
    },
    'cac:InvoiceLine': nonEmpty(
      doc.lines.map((line, i) => ({
        'cbc:ID': String(i + 1),
        // A discount is a negative quantity at a positive price (EN 16931 BR-27: no negative price).
        'cbc:InvoicedQuantity': String(line.unitHtCents < 0 ? -line.quantity : line.quantity),
        'cbc:InvoicedQuantity@unitCode': 'C62',
        'cbc:LineExtensionAmount': amount(line.htCents),
        'cbc:LineExtensionAmount@currencyID': EUR,
        'cac:Item': { 'cbc:Name': line.label, 'cac:ClassifiedTaxCategory': category(line.vatRate) },
        'cac:Price': { 'cbc:PriceAmount': price(line.unitHtCents), 'cbc:PriceAmount@currencyID': EUR },
      })),
    ),
  };
  return { 'ubl:Invoice': invoice };
}

const service = new InvoiceService({ log: () => undefined, warn: () => undefined, error: console.error });

/** The PDF/A-3 with its XML inside, and the XML as embedded. */
export async function facturX(doc: InvoiceDocument, pdf: Uint8Array): Promise<{ pdf: Uint8Array; xml: string }> {
  const made = await service.generate(ublOf(doc), {
    format: 'Factur-X-EN16931',
    lang: 'fr-fr',
    pdf: { buffer: pdf, filename: `${doc.number}.pdf`, mimetype: 'application/pdf' },
  });
  const bytes = typeof made === 'string' ? new TextEncoder().encode(made) : made;
  const attachment = (await PDFDocument.load(bytes, { updateMetadata: false })).getAttachments().find((file) => file.name === XML_NAME);
  if (!attachment) throw new Error(`Factur-X sans ${XML_NAME} : ${doc.number}.`);
  return { pdf: bytes, xml: new TextDecoder().decode(attachment.data) };
}
