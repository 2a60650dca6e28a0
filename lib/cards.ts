import type { PriceUnit, Tax } from './content-model/vocabulary';
import type { Product, Venue } from './content';
import { formulasOf, isPublishedHref, productHref } from './content';
import { startingFormula } from './pricing';

export type EventCard = {
  name: string;
  details: string;
  href: string;
  imageSrc: string;
  imageAlt: string;
  price: number;
  unite: PriceUnit;
  taxe: Tax;
  capacite?: number;
  type?: string;
};

/** A venue's summary cards as written in its content (SPEC "Event / summary card"). */
export const venueEventCards = (venue: Venue, audience: 'particuliers' | 'pro'): EventCard[] =>
  venue.events
    .filter((event) => event.audience === audience && isPublishedHref(event.href))
    .map((event) => ({ ...event, taxe: audience === 'pro' ? 'HT' : 'TTC' }));

/** A card per product page, its "à partir de" price taken from its cheapest formula. */
export function productCards(products: Product[]): EventCard[] {
  return products.flatMap((product) => {
    const served = formulasOf(product);
    const start = startingFormula(served);
    if (!start) return [];
    return [{
      name: product.name,
      details: product.subtitle,
      href: productHref(product),
      imageSrc: product.imageSrc,
      imageAlt: product.imageAlt,
      price: start.prix_affiche,
      unite: start.unite,
      taxe: start.taxe,
      capacite: Math.max(...served.map((f) => f.supplement?.personnes_max ?? f.capacite)),
    }];
  });
}
