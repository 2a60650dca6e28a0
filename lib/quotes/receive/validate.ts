// Validate: the form's values checked on the server by the rules the browser ran
// (lib/quotes/form/schema.ts), against the catalogue the form was built from.
import 'server-only';
import { parisToday } from '../../dates/paris';
import { quoteCatalogue } from './form-catalogue';
import { checkQuote, type QuoteCheck, type QuoteRequest, type QuoteValues } from '../form/schema';

export function validateQuote(values: QuoteValues, now: Date): QuoteCheck {
  return checkQuote(quoteCatalogue(), parisToday(now), values);
}

/** The formula, event type and venue a valid request names; undefined on a miss (never thrown). */
export function catalogueEntries(request: QuoteRequest) {
  const catalogue = quoteCatalogue();
  const formula = catalogue.formulas.find((f) => f.id === request.offre);
  const category = catalogue.categories.find((c) => c.code === request.evenement);
  const venue = catalogue.venues.find((v) => v.code === request.lieu);
  return formula && category && venue ? { formula, category, venue } : undefined;
}
