// The totals of a devis in whole cents. The VAT is computed once per rate, on that rate's
// subtotal, as on an invoice: HT plus VAT for professionals, VAT taken out of TTC for individuals.
import type { Tax } from '../content-model/vocabulary';
import type { DevisLine, DevisTotals, RateTotal } from './types';

/** An engine amount in euros (`estimate`) as whole cents. */
export const toCents = (euros: number) => Math.round(euros * 100);

/** Half a cent goes away from zero, for a discount as for a price. */
const roundCents = (value: number) => Math.sign(value) * Math.round(Math.abs(value));

/** A line's amount: its unit price times its quantity, in the devis's basis. */
export const lineCents = (line: Pick<DevisLine, 'unitCents' | 'quantity'>) => line.unitCents * line.quantity;

function rateTotal(vatRate: number, subtotal: number, basis: Tax): RateTotal {
  // Rates have at most one decimal (5.5, 2.1): in tenths the products stay whole numbers.
  const tenths = Math.round(vatRate * 10);
  if (basis === 'HT') {
    const tvaCents = roundCents((subtotal * tenths) / 1000);
    return { vatRate, htCents: subtotal, tvaCents, ttcCents: subtotal + tvaCents };
  }
  const htCents = roundCents((subtotal * 1000) / (1000 + tenths));
  return { vatRate, htCents, tvaCents: subtotal - htCents, ttcCents: subtotal };
}

/** HT, TVA and TTC of the lines, and the same per VAT rate (highest rate first). */
export function devisTotals(lines: readonly DevisLine[], basis: Tax): DevisTotals {
  const rates = [...new Set(lines.map((line) => line.vatRate))].sort((a, b) => b - a);
  const byRate = rates.map((rate) =>
    rateTotal(
      rate,
      lines.filter((line) => line.vatRate === rate).reduce((total, line) => total + lineCents(line), 0),
      basis,
    ),
  );
  const add = (key: 'htCents' | 'tvaCents' | 'ttcCents') => byRate.reduce((total, rate) => total + rate[key], 0);
  return { htCents: add('htCents'), tvaCents: add('tvaCents'), ttcCents: add('ttcCents'), byRate };
}

/** The deposit a devis proposes: `percent` % of its TTC total, to the cent. */
export const depositFor = (ttcCents: number, percent: number) => roundCents((ttcCents * percent) / 100);
