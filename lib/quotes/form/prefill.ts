// The hand-off from a listing, a formula card or the calculator (lib/view/hand-offs.ts):
// /devis?offre=<id>&evenement=<code>&personnes=<n>&quantite=<n>&heures=<n>&date=<YYYY-MM-DD>&salle=<code>
// Whatever is known preselects the form; anything unknown or malformed is left out. An event
// type the formula does not serve is kept: the form flags it next to its field (`staleChoices`).
import { isoToTime } from '../../dates/paris';
import { isTranslation, type Locale } from '../../i18n';
import { quantityRule, roomOf, usesQuantity } from '../../pricing';
import { ORIGIN } from './messages';
import { emptyValues, QUOTE_FIELDS, type QuoteCatalogue, type QuoteField, type QuoteRequest, type QuoteValues } from './schema';
import { wholeNumber } from './text';

type Search = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.slice(0, 100) ?? '';

export function prefill(catalogue: QuoteCatalogue, search: Search, locale: Locale = 'fr'): QuoteValues {
  const values = emptyValues();
  // French, the default, posts no language: its form stays as it was before #37.
  if (isTranslation(locale)) values.langue = locale;
  // A catalogue of one audience (the English one: professionals) has it chosen already.
  const [onlyAudience, ...otherAudiences] = [...new Set(catalogue.formulas.map((f) => f.audience))];
  if (onlyAudience && otherAudiences.length === 0) values.public = onlyAudience;
  const formula = catalogue.formulas.find((f) => f.id === first(search.offre));
  if (!formula) return values;
  values.offre = formula.id;
  values.public = formula.audience;
  values.lieu = formula.venue;
  const [onlyCategory, ...otherCategories] = formula.categories;
  const pageEvent = catalogue.categories.find((c) => c.code === first(search.evenement))?.code;
  values.evenement = pageEvent ?? (onlyCategory && otherCategories.length === 0 ? onlyCategory : '');
  const [onlySlot, ...otherSlots] = formula.horaires;
  if (onlySlot !== undefined && otherSlots.length === 0) values.creneau = onlySlot;

  const count = (name: string) => {
    const n = wholeNumber(first(search[name]));
    return n === undefined ? '' : String(n);
  };
  values.personnes = count('personnes');
  if (usesQuantity(formula)) values.quantite = count('quantite') || String(quantityRule(formula).min);
  if (formula.heure_sup) values.heures = count('heures');
  const date = first(search.date);
  if (isoToTime(date) !== undefined) values.date = date;
  values.salle = roomOf(formula, first(search.salle))?.salle ?? '';
  return values;
}

/**
 * The values the page filled in, as a query (`offre=…&evenement=…`): the form posts it back in a
 * hidden field, so that the provider reads which values the visitor typed (`valueOrigins`).
 */
export function prefilledQuery(values: QuoteValues): string {
  return new URLSearchParams(QUOTE_FIELDS.filter((field) => values[field] !== '').map((field) => [field, values[field]])).toString();
}

/** The fields whose value is still the one the page filled in; the others were typed or chosen. */
function valueOrigins(values: QuoteValues, prefilled: string): { typed: QuoteField[]; fromPage: QuoteField[] } {
  const given = new URLSearchParams(prefilled.slice(0, 2000));
  const filled = QUOTE_FIELDS.filter((field) => values[field] !== '');
  const fromPage = filled.filter((field) => given.get(field) === values[field]);
  return { typed: filled.filter((field) => !fromPage.includes(field)), fromPage };
}

/** The field of the request a form field fills: the visit's fields are one visit. */
const requestField = (field: QuoteField) => (field.startsWith('visite') ? 'visite' : field) as keyof typeof ORIGIN.names;

/**
 * One French line for the provider: `Saisi par le visiteur : nom, e-mail, téléphone, date. Repris de
 * la page : public, type d’événement, lieu, formule.` Only the answers the request keeps.
 */
export function originText(request: QuoteRequest, values: QuoteValues, prefilled: string): string {
  const kept = (field: QuoteField) => {
    const key = requestField(field);
    return key === 'visite' ? request.visites !== undefined : request[key] !== undefined;
  };
  const names = (fields: QuoteField[]) => [...new Set(fields.filter(kept).map((field) => ORIGIN.names[requestField(field)]))];
  const { typed, fromPage } = valueOrigins(values, prefilled);
  return ORIGIN.line(names(typed), names(fromPage));
}
