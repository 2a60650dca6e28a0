// The figures every language writes through Intl, built from its tag (LANGUAGE_TAG): euros,
// euros with their cents, a percentage. Each language's format module (lib/french/format.ts,
// lib/english/format.ts) takes them here and adds its own words beside.
import { LANGUAGE_TAG, type Locale } from '.';

export function figuresIn(locale: Locale) {
  const tag = LANGUAGE_TAG[locale];
  const euros = new Intl.NumberFormat(tag, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
  const eurosWithCents = new Intl.NumberFormat(tag, { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 });
  const percent = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 1 });
  return {
    /** Whole euros without cents, others with them: `1 800 €`, `€12.50`. */
    formatEuros: (amount: number): string => (Number.isInteger(amount) ? euros : eurosWithCents).format(amount),
    /** A devis's amounts, in cents, always shown with them: `1 800,00 €`, `€1,800.00`. */
    formatCents: (cents: number): string => eurosWithCents.format(cents / 100),
    /** A rate given in percent: `5,5 %`, `20%`. */
    formatPercent: (rate: number): string => percent.format(rate / 100),
  };
}
