// The invoices' public entry, safe in the browser: the documents' shape, their titles, the number,
// and the rules read from the accepted devis (a cancellation's share, the cents shared out).
// Composing, issuing, the PDF and Factur-X: ./server.ts.
export * from './types';
export { formatInvoiceNumber } from './number';
export { keptOnCancellation, shareOut, type InvoiceSource } from './compose';
export { INVOICE_TITLE } from './mentions';
