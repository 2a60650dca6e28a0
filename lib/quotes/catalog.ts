// The quote form's view of the content: the calculator's plain data for every formula,
// plus its slots, the event types and the venues. Built on the server, handed to the
// form as props, and checked against again by the Server Action.
import { category, formulas, venues } from '../content';
import { CATEGORY_CODES } from '../content-model/vocabulary';
import { pricingFormula } from '../pricing/catalogue';
import type { QuoteCatalog } from './schema';

let cached: QuoteCatalog | undefined;

export function quoteCatalog(): QuoteCatalog {
  cached ??= {
    formulas: formulas().map((formula) => ({ ...pricingFormula(formula), horaires: [...formula.horaires] })),
    categories: CATEGORY_CODES.flatMap((code) => {
      const found = category(code);
      return found ? [{ code, nom: found.nom, audience: found.audience }] : [];
    }),
    venues: venues().map((venue) => ({ code: venue.code, nom: `${venue.title} (${venue.sector})` })),
  };
  return cached;
}
