// A venue page, drawn from its view (lib/view/venue.ts): the listing frame with the booking
// box, the offers of each audience, capacities, access, reviews and photos.
import { EventCards } from '@/components/content/EventCards';
import { FeatureList } from '@/components/content/FeatureList';
import { Gallery } from '@/components/content/Gallery';
import { CapacityTable, LAYOUT_PHOTOS_ID, LayoutPhotos } from '@/components/content/Layouts';
import { Faq } from '@/components/content/Faq';
import { PracticalInfo } from '@/components/content/PracticalInfo';
import { ReviewList } from '@/components/content/ReviewList';
import { VenueMedia } from '@/components/content/VenueMedia';
import { AccessInfo } from '@/components/content/AccessInfo';
import { mdxBody } from '@/components/mdx/MDXContent';
import { JsonLd } from '@/components/seo/JsonLd';
import { Disclosure, GALLERY_ID, ListingPage, MoreAbout } from '@/components/listing/ListingPage';
import type { VenueView } from '@/lib/view/venue';
import { InternationalLink } from '@/components/content/InternationalLink';

export function VenueListing({ view }: { view: VenueView }) {
  const body = mdxBody(view.venue.body.code, view.mdxData);
  const { venue, photos, words } = view;
  return (
    <ListingPage
      {...view.frame}
      words={words}
      details={
        <>
          <MoreAbout name={venue.title} text={body.content} words={words}>
            {view.features.map(({ audience, features, title }) => (
              <FeatureList key={audience} features={features} title={title} />
            ))}
          </MoreAbout>
          <Disclosure title={words.venue.layoutPhotos}>
            <LayoutPhotos layouts={view.layoutPhotos} words={words} />
          </Disclosure>
          <Disclosure title={words.venue.practical}>
            <PracticalInfo info={venue.infos_pratiques} access={view.access} words={words} />
          </Disclosure>
          {/* Open on the venue page (the one place the visit video and the map are unfolded): the facades load on request or consent. */}
          <VenueMedia {...view.media} words={words} />
          <Faq entries={[...(venue.faq ?? []), ...body.questions]} title={words.venue.questions} locale={words.locale} />
        </>
      }
      top={<JsonLd data={view.jsonLd} />}
    >
      {view.offers.map(({ audience, title, cards }) => (
        <section key={audience} aria-labelledby={`offres-${audience}`} className="mt-10">
          <h2 id={`offres-${audience}`} className="section-title">
            {title}
          </h2>
          <EventCards cards={cards} words={words} />
        </section>
      ))}
      <CapacityTable
        layouts={view.layouts}
        rooms={venue.salles}
        roomLimit={venue.capacite_par_salle}
        photosHref={`#${LAYOUT_PHOTOS_ID}`}
        words={words}
      />
      <AccessInfo access={view.access} words={words} />
      <InternationalLink link={view.international} />
      <ReviewList {...view.reviews} />
      <Gallery photos={photos} title={words.venue.photos} id={GALLERY_ID} words={words.gallery} locale={words.locale} />
    </ListingPage>
  );
}
