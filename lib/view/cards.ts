// The summary cards of the listings (venue pages, prestation pages). A card names a
// product page; its photo comes from that page and its figures from that page's
// formulas through the engine, so a card says what the page it opens says.
import { accessOf, blurFor, isPublishedHref, type Prestation, type Product, productHref, productsOf, type Venue } from '../content';
import type { VenueCode } from '../content-model/vocabulary';
import { isTranslation, DEFAULT_LOCALE, type Locale } from '../i18n';
import { prestationStartingPrice, venueStartingPrices, type Booking } from './booking';
import { hrefs, localProducts } from './localized';
import { peopleRange, startingPrice } from '../pricing';
import { offeredFormulasOf } from '../pricing/server';

export type EventCard = {
  name: string;
  details: string;
  href: string;
  imageSrc: string;
  imageAlt: string;
  blurDataURL: string | undefined;
  /** `210 € TTC`, `75 € HT (90 € TTC) par personne, minimum de facturation 950 € HT (1 140 € TTC)`. */
  price: string;
  /** `jusqu'à 35 personnes`. */
  people: string;
  type?: string;
};

/** The starting price and people range of a product page, as its own first screen shows them. */
export function productFigures(product: Product, locale: Locale = DEFAULT_LOCALE) {
  const served = offeredFormulasOf([product], locale);
  return { start: startingPrice(served, locale), people: peopleRange(served, locale) };
}

function cardOf(product: Product, locale: Locale, text?: { name: string; details: string; type?: string | undefined }): EventCard[] {
  const { start, people } = productFigures(product, locale);
  if (!start || !people) return [];
  return [
    {
      name: text?.name ?? product.name,
      details: text?.details ?? product.subtitle,
      href: hrefs(locale).product(product),
      imageSrc: product.imageSrc,
      imageAlt: product.imageAlt,
      blurDataURL: blurFor(product.imageSrc),
      price: start.text,
      people: people.text,
      ...(text?.type && { type: text.type }),
    },
  ];
}

/**
 * A venue's summary cards: one per product page of the venue and audience, so a new page gets
 * its card by itself. The venue's `events` only word the cards of the pages they name and
 * give their order; the other pages follow, worded by their own name and subtitle. The `events`
 * are French: in another language, the cards are its translated pages, worded by them.
 */
export function venueEventCards(venue: Venue, audience: 'particuliers' | 'pro', locale: Locale = DEFAULT_LOCALE): EventCard[] {
  if (isTranslation(locale)) return productCards(productsOf(venue.code, audience), locale);
  const worded = venue.events.filter((event) => event.audience === audience && isPublishedHref(event.href));
  const rank = (product: Product) => {
    const index = worded.findIndex((event) => event.href === productHref(product));
    return index < 0 ? worded.length : index;
  };
  return productsOf(venue.code, audience)
    .map((product, order) => ({ product, order, rank: rank(product) }))
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .flatMap(({ product }) => {
      const event = worded.find((e) => e.href === productHref(product));
      return cardOf(product, locale, event && { name: event.name, details: event.details, type: event.type });
    });
}

/** A card per product page of the list that the language has. */
export const productCards = (list: Product[], locale: Locale = DEFAULT_LOCALE): EventCard[] =>
  localProducts(list, locale).flatMap((product) => cardOf(product, locale));

/** A venue's card in the listings (components/content/VenueCards.tsx). */
export type VenueCard = {
  code: VenueCode;
  href: string;
  title: string;
  sector: string;
  description: string;
  imageSrc: string;
  imageAlt: string;
  blurDataURL: string | undefined;
  address: string;
  superficie: number;
  capacite: number;
  /** Its starting price for each audience, as its page's booking box says it. */
  prices: Booking['prices'];
};

export const venueCards = (list: readonly Venue[], locale: Locale = DEFAULT_LOCALE): VenueCard[] =>
  list.map((venue) => ({
    code: venue.code,
    href: hrefs(locale).venue(venue),
    title: venue.title,
    sector: venue.sector,
    description: venue.description,
    imageSrc: venue.imageSrc,
    imageAlt: venue.imageAlt,
    blurDataURL: blurFor(venue.imageSrc),
    address: accessOf(venue).address,
    superficie: venue.superficie,
    capacite: venue.capacite,
    prices: venueStartingPrices(venue, locale),
  }));

/** A prestation's card in the grids (components/content/PrestationGrid.tsx). */
export type PrestationCard = {
  slug: string;
  href: string;
  name: string;
  description: string;
  imageSrc: string;
  imageAlt: string;
  blurDataURL: string | undefined;
  /** Its starting price, as its page's booking box says it. */
  price: string | undefined;
};

export const prestationCards = (list: readonly Prestation[], locale: Locale = DEFAULT_LOCALE): PrestationCard[] =>
  list.map((p) => ({
    slug: p.slug,
    href: hrefs(locale).prestation(p),
    name: p.name,
    description: p.description,
    imageSrc: p.imageSrc,
    imageAlt: p.imageAlt,
    blurDataURL: blurFor(p.imageSrc),
    price: prestationStartingPrice(p, locale),
  }));
