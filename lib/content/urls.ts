// The URL of each page built from content (SPEC §2).
import { site } from 'contentlayer/generated';
import type { VenueCode } from '../content-model/vocabulary';

/** `salles-rive-gauche-vaugirard`: the venue's segment in `/locations/…`. */
export const venueSlug = (code: VenueCode) => `${site.brand_slug}-${code}`;
export const venueHref = (code: VenueCode) => `/locations/${venueSlug(code)}`;

export const productHref = (product: { venue: VenueCode; slug: string }) => `${venueHref(product.venue)}/${product.slug}`;

export const prestationHref = (prestation: { slug: string }) => `/prestations/${prestation.slug}`;

/** The calculator, on a formula when one is given (`/calcul?offre=vaugirard-ag-3h`). */
export const calculatorHref = (formulaId?: string) => (formulaId ? `/calcul?offre=${formulaId}` : '/calcul');

/** The quote form, on a formula when one is given (`/devis?offre=vaugirard-ag-3h`). */
export const quoteHref = (formulaId?: string) => (formulaId ? `/devis?offre=${formulaId}` : '/devis');
