// The site's routes (SPEC §2 and the legal pages), in one table: the pages' generateStaticParams,
// the sitemap and its source files, and the tests read it.
import type { Prestation, Product, Venue } from '../content';
import { prestationHref, prestations, productHref, products, venueHref, venues, venueSlug } from '../content';

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
] as const;

type FixedRoute = (typeof FIXED)[number];

/** A route, with the document it is built from for the pages made from content. */
export type Route =
  | FixedRoute
  | { type: 'lieu'; path: string; venue: Venue }
  | { type: 'prestation'; path: string; prestation: Prestation }
  | { type: 'produit'; path: string; product: Product };

export type PageType = Route['type'];

/** Every public route, in the sitemap's order: fixed pages, venues, prestations, product pages. */
export function routes(): Route[] {
  return [
    ...FIXED,
    ...venues().map((venue) => ({ type: 'lieu' as const, path: venueHref(venue.code), venue })),
    ...prestations().map((prestation) => ({ type: 'prestation' as const, path: prestationHref(prestation), prestation })),
    ...products().map((product) => ({ type: 'produit' as const, path: productHref(product), product })),
  ];
}

export const allRoutes = (): string[] => routes().map((route) => route.path);

// generateStaticParams of the three dynamic segments.

export const venueParams = () => venues().map((v) => ({ venue: venueSlug(v.code) }));

export const prestationParams = () => prestations().map((p) => ({ slug: p.slug }));

export const productParams = () => products().map((p) => ({ venue: venueSlug(p.venue), product: p.slug }));
