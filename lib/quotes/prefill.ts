// The hand-off from a formula card or the calculator:
// /devis?offre=<id>&personnes=<n>&quantite=<n>&heures=<n>&date=<YYYY-MM-DD>&salle=<code>
// Whatever is known preselects the form; anything unknown or malformed is left out.
import { isoToTime } from '../pricing/calendar';
import { quantityRule, roomOf, usesQuantity } from '../pricing/engine';
import { emptyValues, type QuoteCatalogue, type QuoteValues } from './schema';
import { wholeNumber } from './text';

type Search = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.slice(0, 40) ?? '';

export function prefill(catalogue: QuoteCatalogue, search: Search): QuoteValues {
  const values = emptyValues();
  const formula = catalogue.formulas.find((f) => f.id === first(search.offre));
  if (!formula) return values;
  values.offre = formula.id;
  values.public = formula.audience;
  values.lieu = formula.venue;
  const [onlyCategory, ...otherCategories] = formula.categories;
  if (onlyCategory && otherCategories.length === 0) values.evenement = onlyCategory;
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
