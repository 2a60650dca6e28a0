// Prices of the rental formulas. The engine (./engine) and the request helpers
// (./request) are pure and safe in the browser; ./catalogue reads the content (server).
import type { Formula } from '../content';

export type * from './types';

/**
 * The smallest bill a formula can produce: what a "à partir de" price means.
 * Flat: the price, plus add-ons for the minimum number of people; per person: the
 * minimum total or one person; per day or evening: the minimum quantity.
 */
export function minimumBill(formula: Formula): number {
  const people = formula.personnes_min ?? 1;
  const quantity = formula.quantite?.min ?? 1;
  const base =
    formula.unite === 'personne'
      ? formula.prix_affiche * people
      : formula.unite === 'forfait'
        ? formula.prix_affiche + (formula.par_personne ?? 0) * people
        : formula.prix_affiche * quantity;
  return Math.max(base, formula.prix_min ?? 0);
}

/** The formula whose minimum bill is the lowest: the one a card's "à partir de" shows. */
export function startingFormula(formulas: readonly Formula[]): Formula | undefined {
  return [...formulas].sort((a, b) => minimumBill(a) - minimumBill(b))[0];
}
