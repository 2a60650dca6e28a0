// A product page (/locations/<lieu>/<produit>, /en/venues/<venue>/<product>) as it shows:
// everything the page renders, read from the content and the engine in one call, so that the
// route only finds the page and hands this to components/listing/ProductListing.tsx.
import { accessOf, blurFor, formulaIn, formulasOf, galleryOf, layoutsOf, partnerRatings } from '../content';
import { DEFAULT_LOCALE, type Locale } from '../i18n';
import { pricingFormula } from '../pricing/server';
import { productJsonLd } from '../seo/jsonld';
import { documentMetadata } from '../seo/metadata';
import { mdxData, mediaBlock, photosBlock, reviewsBlock } from './blocks';
import { productBooking } from './booking';
import { dictionary } from './dictionary';
import { internationalLink } from './international';
import { hrefs, localProduct, localVenue } from './localized';
import { RELEVANT_BY_CATEGORY } from './practical';

/** The page of this venue and product in its language (by the slugs of its address), undefined when there is none (a 404). */
export function productView(venueSlug: string, productSlug: string, locale: Locale = DEFAULT_LOCALE) {
  const venue = localVenue(venueSlug, locale);
  const product = venue && localProduct(venue, productSlug, locale);
  if (!venue || !product) return undefined;
  const words = dictionary(locale).listing;
  const served = formulasOf(product);
  const venuePage = hrefs(locale).venue(venue);
  const href = hrefs(locale).product(product);
  const photos = photosBlock(galleryOf(product.categorie, venue.code, locale));
  return {
    product,
    venue,
    words,
    venueHref: venuePage,
    metadata: documentMetadata(product, href),
    /** The listing's frame (components/listing/ListingPage.tsx): trail, heading, hero, booking box. */
    frame: {
      trail: [words.trail.venues, { name: venue.title, href: venuePage }, { name: product.name, href }],
      eyebrow: `${venue.title} · ${venue.sector}`,
      title: product.name,
      subtitle: product.subtitle,
      hero: { src: product.imageSrc, alt: product.imageAlt, blurDataURL: blurFor(product.imageSrc) },
      photoCount: photos.length,
      booking: productBooking(product, locale),
    },
    jsonLd: productJsonLd(product, venue, { productHref: href, venueHref: venuePage, words: dictionary(locale).schema, locale }),
    mdxData: mdxData(locale),
    photos,
    practical: { info: venue.infos_pratiques, ...RELEVANT_BY_CATEGORY[product.categorie], venueHref: venuePage },
    media: mediaBlock(venue, product.audience),
    formulas: served.map((formula) => ({ formula: formulaIn(formula, locale), pricing: pricingFormula(formula, locale) })),
    layouts: layoutsOf(venue, product.categorie),
    access: accessOf(venue),
    /** The month view's formulas, by id: their hours come with the busy intervals from the JSON route. */
    availability: served.map((formula) => formula.id),
    reviews: reviewsBlock({ venue: venue.code, categories: [product.categorie] }, locale),
    ratings: partnerRatings(product.audience),
    international: internationalLink(locale),
  };
}

export type ProductView = NonNullable<ReturnType<typeof productView>>;
