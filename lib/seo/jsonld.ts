// schema.org data for search engines, built from the same content objects as the pages.
// No aggregateRating: the reviews are the provider's own selection (Google's self-serving rule).
import { accessOf, englishSite, formulaIn, type Formula, formulasOf, type Product, site, type Venue } from '../content';
import type { PriceUnit } from '../content-model/vocabulary';
import { isTranslation, type Locale } from '../i18n';
import { startingPrice } from '../pricing';
import { offeredIn, pricingFormula } from '../pricing/server';
import { SITE_URL } from '../env';

type JsonLdObject = { [key: string]: unknown };

export const absoluteUrl = (path: string) => (path === '/' ? SITE_URL : `${SITE_URL}${path}`);

/** `01 99 00 48 15` → `+33199004815`. */
/** `01 99 00 48 15` or `+33 1 99 00 48 15` → `+33199004815`, for `tel:` links and structured data. */
export const internationalPhone = (phone: string) =>
  phone.trim().startsWith('+') ? `+${phone.replace(/\D/g, '')}` : `+33${phone.replace(/\D/g, '').replace(/^0/, '')}`;

/** Inside <script>, a `<` could close the element: JSON's \u003c escape keeps the data inert. */
export const serializeJsonLd = (data: JsonLdObject) => JSON.stringify(data).replace(/</g, '\\u003c');

const organization = () => ({ '@type': 'Organization', '@id': `${SITE_URL}/#organisation`, name: site.brand, url: absoluteUrl('/') });

export function organizationJsonLd(locale: Locale = 'fr'): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    ...organization(),
    description: !isTranslation(locale) ? site.description : englishSite.description,
    telephone: internationalPhone(site.phone),
    email: site.email,
  };
}

/** The words structured data names things with, in the page's language (the dictionary's `schema`). */
export type SchemaWords = { accessible: string; units: Record<Exclude<PriceUnit, 'forfait'>, string> };

/** Where a venue's and a product's pages are in the page's language, and its words: given by the view (lib/view), which reads seo, never the reverse. */
export type SchemaPage = { venueHref: string; words: SchemaWords };

const venueId = (venueHref: string) => `${absoluteUrl(venueHref)}#lieu`;
const squareMetres = (value: number) => ({ '@type': 'QuantitativeValue', value, unitCode: 'MTK', unitText: 'm²' });

/** A venue: a local business and an event venue, with its address, position, capacity and accessibility. */
export function venueJsonLd(venue: Venue, { venueHref, words }: SchemaPage): JsonLdObject {
  const access = accessOf(venue);
  return {
    '@context': 'https://schema.org',
    '@type': ['LocalBusiness', 'EventVenue'],
    '@id': venueId(venueHref),
    name: venue.title,
    description: venue.description,
    url: absoluteUrl(venueHref),
    image: [venue.imageSrc, ...venue.photos.map((photo) => photo.url)].filter((src, i, all) => all.indexOf(src) === i).map(absoluteUrl),
    telephone: internationalPhone(site.phone),
    email: site.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: access.street,
      postalCode: access.postal,
      addressLocality: access.city,
      addressCountry: 'FR',
    },
    geo: { '@type': 'GeoCoordinates', latitude: access.geo.latitude, longitude: access.geo.longitude },
    maximumAttendeeCapacity: venue.capacite,
    floorSize: squareMetres(venue.superficie),
    ...(venue.accessible_pmr && {
      amenityFeature: [{ '@type': 'LocationFeatureSpecification', name: words.accessible, value: true }],
    }),
    ...(venue.salles?.length && {
      containsPlace: venue.salles.map((room) => ({
        '@type': 'EventVenue',
        name: room.nom,
        floorSize: squareMetres(room.superficie),
        maximumAttendeeCapacity: room.capacite,
      })),
    }),
    parentOrganization: organization(),
  };
}

/** Schema.org has no code for an evening; the others are UN/CEFACT codes (IE person, DAY, HUR hour). */
const UNIT_CODE: Record<Exclude<PriceUnit, 'forfait'>, { unitCode?: string }> = {
  personne: { unitCode: 'IE' },
  jour: { unitCode: 'DAY' },
  soiree: {},
  heure: { unitCode: 'HUR' },
};

/** `210` → `"210.00"`: schema.org prices use a dot and no currency sign. */
export const schemaPrice = (amount: number) => amount.toFixed(2);

type ProductPage = SchemaPage & { productHref: string; locale: Locale };

function offerJsonLd(formula: Formula, venue: Venue, { productHref, venueHref, words: schema, locale }: ProductPage): JsonLdObject {
  const price = schemaPrice(formula.prix_affiche);
  const pricing = pricingFormula(formula, locale);
  const words = formulaIn(formula, locale);
  // The price as the pages read it, with the minimum that binds (lib/pricing/describe.ts); else
  // the formula's help, unless it has no words in the page's language.
  const start = startingPrice([pricing], locale)?.text;
  const description = start ?? (words.inFrench.includes('aide_prix') ? undefined : words.aide_prix);
  return {
    '@type': 'Offer',
    name: words.name,
    ...(description && { description }),
    url: absoluteUrl(productHref),
    price,
    priceCurrency: 'EUR',
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      price,
      priceCurrency: 'EUR',
      // TTC for individuals, HT for professionals.
      valueAddedTaxIncluded: formula.taxe === 'TTC',
      ...(formula.unite !== 'forfait' && {
        referenceQuantity: {
          '@type': 'QuantitativeValue',
          value: 1,
          ...UNIT_CODE[formula.unite],
          unitText: schema.units[formula.unite],
        },
      }),
    },
    businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut',
    seller: { '@type': ['LocalBusiness', 'EventVenue'], '@id': venueId(venueHref), name: venue.title },
  };
}

/** A product page: the offer it presents, with one Offer per formula it serves that its language offers. */
export function productJsonLd(product: Product, venue: Venue, page: ProductPage): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    url: absoluteUrl(page.productHref),
    image: absoluteUrl(product.imageSrc),
    brand: { '@type': 'Brand', name: site.brand },
    offers: formulasOf(product)
      .filter(offeredIn(page.locale))
      .map((formula) => offerJsonLd(formula, venue, page)),
  };
}

export type Crumb = { name: string; href: string };

export function breadcrumbJsonLd(items: readonly Crumb[]): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.href),
    })),
  };
}

/** The questions a page shows, as search engines read them: the same text, in the same order. */
export function faqJsonLd(entries: readonly { question: string; reponse: string }[]): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.reponse },
    })),
  };
}
