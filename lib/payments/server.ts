// The payments' server entry: a transfer typed in the desk, a bank statement imported (camt.053 or
// the bank's CSV), each with its acompte invoice; a cancellation invoiced from what came in; the
// invoices with their state. Marked `import 'server-only'` through ./record.ts.
export {
  importStatement,
  invoiceCancellation,
  paymentsBetween,
  recordPayment,
  recordTransfer,
  unmatchedCredits,
  type PaymentRow,
  type UnmatchedCredit,
} from './record';
export type { ImportLine, ImportReport } from './report';
export { centsOf, readStatement, type StatementCredit } from './statement';
export { invoiceList, type InvoiceState, type ListedInvoice } from './states';
