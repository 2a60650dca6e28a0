// The invoice number: one series per year for invoices and credit notes together, with no gap,
// apart from the devis' (CGI ann. II 242 nonies A). The yearly counter (./store.ts) gives `n`.

/** `formatInvoiceNumber(2026, 1)` → `F-2026-0001`; past 9999 the number simply grows. */
export function formatInvoiceNumber(year: number, n: number): string {
  if (!Number.isInteger(year) || !Number.isInteger(n) || n < 1) throw new Error(`Numéro de facture impossible : ${year}, ${n}.`);
  return `F-${year}-${String(n).padStart(4, '0')}`;
}
