// Every price a visitor reads, as pricing states it: the amount in French (lib/french), its
// tax, the TTC of an HT price by the engine's own VAT rule (./vat.ts), and what it is counted by.
import type { PriceUnit, Tax } from '../content-model/vocabulary';
import { formatEuros } from '../french/format';
import { withVat } from './vat';

const NBSP = '\u00a0';

/** Whatever a price is counted by, as it follows the amount: `par personne`, `la demi-journée`. */
type PricePer = { unite: PriceUnit; duree_heures?: number | undefined };

/** The tax a price is stated in and the VAT rate of content/site.yaml (a formula has both). */
export type PriceTerms = { taxe: Tax; taux_tva: number };

const UNIT_WORDS: Record<Exclude<PriceUnit, 'forfait'>, string> = {
  personne: 'par personne',
  jour: 'la journée',
  soiree: 'la soirée',
  heure: 'l’heure',
};

/** A flat fee reads by its slot: 4 hours make `la demi-journée`, 8 `la journée`. */
function unitWords({ unite, duree_heures: hours }: PricePer): string {
  if (unite !== 'forfait') return UNIT_WORDS[unite];
  if (hours === 4) return 'la demi-journée';
  if (hours === 8) return 'la journée';
  return hours ? `les ${hours}${NBSP}heures` : '';
}

/**
 * Every price a visitor reads: `80 € TTC par personne` for individuals, `400 € HT (480 € TTC)
 * la demi-journée` for professionals (TTC by the engine's own VAT rule, at the rate of
 * content/site.yaml that the formula carries). Without `per`, the bare amount of a rule sentence: `950 € HT (1 140 € TTC)`.
 */
export function formatPrice(amount: number, terms: PriceTerms, per?: PricePer): string {
  const stated = `${formatEuros(amount)}${NBSP}${terms.taxe}`;
  const price = terms.taxe === 'HT' ? `${stated} (${formatEuros(withVat(amount, terms.taux_tva).totalTTC)}${NBSP}TTC)` : stated;
  const words = per && unitWords(per);
  return words ? `${price} ${words}` : price;
}
