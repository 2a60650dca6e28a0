// The quote form's catalogue: what it needs of the content, as plain data (as
// lib/pricing/formulas.ts is the calculator's and lib/availability/formulas.ts the
// availability rule's): each formula's pricing data and slots, the event types and the
// venues. Built on the server, handed to the form as props, and checked against again by
// the Server Action.
import 'server-only';
import { category, formulas, venues, type Formula } from '../../content';
import { CATEGORY_CODES } from '../../content-model/vocabulary';
import { isTranslation, type Locale } from '../../i18n';
import { offeredIn, pricingFormula } from '../../pricing/server';
import { quoteMessagesFor } from '../form/dictionary';
import type { QuoteCatalogue, QuoteFormula } from '../form/schema';

let cached: QuoteCatalogue | undefined;

/** A formula as the form offers it: its pricing data, with its name in the page's language, and its slots. */
const quoteFormula = (formula: Formula, locale: Locale = 'fr'): QuoteFormula => ({
  ...pricingFormula(formula, locale),
  horaires: [...formula.horaires],
});

/** Everything the form offers, as the server checks it. */
export function quoteCatalogue(): QuoteCatalogue {
  cached ??= {
    formulas: formulas().map((formula) => quoteFormula(formula)),
    categories: CATEGORY_CODES.flatMap((code) => {
      const found = category(code);
      return found ? [{ code, nom: found.nom, audience: found.audience }] : [];
    }),
    venues: venues().map((venue) => ({ code: venue.code, nom: venueName(venue) })),
  };
  return cached;
}

/**
 * What the form offers in a language: in English, the formulas of the English product pages
 * (`offeredIn`) under their English names, and their event types under theirs. The server checks
 * a request against the whole catalogue (`quoteCatalogue`), whatever its language: the request
 * it records names the French formula, as the provider reads it.
 */
export function quoteCatalogueIn(locale: Locale): QuoteCatalogue {
  const whole = quoteCatalogue();
  if (!isTranslation(locale)) return whole;
  const offered = formulas()
    .filter(offeredIn(locale))
    .map((formula) => quoteFormula(formula, locale));
  const { categoryName } = quoteMessagesFor(locale);
  return {
    formulas: offered,
    categories: whole.categories
      .filter((c) => offered.some((f) => f.categories.includes(c.code)))
      .map((c) => ({ ...c, nom: categoryName(c.code, c.nom) })),
    venues: whole.venues,
  };
}

/** A venue as a request names it, and as the desk filters by it: « Salles Rive Gauche Vaugirard (Paris 15) ». */
export const venueName = (venue: { title: string; sector: string }) => `${venue.title} (${venue.sector})`;
