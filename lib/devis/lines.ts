// A devis drafted from a request: the engine's own lines (`estimate`, the same as /calcul), each
// in cents with its unit price, quantity and VAT rate. No price is computed here.
import type { Locale } from '../i18n';
import { estimate, type PriceRequest, type PricingFormula } from '../pricing';
import { toCents } from './totals';
import type { DevisLine } from './types';

/**
 * The lines of the engine's estimate. Every line carries the site's VAT rate: a professional's
 * prices are HT and the rate is added; an individual's are TTC and already include it.
 * In English, await `loadDevisWords('en')` first (the engine's English labels).
 */
export function draftLines(formula: PricingFormula, request: PriceRequest, locale: Locale = 'fr'): DevisLine[] {
  return estimate(formula, request, locale).lines.map((line) => ({
    label: line.label,
    unitCents: toCents(line.unit),
    quantity: line.quantity,
    vatRate: formula.taux_tva,
    origin: 'moteur',
  }));
}
