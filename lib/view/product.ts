// A product page (/locations/<lieu>/<produit>) as it shows: everything the page renders,
// read from the content and the engine in one call, so that the route only finds the page
// and hands this to components/listing/ProductListing.tsx.
import {
  accessOf,
  blurFor,
  formulasOf,
  galleryOf,
  getProduct,
  layoutsOf,
  partnerRatings,
  productHref,
  venueBySlug,
  venueHref,
} from '../content';
import { pricingFormula } from '../pricing/server';
import { productJsonLd } from '../seo/jsonld';
import { documentMetadata } from '../seo/metadata';
import { mdxData, mediaBlock, photosBlock, reviewsBlock } from './blocks';
import { productBooking } from './booking';
import { RELEVANT_BY_CATEGORY } from './practical';

/** The page of this venue and product, undefined when there is none (a 404). */
export function productView(venueSlug: string, productSlug: string) {
  const venue = venueBySlug(venueSlug);
  const product = venue && getProduct(venue.code, productSlug);
  if (!venue || !product) return undefined;
  const served = formulasOf(product);
  const venuePage = venueHref(venue.code);
  const photos = photosBlock(galleryOf(product.categorie, venue.code));
  return {
    product,
    venue,
    venueHref: venuePage,
    metadata: documentMetadata(product, productHref(product)),
    /** The listing's frame (components/listing/ListingPage.tsx): trail, heading, hero, booking box. */
    frame: {
      trail: [
        { name: 'Nos salles', href: '/locations' },
        { name: venue.title, href: venuePage },
        { name: product.name, href: productHref(product) },
      ],
      eyebrow: `${venue.title} · ${venue.sector}`,
      title: product.name,
      subtitle: product.subtitle,
      hero: { src: product.imageSrc, alt: product.imageAlt, blurDataURL: blurFor(product.imageSrc) },
      photoCount: photos.length,
      booking: productBooking(product),
    },
    jsonLd: productJsonLd(product, venue),
    mdxData: mdxData(),
    photos,
    practical: { info: venue.infos_pratiques, ...RELEVANT_BY_CATEGORY[product.categorie], venueHref: venuePage },
    media: mediaBlock(venue, product.audience),
    formulas: served.map((formula) => ({ formula, pricing: pricingFormula(formula) })),
    layouts: layoutsOf(venue, product.categorie),
    access: accessOf(venue),
    /** The month view's formulas, by id: their hours come with the busy intervals from the JSON route. */
    availability: served.map((formula) => formula.id),
    reviews: reviewsBlock({ venue: venue.code, categories: [product.categorie] }),
    ratings: partnerRatings(product.audience),
  };
}

export type ProductView = NonNullable<ReturnType<typeof productView>>;
