// From what the visitor typed (or the URL holds) to a typed request, and back to the
// URL contract shared with the quote form:
// /calcul?offre=<id>&personnes=<n>&quantite=<n>&heures=<n>&date=<YYYY-MM-DD>&salle=<code>
import { parseWholeNumber } from './whole-number';
import { isoToTime } from '../dates/paris';
import { defaultInputs, fieldsOf, priceFor, quantityWord, roomOf, usesQuantity } from './engine';
import type { Locale } from '../i18n';
import { pricingMessagesFor } from './dictionary';
import type { Field, PriceRequest, PriceResult, PricingFormula, Problem, RawInputs } from './types';

/** The URL parameters of the contract, in order. */
export const CONTRACT_PARAMS = ['offre', 'personnes', 'quantite', 'heures', 'date', 'salle'] as const;

/** The inputs of a formula: what the visitor typed, else the formula's starting values. */
export function inputsOf(formula: PricingFormula, raw: RawInputs): RawInputs {
  const defaults = defaultInputs(formula);
  return Object.fromEntries(fieldsOf(formula).map((field) => [field, raw[field] ?? defaults[field] ?? '']));
}

function parseCount(formula: PricingFormula, field: Field, text: string, min: number, locale: Locale): number | string {
  const { inputErrors } = pricingMessagesFor(locale);
  // No limit of its own but the one beyond which a number is no longer exact.
  const parsed = parseWholeNumber(text, Number.MAX_SAFE_INTEGER);
  if (!parsed.ok) {
    const { reason } = parsed;
    return reason === 'empty'
      ? inputErrors.empty(field, quantityWord(formula, locale))
      : reason === 'decimal'
        ? inputErrors.notInteger
        : inputErrors[reason];
  }
  if (parsed.value < min) return inputErrors.atLeastOne(field, quantityWord(formula, locale));
  return parsed.value;
}

export type ParsedInputs = { request: PriceRequest; errors: Problem[] };

/** Checks each input on its own: present, a whole number, a real date to come, a room on offer. */
export function parseInputs(formula: PricingFormula, raw: RawInputs, today: string, locale: Locale = 'fr'): ParsedInputs {
  const { inputErrors } = pricingMessagesFor(locale);
  const values = inputsOf(formula, raw);
  const errors: Problem[] = [];
  const request: PriceRequest = { personnes: 0 };
  const counts = { personnes: 1, quantite: 1, heures: 0 } as const;
  for (const field of fieldsOf(formula)) {
    const text = values[field] ?? '';
    if (field === 'personnes' || field === 'quantite' || field === 'heures') {
      const parsed = parseCount(formula, field, text, counts[field], locale);
      if (typeof parsed === 'string') errors.push({ field, message: parsed });
      else request[field] = parsed;
    } else if (field === 'date') {
      const date = text.trim();
      if (date === '') continue;
      if (isoToTime(date) === undefined) errors.push({ field, message: inputErrors.badDate });
      else if (date < today) errors.push({ field, message: inputErrors.pastDate });
      else request.date = date;
    } else {
      const room = roomOf(formula, text);
      if (room) request.salle = room.salle;
      else errors.push({ field, message: inputErrors.badRoom });
    }
  }
  return { request, errors };
}

export type Evaluation = { kind: 'invalid'; errors: Problem[] } | { kind: 'priced'; request: PriceRequest; result: PriceResult };

/** What the calculator shows for these inputs, in the visitor's language: input errors, or a price or a refusal. */
export function evaluate(
  formula: PricingFormula,
  raw: RawInputs,
  today: string,
  catalogue: readonly PricingFormula[] = [],
  locale: Locale = 'fr',
): Evaluation {
  const { request, errors } = parseInputs(formula, raw, today, locale);
  if (errors.length > 0) return { kind: 'invalid', errors };
  return { kind: 'priced', request, result: priceFor(formula, request, catalogue, locale) };
}

/**
 * The contract parameters for a formula and its inputs: only the ones it needs, none
 * empty. `validOnly` leaves out inputs with an error (for the quote form).
 */
export function searchOf(formula: PricingFormula, raw: RawInputs, options: { validOnly?: { today: string } } = {}): URLSearchParams {
  const values = inputsOf(formula, raw);
  const invalid = new Set(options.validOnly ? parseInputs(formula, raw, options.validOnly.today).errors.map((e) => e.field) : []);
  const params = new URLSearchParams({ offre: formula.id });
  for (const field of fieldsOf(formula)) {
    const value = (values[field] ?? '').trim();
    if (value === '' || invalid.has(field)) continue;
    params.set(field, value);
  }
  return params;
}

/** The search of a calculation as a request, for links to alternatives. */
export function requestSearch(formula: PricingFormula, request: PriceRequest): URLSearchParams {
  const raw: RawInputs = Object.fromEntries(
    Object.entries(request)
      .filter(([, value]) => value !== undefined)
      .map(([field, value]) => [field, String(value)]),
  );
  return searchOf(formula, raw);
}

/**
 * The inputs that keep their meaning when the visitor switches formula: people and
 * date always, a number of days or evenings only for the same unit and span, extra
 * hours and room only where the new formula has them.
 */
export function carryInputs(from: PricingFormula, to: PricingFormula, raw: RawInputs): RawInputs {
  const sameQuantity = usesQuantity(to) && from.unite === to.unite && from.quantite?.periode === to.quantite?.periode;
  // Missing inputs are undefined here and dropped below.
  const carried: Partial<Record<Field, string | undefined>> = { personnes: raw.personnes, date: raw.date };
  if (sameQuantity) carried.quantite = raw.quantite;
  if (to.heure_sup) carried.heures = raw.heures;
  if (roomOf(to, raw.salle)) carried.salle = raw.salle;
  return Object.fromEntries(Object.entries(carried).filter(([, value]) => value !== undefined));
}
