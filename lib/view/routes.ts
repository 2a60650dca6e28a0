// The site's routes (SPEC §2, the legal pages, and the English pages of #37), in one table: the
// pages' generateStaticParams, the sitemap and its source files, and the tests read it.
import type { EnglishPage, EnglishPrestation, EnglishProduct, EnglishVenue, Prestation, Product, Venue } from '../content';
import {
  englishPage,
  englishPageHref,
  englishPrestationHref,
  englishPrestations,
  englishProductHref,
  englishProducts,
  englishSite,
  englishVenue,
  englishVenueHref,
  prestationHref,
  prestations,
  productHref,
  products,
  venueHref,
  venues,
  venueSlug,
} from '../content';

/** The pages whose path is fixed, with the file that renders them (the words written in code are dated by it). */
const FIXED = [
  { type: 'accueil', path: '/', file: 'app/(fr)/page.tsx' },
  { type: 'prestations', path: '/prestations', file: 'app/(fr)/prestations/page.tsx' },
  { type: 'locations', path: '/locations', file: 'app/(fr)/locations/page.tsx' },
  { type: 'calcul', path: '/calcul', file: 'app/(fr)/calcul/page.tsx' },
  { type: 'devis', path: '/devis', file: 'app/(fr)/devis/page.tsx' },
  { type: 'mentions-legales', path: '/mentions-legales', file: 'app/(fr)/mentions-legales/page.tsx' },
  { type: 'confidentialite', path: '/confidentialite', file: 'app/(fr)/confidentialite/page.tsx' },
  { type: 'conditions-de-location', path: '/conditions-de-location', file: 'app/(fr)/conditions-de-location/page.tsx' },
  { type: 'en-accueil', path: '/en', file: 'app/en/page.tsx' },
  { type: 'en-calcul', path: '/en/calculator', file: 'app/en/calculator/page.tsx' },
  { type: 'en-devis', path: '/en/quote', file: 'app/en/quote/page.tsx' },
  { type: 'en-mentions-legales', path: '/en/legal-notice', file: 'app/en/legal-notice/page.tsx' },
  { type: 'en-confidentialite', path: '/en/privacy', file: 'app/en/privacy/page.tsx' },
  { type: 'en-international', path: '/en/international-clients', file: 'app/en/international-clients/page.tsx' },
] as const;

type FixedRoute = (typeof FIXED)[number];

/** A route, with the document it is built from for the pages made from content. */
export type Route =
  | FixedRoute
  | { type: 'lieu'; path: string; venue: Venue }
  | { type: 'prestation'; path: string; prestation: Prestation }
  | { type: 'produit'; path: string; product: Product }
  | { type: 'en-conditions-de-location'; path: string; page: EnglishPage }
  | { type: 'en-lieu'; path: string; venue: EnglishVenue }
  | { type: 'en-prestation'; path: string; prestation: EnglishPrestation }
  | { type: 'en-produit'; path: string; product: EnglishProduct };

export type PageType = Route['type'];

/** An English page served by code exists once its text is written in content/en/site.yaml. */
const WRITTEN: Partial<Record<FixedRoute['type'], () => boolean>> = {
  'en-confidentialite': () => englishSite.confidentialite !== undefined,
  'en-international': () => englishSite.international !== undefined,
};
const written = (route: FixedRoute) => WRITTEN[route.type]?.() ?? true;

const englishVenues = () => venues().flatMap((venue) => englishVenue(venue.code) ?? []);

/** Every public route, in the sitemap's order: French (fixed pages, venues, prestations, products), then English. */
export function routes(): Route[] {
  const rentalTerms = englishPage('conditions-de-location');
  return [
    ...FIXED.filter((route) => !route.type.startsWith('en-')),
    ...venues().map((venue) => ({ type: 'lieu' as const, path: venueHref(venue.code), venue })),
    ...prestations().map((prestation) => ({ type: 'prestation' as const, path: prestationHref(prestation), prestation })),
    ...products().map((product) => ({ type: 'produit' as const, path: productHref(product), product })),
    ...FIXED.filter((route) => route.type.startsWith('en-') && written(route)),
    ...(rentalTerms ? [{ type: 'en-conditions-de-location' as const, path: englishPageHref(rentalTerms), page: rentalTerms }] : []),
    ...englishVenues().map((venue) => ({ type: 'en-lieu' as const, path: englishVenueHref(venue.code), venue })),
    ...englishPrestations().map((prestation) => ({ type: 'en-prestation' as const, path: englishPrestationHref(prestation), prestation })),
    ...englishProducts().map((product) => ({ type: 'en-produit' as const, path: englishProductHref(product), product })),
  ];
}

export const allRoutes = (): string[] => routes().map((route) => route.path);

// generateStaticParams of the dynamic segments.

export const venueParams = () => venues().map((v) => ({ venue: venueSlug(v.code) }));

export const prestationParams = () => prestations().map((p) => ({ slug: p.slug }));

export const productParams = () => products().map((p) => ({ venue: venueSlug(p.venue), product: p.slug }));

export const englishVenueParams = () => englishVenues().map((v) => ({ venue: venueSlug(v.code) }));

export const englishPrestationParams = () => englishPrestations().map((p) => ({ slug: p.slug }));

export const englishProductParams = () => englishProducts().map((p) => ({ venue: venueSlug(p.venue), product: p.slug }));
