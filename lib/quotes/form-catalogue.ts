// The quote form's catalogue: what it needs of the content, as plain data (as
// lib/pricing/formulas.ts is the calculator's and lib/availability/formulas.ts the
// availability rule's): each formula's pricing data and slots, the event types and the
// venues. Built on the server, handed to the form as props, and checked against again by
// the Server Action.
import 'server-only';
import { category, formulas, venues } from '../content';
import { CATEGORY_CODES } from '../content-model/vocabulary';
import { pricingFormula } from '../pricing/server';
import type { QuoteCatalogue } from './schema';

let cached: QuoteCatalogue | undefined;

export function quoteCatalogue(): QuoteCatalogue {
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
