// A prestation page (/prestations/<slug>, /en/<slug>) as it shows: everything the page renders,
// read from the content and the engine in one call, so that the route only finds the page and
// hands this to components/listing/PrestationListing.tsx.
import { blurFor, partnerRatings, productsForPrestation, venuesForPrestation } from '../content';
import { TAX_OF } from '../content-model/vocabulary';
import { DEFAULT_LOCALE, type Locale } from '../i18n';
import { documentMetadata } from '../seo/metadata';
import { mdxData, reviewsBlock } from './blocks';
import { prestationBooking } from './booking';
import { productCards, venueCards } from './cards';
import { dictionary } from './dictionary';
import { internationalLink } from './international';
import { audiencesIn, hrefs, localPrestation, venueIn } from './localized';

/** The page of this prestation in its language (by the slug of its address), undefined when there is none (a 404). */
export function prestationView(slug: string, locale: Locale = DEFAULT_LOCALE) {
  const prestation = localPrestation(slug, locale);
  if (!prestation) return undefined;
  const words = dictionary(locale).listing;
  const href = hrefs(locale).prestation(prestation);
  const offering = venuesForPrestation(prestation).map((venue) => venueIn(venue.code, locale));
  const audience = audiencesIn(locale).find((a) => a.audience === prestation.audience);
  return {
    prestation,
    words,
    metadata: documentMetadata(prestation, href),
    /** The listing's frame (components/listing/ListingPage.tsx): trail, heading, hero, booking box. */
    frame: {
      trail: [words.trail.prestations(prestation.audience), { name: prestation.name, href }],
      eyebrow: `${audience?.words.nom} · ${offering.map((venue) => venue.sector).join(words.prestation.eyebrowJoin)}`,
      title: prestation.title,
      subtitle: prestation.description,
      hero: { src: prestation.imageSrc, alt: prestation.imageAlt, blurDataURL: blurFor(prestation.imageSrc) },
      photoCount: 0,
      booking: prestationBooking(prestation, locale),
    },
    mdxData: mdxData(locale),
    offersTitle: words.prestation.offers(words.pricesIn(TAX_OF[prestation.audience])),
    offers: productCards(productsForPrestation(prestation), locale),
    venues: venueCards(offering, locale),
    reviews: reviewsBlock({ categories: prestation.categories }, locale),
    international: internationalLink(locale),
    ratings: partnerRatings(prestation.audience),
  };
}

export type PrestationView = NonNullable<ReturnType<typeof prestationView>>;
