// The quote form's catalogue: what it needs of the content, as plain data (as
// lib/pricing/formulas.ts is the calculator's and lib/availability/formulas.ts the
// availability rule's): each formula's pricing data and slots, the event types and the
// venues. Built on the server, handed to the form as props, and checked against again by
// the Server Action.
import 'server-only';
import { category, formulas, venues } from '../content';
import { CATEGORY_CODES } from '../content-model/vocabulary';
import type { Locale } from '../i18n';
import { offeredIn, pricingFormula } from '../pricing/server';
import { quoteMessagesFor } from './dictionary';
import type { QuoteCatalogue } from './schema';

let cached: QuoteCatalogue | undefined;

/** Everything the form offers, as the server checks it. */
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

/**
 * What the form offers in a language: in English, the formulas of the English product pages
 * (`offeredIn`), their event types under their English names. The server checks a request
 * against the whole catalogue (`quoteCatalogue`), whatever its language.
 */
export function quoteCatalogueIn(locale: Locale): QuoteCatalogue {
  const whole = quoteCatalogue();
  if (locale === 'fr') return whole;
  const formulas = whole.formulas.filter(offeredIn(locale));
  const { categoryName } = quoteMessagesFor(locale);
  return {
    formulas,
    categories: whole.categories
      .filter((c) => formulas.some((f) => f.categories.includes(c.code)))
      .map((c) => ({ ...c, nom: categoryName(c.code, c.nom) })),
    venues: whole.venues,
  };
}
