// The price of a formula for a request, computed from the formula's fields only. Pure:
// no I/O and no content access, so the calculator runs it in the browser as well.
import type { Day } from '../content-model/vocabulary';
import { isOffered } from './calendar';
import { HOURS_IN_DAY, LONGEST_MONTH_DAYS, LONGEST_QUARTER_DAYS, SHORTEST_MONTH_DAYS, addDays, weekdayOccurrences } from '../dates/paris';
import { withVat } from './vat';
import type { Locale } from '../i18n';
import { pricingMessagesFor } from './dictionary';
import { QUANTITY_WORDS, type QuantitySpan, type QuantityUnit, type QuantityWord } from './messages';
import type {
  Alternative,
  Field,
  PriceLine,
  PriceRequest,
  PriceResult,
  PricingFormula,
  Problem,
  Estimate,
  RawInputs,
  RoomChoice,
} from './types';

/** How many alternatives a refusal suggests at most. */
const MAX_ALTERNATIVES = 3;

const isQuantityUnit = (unit: string): unit is QuantityUnit => unit in QUANTITY_WORDS;

/** Whether the price is multiplied by a number of days, evenings or hours. */
export const usesQuantity = (formula: PricingFormula) => isQuantityUnit(formula.unite);

export const quantityWord = (formula: PricingFormula, locale: Locale = 'fr'): QuantityWord =>
  pricingMessagesFor(locale).quantityWords[isQuantityUnit(formula.unite) ? formula.unite : 'jour'];

/** The inputs a formula needs, in the order of the URL contract. */
export function fieldsOf(formula: PricingFormula): Field[] {
  const fields: Field[] = ['personnes'];
  if (usesQuantity(formula)) fields.push('quantite');
  if (formula.heure_sup) fields.push('heures');
  fields.push('date');
  if (formula.salles?.length) fields.push('salle');
  return fields;
}

const MONDAY_FIRST: Day[] = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'];
const offeredWeekdays = (formula: PricingFormula) => MONDAY_FIRST.filter((day) => formula.disponible.includes(day)).length;

/** The longest run of consecutive offered weekdays (Monday to Friday: 5). */
function longestRun(days: readonly Day[]): number {
  let best = 0;
  let run = 0;
  for (const day of [...MONDAY_FIRST, ...MONDAY_FIRST]) {
    run = days.includes(day) ? run + 1 : 0;
    best = Math.max(best, run);
  }
  return Math.min(best, MONDAY_FIRST.length);
}

export type QuantityRule = { min: number; max?: number; span?: QuantitySpan; perWeek?: number };

/**
 * The number of days or evenings a formula accepts. A weekly rhythm with a monthly
 * commitment is counted over the month: at least the weekly minimum in each of the
 * 4 whole weeks every month has, at most every offered evening of the longest month.
 */
export function quantityRule(formula: PricingFormula): QuantityRule {
  const quantity = formula.quantite;
  if (!quantity) return { min: 1 };
  const weekdays = offeredWeekdays(formula);
  switch (quantity.periode) {
    case 'consecutifs':
      return { min: quantity.min, max: quantity.max ?? longestRun(formula.disponible), span: 'consecutifs' };
    case 'trimestre':
      return { min: quantity.min, max: quantity.max ?? weekdays * weekdayOccurrences(LONGEST_QUARTER_DAYS).max, span: 'trimestre' };
    case 'semaine':
      return quantity.engagement === 'mois'
        ? {
            min: quantity.min * weekdayOccurrences(SHORTEST_MONTH_DAYS).min,
            max: (quantity.max ?? weekdays) * weekdayOccurrences(LONGEST_MONTH_DAYS).max,
            span: 'mois',
            perWeek: quantity.min,
          }
        : { min: quantity.min, max: quantity.max ?? weekdays, span: 'semaine' };
  }
}

export type PeopleRule = {
  min: number;
  max: number;
  capacity: number;
  surcharge?: PricingFormula['supplement'];
  onRequestFrom?: number | undefined;
};

/** The number of people a formula (and, where there is a choice, a room) takes. */
export function peopleRule(formula: PricingFormula, room?: RoomChoice): PeopleRule {
  const withSurcharge = formula.supplement?.personnes_max ?? formula.capacite;
  const formulaMax = Math.max(withSurcharge, formula.capacite_annoncee ?? 0);
  return {
    min: Math.max(formula.personnes_min ?? 1, room?.personnes_min ?? 1),
    max: room ? Math.min(room.personnes_max, formulaMax) : formulaMax,
    capacity: formula.capacite,
    surcharge: formula.supplement,
    onRequestFrom: formula.capacite_annoncee && formula.capacite_annoncee > withSurcharge ? withSurcharge : undefined,
  };
}

/** Extra hours cannot stretch a slot beyond a day. */
export const maxExtraHours = (formula: PricingFormula) => HOURS_IN_DAY - (formula.duree_heures ?? 0);

export const roomOf = (formula: PricingFormula, code?: string) => formula.salles?.find((room) => room.salle === code);

/** The value each input starts with: the smallest request the formula accepts. */
export function defaultInputs(formula: PricingFormula): RawInputs {
  const room = formula.salles?.[0];
  return {
    personnes: String(peopleRule(formula, room).min),
    ...(usesQuantity(formula) && { quantite: String(quantityRule(formula).min) }),
    ...(formula.heure_sup && { heures: '0' }),
    date: '',
    ...(room && { salle: room.salle }),
  };
}

function quantityProblem(formula: PricingFormula, quantity: number, locale: Locale): string | undefined {
  const { refusals } = pricingMessagesFor(locale);
  const rule = quantityRule(formula);
  const word = quantityWord(formula, locale);
  const { max } = rule;
  const tooFew = quantity < rule.min;
  if (!tooFew && (max === undefined || quantity <= max)) return undefined;
  if (rule.span === 'consecutifs' && max !== undefined) return refusals.consecutive(rule.min, max, word);
  if (rule.span === 'mois' && tooFew) return refusals.weekly(rule.perWeek ?? rule.min, rule.min, word);
  if (tooFew || max === undefined) return refusals.atLeastQuantity(rule.min, word, rule.span);
  return refusals.atMostQuantity(max, word, rule.span);
}

/** Why a request cannot be served, field by field; empty when it can. */
export function problemsOf(formula: PricingFormula, request: PriceRequest, locale: Locale = 'fr'): Problem[] {
  const { refusals } = pricingMessagesFor(locale);
  const problems: Problem[] = [];
  const room = roomOf(formula, request.salle);
  if (formula.salles?.length && !room) problems.push({ field: 'salle', message: refusals.chooseRoom });

  const people = peopleRule(formula);
  if (formula.personnes_min && request.personnes < formula.personnes_min) {
    problems.push({ field: 'personnes', message: refusals.atLeastPeople(formula.personnes_min) });
  } else if (request.personnes > people.max) {
    problems.push({ field: 'personnes', message: refusals.tooManyPeople(people.max) });
  } else if (room && (request.personnes < (room.personnes_min ?? 1) || request.personnes > room.personnes_max)) {
    problems.push({ field: 'personnes', message: refusals.room(room) });
  }

  let span = 1;
  if (usesQuantity(formula)) {
    const quantity = request.quantite ?? 0;
    const problem = quantityProblem(formula, quantity, locale);
    if (problem) problems.push({ field: 'quantite', message: problem });
    else if (quantityRule(formula).span === 'consecutifs') span = quantity;
  }

  const date = request.date;
  if (date) {
    const days = Array.from({ length: span }, (_, i) => addDays(date, i));
    if (!days.every((day) => isOffered(formula.disponible, day))) {
      const message =
        span > 1
          ? refusals.spanNotOffered(date, span, quantityWord(formula, locale), formula.disponible)
          : refusals.notOffered(date, formula.disponible);
      problems.push({ field: 'date', message });
    }
  }

  if (request.heures) {
    if (!formula.heure_sup) problems.push({ field: 'heures', message: refusals.noExtraHours });
    else if (request.heures > maxExtraHours(formula))
      problems.push({ field: 'heures', message: refusals.tooManyHours(maxExtraHours(formula)) });
  }
  return problems;
}

const sum = (items: PriceLine[]) => items.reduce((total, item) => total + item.amount, 0);
/** A line of the estimate: its amount is always its unit price times its quantity. */
const line = (label: string, unit: number, quantity: number): PriceLine => ({ label, unit, quantity, amount: unit * quantity });

export function estimate(formula: PricingFormula, request: PriceRequest, locale: Locale = 'fr'): Estimate {
  const { lines, rules } = pricingMessagesFor(locale);
  const { personnes } = request;
  const price = formula.prix_affiche;
  const tax = formula.taxe;
  const items: PriceLine[] = [];
  const applied: string[] = [];

  if (formula.unite === 'personne') {
    items.push(line(lines.perPerson(personnes, price), price, personnes));
  } else if (usesQuantity(formula)) {
    const quantity = request.quantite ?? 0;
    items.push(line(lines.perUnit(quantity, quantityWord(formula, locale), price), price, quantity));
  } else {
    items.push(line(lines.flat(formula.name), price, 1));
  }
  if (formula.par_personne) {
    items.push(line(lines.addOn(personnes, formula.par_personne), formula.par_personne, personnes));
  }
  const { supplement } = formula;
  if (supplement && personnes > supplement.au_dela_de) {
    items.push(line(lines.surcharge(supplement.au_dela_de), supplement.montant, 1));
    applied.push(rules.surcharge(supplement.au_dela_de, supplement.montant, formula, supplement.personnes_max));
  }
  // The minimum applies to the rental itself; extra hours come on top of it.
  const rental = sum(items);
  if (formula.prix_min && rental < formula.prix_min) {
    items.push(line(lines.minimum(formula.prix_min), formula.prix_min - rental, 1));
    applied.push(rules.minimum(formula.prix_min, formula));
  }
  if (formula.heure_sup && request.heures) {
    items.push(line(lines.extraHours(request.heures, formula.heure_sup), formula.heure_sup, request.heures));
  }

  const people = peopleRule(formula);
  if (people.onRequestFrom && personnes > people.onRequestFrom) {
    applied.push(rules.onRequest(people.onRequestFrom, people.max));
  }
  if (formula.quantite?.engagement === 'mois') applied.push(rules.commitment(formula.quantite.min, quantityWord(formula, locale)));
  const room = roomOf(formula, request.salle);
  if (room) applied.push(rules.room(room));
  if (formula.nombre_salles && formula.nombre_salles > 1) applied.push(rules.rooms(formula.nombre_salles));

  const total = sum(items);
  const vat = withVat(total, formula.taux_tva);
  return {
    ok: true,
    tax,
    lines: items,
    total,
    ...(tax === 'HT' && { vat: { rate: formula.taux_tva, ...vat } }),
    rules: applied,
  };
}

/**
 * The price of a formula for a request, or the reasons it cannot be served. With the
 * catalogue, a refusal suggests what can serve the request instead: another room of
 * the same formula, or formulas of the same audience and category (both rooms, the
 * other venue) priced for the same request.
 */
export function priceFor(
  formula: PricingFormula,
  request: PriceRequest,
  catalogue: readonly PricingFormula[] = [],
  locale: Locale = 'fr',
): PriceResult {
  const problems = problemsOf(formula, request, locale);
  if (problems.length > 0) return { ok: false, problems, alternatives: alternativesFor(formula, request, catalogue) };
  return estimate(formula, request, locale);
}

function alternativesFor(formula: PricingFormula, request: PriceRequest, catalogue: readonly PricingFormula[]): Alternative[] {
  const priced = (candidate: PricingFormula, candidateRequest: PriceRequest): Alternative[] =>
    problemsOf(candidate, candidateRequest).length > 0
      ? []
      : [{ formula: candidate, request: candidateRequest, total: estimate(candidate, candidateRequest).total }];

  const otherRooms = (formula.salles ?? [])
    .filter((room) => room.salle !== request.salle)
    .flatMap((room) => priced(formula, { ...request, salle: room.salle }));

  // Same kind of need: a count of days stays a count of days, extra hours stay possible.
  const similar = catalogue.filter(
    (candidate) =>
      candidate.id !== formula.id &&
      candidate.audience === formula.audience &&
      usesQuantity(candidate) === usesQuantity(formula) &&
      candidate.categories.some((category) => formula.categories.includes(category)) &&
      (!request.heures || candidate.heure_sup),
  );
  const otherFormulas = similar
    .flatMap((candidate) => {
      const room = candidate.salles?.find((r) => request.personnes >= (r.personnes_min ?? 1) && request.personnes <= r.personnes_max);
      return priced(candidate, {
        personnes: request.personnes,
        ...(request.date && { date: request.date }),
        ...(usesQuantity(candidate) && request.quantite !== undefined && { quantite: request.quantite }),
        ...(candidate.heure_sup && request.heures !== undefined && { heures: request.heures }),
        ...(room && { salle: room.salle }),
      });
    })
    .sort((a, b) => Number(b.formula.venue === formula.venue) - Number(a.formula.venue === formula.venue) || a.total - b.total);

  return [...otherRooms, ...otherFormulas].slice(0, MAX_ALTERNATIVES);
}
