// Every figure a visitor reads about a formula or a product page, asked of the engine:
// its price, the starting price a visitor can actually book, the people it takes and
// the sentences of its rules. Pages, cards, the calculator and the JSON-LD call these.
import { formatPrice } from './format';
import { peopleRule, priceFor, quantityRule, quantityWord, usesQuantity } from './engine';
import type { Locale } from '../i18n';
import { pricingMessagesFor } from './dictionary';
import type { PriceRequest, PricingFormula, Estimate } from './types';

/** An amount in the formula's tax, with its TTC beside for professionals (rate from content/site.yaml). */
export const amountOf = (formula: PricingFormula, amount: number, locale: Locale = 'fr') => formatPrice(amount, formula, undefined, locale);

/** The price as the formula states it: `210 € TTC`, `75 € HT (90 € TTC) par personne`. */
export function priceText(formula: PricingFormula, locale: Locale = 'fr'): string {
  const headline = formatPrice(formula.prix_affiche, formula, formula, locale);
  if (!formula.par_personne) return headline;
  return pricingMessagesFor(locale).prices.addOn(headline, formatPrice(formula.par_personne, formula, { unite: 'personne' }, locale));
}

/** The smallest requests a formula accepts: the fewest people and days or evenings, in each room. */
function smallestRequests(formula: PricingFormula): PriceRequest[] {
  const quantity = usesQuantity(formula) ? { quantite: quantityRule(formula).min } : {};
  const rooms = formula.salles?.length ? formula.salles : [undefined];
  return rooms.map((room) => ({ personnes: peopleRule(formula, room).min, ...quantity, ...(room && { salle: room.salle }) }));
}

export type Start = { formula: PricingFormula; request: PriceRequest; estimate: Estimate };

/**
 * The cheapest booking of a formula: the smallest total the engine accepts for a valid
 * request (a total never falls when people, days or evenings are added).
 */
export function startOf(formula: PricingFormula): Start | undefined {
  let best: Start | undefined;
  for (const request of smallestRequests(formula)) {
    const result = priceFor(formula, request);
    if (result.ok && (!best || result.total < best.estimate.total)) best = { formula, request, estimate: result };
  }
  return best;
}

/** The minimum total when it is charged on the cheapest booking (else it never applies). */
const bindingMinimum = ({ formula, estimate }: Start) =>
  formula.prix_min !== undefined && estimate.total <= formula.prix_min ? formula.prix_min : undefined;

/**
 * The price with the minimum that binds the cheapest booking: `100 € HT · 120 € TTC par
 * soirée, au moins 4 soirées sur le mois`. A flat price reads as the cheapest total, so a
 * surcharge that the fewest people already pay is in it.
 */
function startWords(start: Start, locale: Locale): string {
  const { prices } = pricingMessagesFor(locale);
  const { formula, estimate, request } = start;
  const minimum = bindingMinimum(start);
  const price = priceText(formula, locale);
  if (minimum !== undefined) return prices.minimumTotal(price, amountOf(formula, minimum, locale));
  if (formula.unite === 'forfait' && !formula.par_personne) return formatPrice(estimate.total, formula, formula, locale);
  const quantity = usesQuantity(formula) ? quantityRule(formula) : undefined;
  if (quantity && quantity.min > 1) return prices.minimumQuantity(price, quantity.min, quantityWord(formula, locale), quantity.span);
  if (request.personnes > 1) return prices.minimumPeople(price, request.personnes);
  return price;
}

/** The starting price in French (the content check compares the prose with it; `startingPrice` takes the language). */
export const startText = (start: Start) => startWords(start, 'fr');

/** The starting price of a product page: its formulas ranked by their cheapest booking. */
export function startingPrice(formulas: readonly PricingFormula[], locale: Locale = 'fr'): (Start & { text: string }) | undefined {
  const starts = formulas.map(startOf).filter((start): start is Start => start !== undefined);
  const [cheapest] = starts.sort((a, b) => a.estimate.total - b.estimate.total);
  return cheapest && { ...cheapest, text: startWords(cheapest, locale) };
}

/**
 * How many people a product page's formulas take, together, as the engine accepts them;
 * beyond what any formula takes without asking, the rest is said to be on request.
 */
export function peopleRange(
  formulas: readonly PricingFormula[],
  locale: Locale = 'fr',
): { min: number; max: number; text: string } | undefined {
  if (formulas.length === 0) return undefined;
  const { people } = pricingMessagesFor(locale);
  const mins = formulas.flatMap((f) => (f.salles?.length ? f.salles : [undefined]).map((room) => peopleRule(f, room).min));
  const min = Math.min(...mins);
  const rules = formulas.map((f) => peopleRule(f));
  const max = Math.max(...rules.map((rule) => rule.max));
  const bookable = Math.max(...rules.map((rule) => rule.onRequestFrom ?? rule.max));
  return { min, max, text: bookable < max ? people.onRequest(people.range(min, bookable), max) : people.range(min, max) };
}

/** A formula card's capacity line. */
export function capacityText(formula: PricingFormula, locale: Locale = 'fr'): string {
  const rule = peopleRule(formula);
  return pricingMessagesFor(locale).people.capacity(rule.min, rule.capacity, rule.surcharge?.personnes_max, rule.onRequestFrom && rule.max);
}

/** Every rule of a formula, one sentence each, worded as the calculator words the ones it applies. */
export function ruleSentences(formula: PricingFormula, locale: Locale = 'fr'): string[] {
  const { rules } = pricingMessagesFor(locale);
  const sentences: string[] = [];
  if (formula.par_personne) sentences.push(rules.addOn(formula.par_personne, formula));
  if (formula.personnes_min) sentences.push(rules.atLeastPeople(formula.personnes_min));
  if (formula.prix_min) sentences.push(rules.minimum(formula.prix_min, formula));
  const { supplement } = formula;
  if (supplement) sentences.push(rules.surcharge(supplement.au_dela_de, supplement.montant, formula, supplement.personnes_max));
  const rule = peopleRule(formula);
  if (rule.onRequestFrom) sentences.push(rules.onRequest(rule.onRequestFrom, rule.max));
  if (usesQuantity(formula)) {
    const quantity = quantityRule(formula);
    sentences.push(
      quantity.span === 'mois'
        ? rules.commitment(quantity.perWeek ?? quantity.min, quantityWord(formula, locale))
        : rules.quantity(quantity.min, formula.quantite?.max, quantityWord(formula, locale), quantity.span),
    );
  }
  if (formula.duree_heures) sentences.push(rules.slot(formula.duree_heures));
  if (formula.heure_sup) sentences.push(rules.extraHour(formula.heure_sup, formula));
  if (formula.nombre_salles) sentences.push(rules.rooms(formula.nombre_salles));
  for (const room of formula.salles ?? []) sentences.push(rules.room(room));
  return sentences;
}
