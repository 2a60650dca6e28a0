// A venue page (/locations/<lieu>) as it shows: everything the page renders, read from the
// content and the engine in one call, so that the route only finds the page and hands this
// to components/listing/VenueListing.tsx.
import { accessOf, blurFor, featuresOf, site, venueBySlug, venueHref } from '../content';
import { AUDIENCES, TAX_OF } from '../content-model/vocabulary';
import { venueJsonLd } from '../seo/jsonld';
import { pageMetadata } from '../seo/metadata';
import { mdxData, mediaBlock, photosBlock, reviewsBlock, withBlur } from './blocks';
import { venueBooking } from './booking';
import { venueEventCards } from './cards';

/** The page of this venue, undefined when there is none (a 404). */
export function venueView(slug: string) {
  const venue = venueBySlug(slug);
  if (!venue) return undefined;
  const href = venueHref(venue.code);
  const photos = photosBlock(venue.photos);
  return {
    venue,
    metadata: pageMetadata({
      title: venue.seo_title,
      description: venue.description,
      path: href,
      image: { src: venue.imageSrc, alt: venue.imageAlt },
    }),
    /** The listing's frame (components/listing/ListingPage.tsx): trail, heading, hero, booking box. */
    frame: {
      trail: [
        { name: 'Nos salles', href: '/locations' },
        { name: venue.title, href },
      ],
      eyebrow: `${venue.sector} · environ ${venue.superficie} m²`,
      title: venue.title,
      subtitle: venue.description,
      hero: { src: venue.imageSrc, alt: venue.imageAlt, blurDataURL: blurFor(venue.imageSrc) },
      photoCount: photos.length,
      booking: venueBooking(venue),
    },
    jsonLd: venueJsonLd(venue),
    mdxData: mdxData(),
    photos,
    features: AUDIENCES.map((audience) => ({
      audience,
      features: featuresOf(venue, audience),
      title: site.publics[audience].titre_atouts,
    })),
    layoutPhotos: withBlur(venue.dispositions),
    access: accessOf(venue),
    // The visit video and the map, shown unfolded on the venue page only.
    media: mediaBlock(venue, 'particuliers'),
    offers: AUDIENCES.map((audience) => ({
      audience,
      title: `${site.publics[audience].titre_lieu} (prix ${TAX_OF[audience]})`,
      cards: venueEventCards(venue, audience),
    })),
    reviews: reviewsBlock({ venue: venue.code, general: true }),
  };
}

export type VenueView = NonNullable<ReturnType<typeof venueView>>;
