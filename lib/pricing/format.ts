// Every price a visitor reads, as pricing states it: the amount in the visitor's language
// (lib/french, lib/english), its tax, the TTC of an HT price by the engine's own VAT rule
// (./vat.ts), and what it is counted by.
import type { PriceUnit, Tax } from '../content-model/vocabulary';
import type { Locale } from '../i18n';
import { formatEuros } from '../french/format';
import { formatEuros as formatEurosEn } from '../english/format';
import { withVat } from './vat';

const NBSP = '\u00a0';

/** Whatever a price is counted by, as it follows the amount: `par personne`, `la demi-journée`. */
type PricePer = { unite: PriceUnit; duree_heures?: number | undefined };

/** The tax a price is stated in and the VAT rate of content/site.yaml (a formula has both). */
export type PriceTerms = { taxe: Tax; taux_tva: number };

/** The words of a price in one language: its amount, its tax, its unit. */
type PriceWords = {
  euros: (amount: number) => string;
  tax: Record<Tax, string>;
  units: Record<Exclude<PriceUnit, 'forfait'>, string>;
  /** A flat fee reads by its slot: 4 hours make half a day, 8 a day. */
  slot: (hours: number) => string;
};

const PRICE_WORDS: Record<Locale, PriceWords> = {
  fr: {
    euros: formatEuros,
    tax: { HT: `${NBSP}HT`, TTC: `${NBSP}TTC` },
    units: { personne: 'par personne', jour: 'la journée', soiree: 'la soirée', heure: 'l’heure' },
    slot: (hours) => (hours === 4 ? 'la demi-journée' : hours === 8 ? 'la journée' : `les ${hours}${NBSP}heures`),
  },
  en: {
    euros: formatEurosEn,
    tax: { HT: ' excl. VAT', TTC: ' incl. VAT' },
    units: { personne: 'per person', jour: 'per day', soiree: 'per evening', heure: 'per hour' },
    slot: (hours) => (hours === 4 ? 'per half day' : hours === 8 ? 'per day' : `for ${hours}${NBSP}hours`),
  },
};

function unitWords({ unite, duree_heures: hours }: PricePer, words: PriceWords): string {
  if (unite !== 'forfait') return words.units[unite];
  return hours ? words.slot(hours) : '';
}

/**
 * Every price a visitor reads: `80 € TTC par personne` for individuals, `400 € HT (480 € TTC)
 * la demi-journée` for professionals (TTC by the engine's own VAT rule, at the rate of
 * content/site.yaml that the formula carries); in English `€400 excl. VAT (€480 incl. VAT) per half day`.
 * Without `per`, the bare amount of a rule sentence: `950 € HT (1 140 € TTC)`.
 */
export function formatPrice(amount: number, terms: PriceTerms, per?: PricePer, locale: Locale = 'fr'): string {
  const words = PRICE_WORDS[locale];
  const stated = `${words.euros(amount)}${words.tax[terms.taxe]}`;
  const price = terms.taxe === 'HT' ? `${stated} (${words.euros(withVat(amount, terms.taux_tva).totalTTC)}${words.tax.TTC})` : stated;
  const unit = per && unitWords(per, words);
  return unit ? `${price} ${unit}` : price;
}

/** An amount in its tax alone (a total, the calculator's lines): `1 140 € HT`, `€1,140 excl. VAT`. */
export const formatStated = (amount: number, tax: Tax, locale: Locale = 'fr') =>
  `${PRICE_WORDS[locale].euros(amount)}${PRICE_WORDS[locale].tax[tax]}`;
