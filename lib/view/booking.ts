// The booking box of a listing (venue, product and prestation pages): the starting price and
// capacity the engine answers, and the two hand-offs into /calcul and /devis with the
// formula of that price chosen (its venue and audience follow from it), and the page's event type.
import { type Prestation, type Product, productsForPrestation, productsOf, type Venue } from '../content';
import { calculatorHref, quoteHref } from './hand-offs';
import type { CategoryCode } from '../content-model/vocabulary';
import { DEFAULT_LOCALE, type Locale } from '../i18n';
import { formatPrice, peopleRange, type PricingFormula, startingPrice } from '../pricing';
import { offeredFormulasOf } from '../pricing/server';
import { dictionary } from './dictionary';
import { audiencesIn } from './localized';

export type Booking = {
  /** `À partir de …` lines: one per audience on a venue page, else one. */
  prices: { audience?: string; text: string }[];
  /** The pinned bar's short form: the cheapest total, `dès 950 € HT (1 140 € TTC)`. */
  short: string | undefined;
  people: string | undefined;
  calculate: string;
  quote: string;
  /** What the content lacks for a complete box, said in development only. */
  missing: string[];
};

/** Said to the copywriters, in French whatever the page's language. */
const MISSING = {
  price: 'Prix manquant : aucune formule réservable n’est rattachée à cette page.',
  people: 'Capacité manquante : aucune formule ne dit combien de personnes elle accueille.',
};

/** The page's event type, when the formula serves it: the quote form opens with it chosen, through the calculator too. */
const hrefs = (formula: PricingFormula | undefined, events: readonly CategoryCode[], locale: Locale) => {
  const evenement = events.find((event) => formula?.categories.includes(event));
  return { calculate: calculatorHref(formula?.id, { evenement }, locale), quote: quoteHref(formula?.id, { evenement }, locale) };
};

function bookingOf(
  groups: { audience?: string; formulas: PricingFormula[] }[],
  people: string | undefined,
  events: readonly CategoryCode[],
  locale: Locale,
): Booking {
  const starts = groups.flatMap(({ audience, formulas }) => {
    const start = startingPrice(formulas, locale);
    return start ? [{ audience, start }] : [];
  });
  const first = starts[0]?.start;
  return {
    prices: starts.map(({ audience, start }) => ({ ...(audience && { audience }), text: start.text })),
    short: first && formatPrice(first.estimate.total, first.formula, undefined, locale),
    people,
    ...hrefs(first?.formula, events, locale),
    missing: [...(first ? [] : [MISSING.price]), ...(people ? [] : [MISSING.people])],
  };
}

export function productBooking(product: Product, locale: Locale = DEFAULT_LOCALE): Booking {
  const formulas = offeredFormulasOf([product], locale);
  return bookingOf([{ formulas }], peopleRange(formulas, locale)?.text, [product.categorie], locale);
}

export function prestationBooking(prestation: Prestation, locale: Locale = DEFAULT_LOCALE): Booking {
  const formulas = offeredFormulasOf(productsForPrestation(prestation), locale);
  return bookingOf([{ formulas }], peopleRange(formulas, locale)?.text, prestation.categories, locale);
}

/** A venue takes both audiences: a starting price for each, the individuals' first (their formula is the hand-off's). */
export function venueBooking(venue: Venue, locale: Locale = DEFAULT_LOCALE): Booking {
  const groups = audiencesIn(locale).map(({ audience, words }) => ({
    audience: words.nom,
    formulas: offeredFormulasOf(productsOf(venue.code, audience), locale),
  }));
  return bookingOf(groups, dictionary(locale).listing.upTo(venue.capacite), [], locale);
}

/** A venue card's starting prices, the same as its page's box. */
export const venueStartingPrices = (venue: Venue, locale: Locale = DEFAULT_LOCALE) => venueBooking(venue, locale).prices;

/** A prestation card's starting price, the same as its page's box. */
export const prestationStartingPrice = (prestation: Prestation, locale: Locale = DEFAULT_LOCALE) =>
  prestationBooking(prestation, locale).prices[0]?.text;
