// The invoices' server entry: issuing (acompte, balance, cancellation and credit note), the
// stored files, the PDF and its Factur-X XML. Marked `import 'server-only'` through its modules.
export {
  deskInvoiceFile,
  invoicePdfForToken,
  invoicesForToken,
  invoiceSeller,
  issue,
  issueAcompte,
  issueBalance,
  issueCancellation,
  issueDueBalances,
  referenceOf,
} from './issue';
export { allInvoices, devisOfInvoice, invoiceFile, invoicesOfDevis, type InvoiceRow } from './store';
export { facturX, TYPE_CODES, ublOf, XML_NAME } from './facturx';
export { renderInvoicePdf } from './pdf';
