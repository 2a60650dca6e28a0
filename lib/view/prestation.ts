// A prestation page (/prestations/<slug>) as it shows: everything the page renders, read from
// the content and the engine in one call, so that the route only finds the page and hands
// this to components/listing/PrestationListing.tsx.
import { blurFor, getPrestation, partnerRatings, prestationHref, productsForPrestation, site, venuesForPrestation } from '../content';
import { TAX_OF } from '../content-model/vocabulary';
import { documentMetadata } from '../seo/metadata';
import { mdxData, reviewsBlock } from './blocks';
import { prestationBooking } from './booking';
import { productCards, venueCards } from './cards';

/** The page of this prestation, undefined when there is none (a 404). */
export function prestationView(slug: string) {
  const prestation = getPrestation(slug);
  if (!prestation) return undefined;
  const offering = venuesForPrestation(prestation);
  return {
    prestation,
    metadata: documentMetadata(prestation, prestationHref(prestation)),
    /** The listing's frame (components/listing/ListingPage.tsx): trail, heading, hero, booking box. */
    frame: {
      trail: [
        { name: 'Nos prestations', href: prestation.audience === 'pro' ? '/prestations#pros' : '/prestations' },
        { name: prestation.name, href: prestationHref(prestation) },
      ],
      eyebrow: `${site.publics[prestation.audience].nom} · ${offering.map((venue) => venue.sector).join(' et ')}`,
      title: prestation.title,
      subtitle: prestation.description,
      hero: { src: prestation.imageSrc, alt: prestation.imageAlt, blurDataURL: blurFor(prestation.imageSrc) },
      photoCount: 0,
      booking: prestationBooking(prestation),
    },
    mdxData: mdxData(),
    offersTitle: `Les offres (prix ${TAX_OF[prestation.audience]})`,
    offers: productCards(productsForPrestation(prestation)),
    venues: venueCards(offering),
    reviews: reviewsBlock({ categories: prestation.categories }),
    ratings: partnerRatings(prestation.audience),
  };
}

export type PrestationView = NonNullable<ReturnType<typeof prestationView>>;
