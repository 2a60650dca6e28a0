// The invoices' public entry, safe in the browser: the documents' shape, the number, the
// composition from the accepted devis and the mentions. Issuing, the PDF and Factur-X: ./server.ts.
export * from './types';
export { formatInvoiceNumber } from './number';
export {
  acompteInvoice,
  balanceInvoice,
  cancellationInvoice,
  creditNote,
  keptOnCancellation,
  linesExcludingVat,
  shareOut,
  type InvoiceSource,
} from './compose';
export { INVOICE_TITLE, invoiceMentions, NATURE, VAT_ON_DEBITS } from './mentions';
