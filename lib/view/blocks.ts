// What the site's blocks show, read from content for them: pages call these and pass the
// result down, and `mdxData()` hands the same to the MDX component map, so that a block
// never reads content itself (components/content/, components/mdx/).
import {
  accessOf,
  blurFor,
  formulaById,
  formulaIn,
  formulas,
  galleryOf,
  getPrestation,
  isPublishedHref,
  partnerRatings,
  platformName,
  productHref,
  productsServing,
  reviews,
  site,
  venues,
  videoFieldOf,
  videoIdOf,
  type AccessInfo,
  type Formula,
  type LocalFormula,
  type PartnerRating,
  type PracticalInfo,
  type Product,
  type Review,
  type Venue,
} from '../content';
import { productBooking } from './booking';
import type { Audience, CategoryCode, VenueCode } from '../content-model/vocabulary';
import { isExample } from '../examples';
import { isTranslation, DEFAULT_LOCALE, type Locale } from '../i18n';
import { dictionary } from './dictionary';
import type { ListingWords } from './listing-words';
import { linkTo, localProducts, venueIn, type PageLink } from './localized';
import type { PricingFormula } from '../pricing';
import { pricingFormula } from '../pricing/server';

// ---- Reviews

export type ShownReview = Review & { platform: string };
/**
 * A list of reviews and the sentence that says how they were collected. `older`: the platforms of
 * the reviews left out, newest first, one entry per review.
 */
export type Reviews = { reviews: ShownReview[]; older: string[]; collecte: { text: string; example: boolean } };

/** The most a list shows, the newest: each costs a page about 0.4 KB gzip (issue #36), the others stay on their platforms. */
const SHOWN_REVIEWS = 6;

/**
 * The reviews are written in French by French customers: a page in another language shows none
 * rather than a list its visitor cannot read (its partner ratings, figures, stay).
 */
export const reviewsBlock = (query: Parameters<typeof reviews>[0], locale: Locale = DEFAULT_LOCALE): Reviews => {
  const all = !isTranslation(locale) ? reviews(query).map((review) => ({ ...review, platform: platformName(review.type) })) : [];
  return {
    reviews: all.slice(0, SHOWN_REVIEWS),
    older: all.slice(SHOWN_REVIEWS).map((review) => review.platform),
    collecte: { text: site.avis_collecte, example: isExample(site, 'avis_collecte') },
  };
};

// ---- Photos

export type Photo = { src: string; alt: string; blurDataURL: string | undefined };

/** An item with a photo named in content (`imageSrc`), and its blur placeholder. */
export type Shown<T extends { imageSrc: string }> = T & { blurDataURL: string | undefined };

export const withBlur = <T extends { imageSrc: string }>(items: readonly T[]): Shown<T>[] =>
  items.map((item) => ({ ...item, blurDataURL: blurFor(item.imageSrc) }));

export const photosBlock = (photos: readonly { name: string; url: string }[]): Photo[] =>
  photos.map((photo) => ({ src: photo.url, alt: photo.name, blurDataURL: blurFor(photo.url) }));

// ---- Offers

/** A formula as the content says it in the page's language, and as the engine reads it. */
export type FormulaFigures = { formula: LocalFormula; pricing: PricingFormula };

/** `venue`: the venue's name, for a list of several venues' formulas. */
export type FormulaLine = FormulaFigures & { href: string | undefined; venue?: string };

/** A formula's line in a list: its figures from the engine, linked to the first page that serves it. */
export const formulaLines = (list: readonly Formula[], locale: Locale = DEFAULT_LOCALE): FormulaLine[] =>
  list.map((formula) => {
    const page = productsServing(formula)[0];
    return {
      formula: formulaIn(formula, locale),
      pricing: pricingFormula(formula, locale),
      href: page && linkTo(productHref(page), locale).href,
      venue: venueIn(formula.venue, locale).title,
    };
  });

/** `price` and `people`: the product page's starting price and capacity, as its booking box says them. */
export type ProductLine = { product: Product; href: string; venue: string; price: string | undefined; people: string | undefined };

export const productLines = (list: readonly Product[], locale: Locale = DEFAULT_LOCALE): ProductLine[] =>
  localProducts(list, locale).map((product) => {
    const booking = productBooking(product, locale);
    return {
      product,
      href: linkTo(productHref(product), locale).href,
      venue: venueIn(product.venue, locale).title,
      price: booking.prices[0]?.text,
      people: booking.people,
    };
  });

// ---- Video and map

export type Media = {
  venue: string;
  video: { embedUrl: string; example: boolean; still: Photo };
  map: { embedUrl: string; still: Photo };
};

export function mediaBlock(venue: Venue, audience: Audience): Media {
  const photo = venue.photos[1] ?? venue.photos[0];
  const still = (src: string, alt: string): Photo => ({ src, alt, blurDataURL: blurFor(src) });
  return {
    venue: venue.title,
    video: {
      embedUrl: `https://www.youtube-nocookie.com/embed/${videoIdOf(venue, audience)}`,
      example: isExample(venue, videoFieldOf(venue, audience)),
      still: still(photo?.url ?? venue.imageSrc, photo?.name ?? venue.imageAlt),
    },
    map: { embedUrl: venue.acces.maps_embed_url, still: still(venue.imageSrc, venue.imageAlt) },
  };
}

// ---- The MDX component map's data

/**
 * What the blocks a copywriter places in an MDX body show, looked up by their attributes.
 * The content check has refused any attribute that names nothing, so a lookup that finds
 * nothing here is a draft left out of a production build: the block shows nothing.
 */
export type MdxData = {
  words: ListingWords;
  /** Where a link of the text leads from the page's language (./localized.ts). */
  link: (href: string) => PageLink;
  /** After a link to a page in French from a page in another language: « (in French) ». */
  frenchOnly: string;
  rules: (venue: VenueCode) => PracticalInfo['regles'];
  reviews: (prestation: string, venue?: VenueCode) => Reviews;
  ratings: (audience: Audience) => PartnerRating[];
  formulas: (venue: VenueCode, audience?: Audience) => FormulaLine[];
  formula: (id: string) => FormulaFigures | undefined;
  gallery: (category: CategoryCode, venue?: VenueCode) => Photo[];
  access: (venue: VenueCode) => AccessInfo;
  isPublishedHref: (href: string) => boolean;
  blurFor: (src: string) => string | undefined;
};

export const mdxData = (locale: Locale = DEFAULT_LOCALE): MdxData => ({
  words: dictionary(locale).listing,
  link: (href) => linkTo(href, locale),
  frenchOnly: dictionary(locale).frame.frenchOnly,
  rules: (venue) => venueIn(venue, locale).infos_pratiques.regles,
  reviews: (slug, venue) => {
    const categories = getPrestation(slug)?.categories ?? [];
    return reviewsBlock({ categories, ...(venue && { venue }) }, locale);
  },
  ratings: partnerRatings,
  // One venue's list: its name on every line would say nothing.
  formulas: (venue, audience) =>
    formulaLines(
      formulas().filter((f) => f.venue === venue && (!audience || f.audience === audience)),
      locale,
    ).map(({ venue: _, ...line }) => line),
  formula: (id) => {
    const formula = formulaById(id);
    return formula && { formula: formulaIn(formula, locale), pricing: pricingFormula(formula, locale) };
  },
  gallery: (category, venue) =>
    photosBlock(venue ? galleryOf(category, venue, locale) : venues().flatMap((v) => galleryOf(category, v.code, locale))),
  access: (venue) => accessOf(venueIn(venue, locale)),
  isPublishedHref,
  blurFor,
});
