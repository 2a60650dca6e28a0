// A venue page (/locations/<lieu>, /en/venues/<venue>) as it shows: everything the page renders,
// read from the content and the engine in one call, so that the route only finds the page and
// hands this to components/listing/VenueListing.tsx.
import { accessOf, blurFor, featuresOf, layoutsOf, productsOf } from '../content';
import { TAX_OF } from '../content-model/vocabulary';
import { isTranslation, DEFAULT_LOCALE, type Locale } from '../i18n';
import { venueJsonLd } from '../seo/jsonld';
import { pageMetadata } from '../seo/metadata';
import { mdxData, mediaBlock, photosBlock, reviewsBlock, withBlur } from './blocks';
import { venueBooking } from './booking';
import { venueEventCards } from './cards';
import { dictionary } from './dictionary';
import { internationalLink } from './international';
import { audiencesIn, hrefs, localVenue } from './localized';

/** The page of this venue in its language, undefined when there is none (a 404). */
export function venueView(slug: string, locale: Locale = DEFAULT_LOCALE) {
  const venue = localVenue(slug, locale);
  if (!venue) return undefined;
  const words = dictionary(locale).listing;
  const href = hrefs(locale).venue(venue);
  const photos = photosBlock(venue.photos);
  const audiences = audiencesIn(locale);
  // The layouts suited to the events of the audiences the page speaks to (all of them in French).
  const events = new Set(audiences.flatMap(({ audience }) => productsOf(venue.code, audience).map((product) => product.categorie)));
  const layouts = !isTranslation(locale)
    ? venue.dispositions
    : venue.dispositions.filter((layout) => [...events].some((event) => layoutsOf(venue, event).includes(layout)));
  return {
    venue,
    words,
    metadata: pageMetadata({
      title: venue.seo_title,
      description: venue.description,
      path: href,
      image: { src: venue.imageSrc, alt: venue.imageAlt },
    }),
    /** The listing's frame (components/listing/ListingPage.tsx): trail, heading, hero, booking box. */
    frame: {
      trail: [words.trail.venues, { name: venue.title, href }],
      eyebrow: words.venue.eyebrow(venue.sector, venue.superficie),
      title: venue.title,
      subtitle: venue.description,
      hero: { src: venue.imageSrc, alt: venue.imageAlt, blurDataURL: blurFor(venue.imageSrc) },
      photoCount: photos.length,
      booking: venueBooking(venue, locale),
    },
    jsonLd: venueJsonLd(venue, { venueHref: href, words: dictionary(locale).schema }),
    mdxData: mdxData(locale),
    photos,
    features: audiences.map(({ audience, words: text }) => ({
      audience,
      features: featuresOf(venue, audience),
      title: text.titre_atouts,
    })),
    layouts,
    layoutPhotos: withBlur(layouts),
    access: accessOf(venue),
    // The visit video and the map, shown unfolded on the venue page only: the first audience's video.
    media: mediaBlock(venue, audiences[0]?.audience ?? 'particuliers'),
    offers: audiences.map(({ audience, words: text }) => ({
      audience,
      title: words.venue.offers(text.titre_lieu, words.pricesIn(TAX_OF[audience])),
      cards: venueEventCards(venue, audience, locale),
    })),
    reviews: reviewsBlock({ venue: venue.code, general: true }, locale),
    international: internationalLink(locale),
  };
}

export type VenueView = NonNullable<ReturnType<typeof venueView>>;
