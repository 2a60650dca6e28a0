// The accountant's public entry, safe in the browser: the journal's lines from invoices and
// payments, on their accounts. Their FEC and CSV files and the figures read from the database: ./server.ts.
export { ACCOUNTS, JOURNALS, journalLines, type JournalInvoice, type JournalLine, type JournalPayment } from './journal';
