// The URL of each page built from content (SPEC §2).
import { site } from 'contentlayer/generated';
import type { VenueCode } from '../content-model/vocabulary';

/** `salles-rive-gauche-vaugirard`: the venue's segment in `/locations/…`. */
export const venueSlug = (code: VenueCode) => `${site.brand_slug}-${code}`;
export const venueHref = (code: VenueCode) => `/locations/${venueSlug(code)}`;

export const productHref = (product: { venue: VenueCode; slug: string }) => `${venueHref(product.venue)}/${product.slug}`;

export const prestationHref = (prestation: { slug: string }) => `/prestations/${prestation.slug}`;
