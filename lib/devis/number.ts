// The devis number: one series per year with no gap (the lead's yearly counter gives `n`).

/** `formatDevisNumber(2026, 1)` → `D-2026-0001`; past 9999 the number simply grows. */
export function formatDevisNumber(year: number, n: number): string {
  if (!Number.isInteger(year) || !Number.isInteger(n) || n < 1) throw new Error(`Numéro de devis impossible : ${year}, ${n}.`);
  return `D-${year}-${String(n).padStart(4, '0')}`;
}
