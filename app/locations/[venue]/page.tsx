import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { EventCards } from '@/components/content/EventCards';
import { FeatureList } from '@/components/content/FeatureList';
import { Gallery } from '@/components/content/Gallery';
import { CapacityTable, LAYOUT_PHOTOS_ID, LayoutPhotos } from '@/components/content/Layouts';
import { Faq } from '@/components/content/Faq';
import { PracticalInfo } from '@/components/content/PracticalInfo';
import { ReviewList } from '@/components/content/ReviewList';
import { VenueMedia } from '@/components/content/VenueMedia';
import { mdxBody } from '@/components/mdx/MDXContent';
import { JsonLd } from '@/components/seo/JsonLd';
import { AccessInfo } from '@/components/content/AccessInfo';
import { Disclosure, GALLERY_ID, ListingPage } from '@/components/listing/ListingPage';
import { venueBooking } from '@/lib/view/booking';
import { venueEventCards } from '@/lib/view/cards';
import { mdxData, mediaBlock, photosBlock, reviewsBlock, withBlur } from '@/lib/view/blocks';
import { accessOf, blurFor, featuresOf, site, venueBySlug, venueHref } from '@/lib/content';
import { AUDIENCES, TAX_OF } from '@/lib/content-model/vocabulary';
import { venueJsonLd } from '@/lib/seo/jsonld';
import { pageMetadata } from '@/lib/seo/metadata';
import { venueParams } from '@/lib/view/routes';

export const dynamicParams = false;

export function generateStaticParams() {
  return venueParams();
}

async function load(props: PageProps<'/locations/[venue]'>) {
  const venue = venueBySlug((await props.params).venue);
  if (!venue) notFound();
  return venue;
}

export async function generateMetadata(props: PageProps<'/locations/[venue]'>): Promise<Metadata> {
  const venue = await load(props);
  return pageMetadata({
    title: venue.seo_title,
    description: venue.description,
    path: venueHref(venue.code),
    image: { src: venue.imageSrc, alt: venue.imageAlt },
  });
}

export default async function VenuePage(props: PageProps<'/locations/[venue]'>) {
  const venue = await load(props);
  const access = accessOf(venue);
  const body = mdxBody(venue.body.code, mdxData());
  const photos = photosBlock(venue.photos);
  return (
    <ListingPage
      trail={[
        { name: 'Nos salles', href: '/locations' },
        { name: venue.title, href: venueHref(venue.code) },
      ]}
      top={<JsonLd data={venueJsonLd(venue)} />}
      eyebrow={`${venue.sector} · environ ${venue.superficie} m²`}
      title={venue.title}
      subtitle={venue.description}
      hero={{ src: venue.imageSrc, alt: venue.imageAlt, blurDataURL: blurFor(venue.imageSrc) }}
      photoCount={photos.length}
      booking={venueBooking(venue)}
      details={
        <>
          <Disclosure title={`En savoir plus : ${venue.title}`}>
            {body.content}
            {AUDIENCES.map((audience) => (
              <FeatureList key={audience} features={featuresOf(venue, audience)} title={site.publics[audience].titre_atouts} />
            ))}
          </Disclosure>
          <Disclosure title="Les dispositions en photos">
            <LayoutPhotos layouts={withBlur(venue.dispositions)} />
          </Disclosure>
          <Disclosure title="Équipements, accessibilité et règlement de la salle">
            <PracticalInfo info={venue.infos_pratiques} access={access} />
          </Disclosure>
          {/* Open on the venue page (the one place the visit video and the map are unfolded): the facades load on request or consent. */}
          <VenueMedia {...mediaBlock(venue, 'particuliers')} />
          <Faq entries={[...(venue.faq ?? []), ...body.questions]} title="Vos questions sur ce lieu" />
        </>
      }
    >
      {AUDIENCES.map((audience) => {
        const cards = venueEventCards(venue, audience);
        return (
          <section key={audience} aria-labelledby={`offres-${audience}`} className="mt-10">
            <h2 id={`offres-${audience}`} className="section-title">{`${site.publics[audience].titre_lieu} (prix ${TAX_OF[audience]})`}</h2>
            <EventCards cards={cards} />
          </section>
        );
      })}
      <CapacityTable
        layouts={venue.dispositions}
        rooms={venue.salles}
        roomLimit={venue.capacite_par_salle}
        photosHref={`#${LAYOUT_PHOTOS_ID}`}
      />
      <AccessInfo access={access} />
      <ReviewList {...reviewsBlock({ venue: venue.code, general: true })} />
      <Gallery photos={photos} title="Le lieu en photos" id={GALLERY_ID} />
    </ListingPage>
  );
}
