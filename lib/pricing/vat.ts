// The VAT on an HT amount, rounded to the cent: one rule for the engine's totals and for
// every TTC that the formatter (./format.ts) writes beside an HT price.
const cents = (amount: number) => Math.round(amount * 100) / 100;

/** The VAT of an HT amount at `rate` %, and the TTC total. */
export function withVat(amount: number, rate: number) {
  const vat = cents((amount * rate) / 100);
  return { amount: vat, totalTTC: cents(amount + vat) };
}
