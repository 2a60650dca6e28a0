import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Faq } from '@/components/content/Faq';
import { EventCards } from '@/components/content/EventCards';
import { FeatureList } from '@/components/content/FeatureList';
import { PartnerRatings } from '@/components/content/PartnerRatings';
import { ReviewList } from '@/components/content/ReviewList';
import { mdxBody } from '@/components/mdx/MDXContent';
import { DraftNotice } from '@/components/ui/DraftNotice';
import { VenueCards } from '@/components/content/VenueCards';
import { Disclosure, ListingPage } from '@/components/listing/ListingPage';
import { prestationBooking } from '@/lib/view/booking';
import { productCards, venueCards } from '@/lib/view/cards';
import { mdxData, reviewsBlock } from '@/lib/view/blocks';
import { blurFor, getPrestation, partnerRatings, prestationHref, productsForPrestation, site, venuesForPrestation } from '@/lib/content';
import { TAX_OF } from '@/lib/content-model/vocabulary';
import { documentMetadata } from '@/lib/seo/metadata';
import { prestationParams } from '@/lib/view/routes';

export const dynamicParams = false;

export function generateStaticParams() {
  return prestationParams();
}

async function load(props: PageProps<'/prestations/[slug]'>) {
  const prestation = getPrestation((await props.params).slug);
  if (!prestation) notFound();
  return prestation;
}

export async function generateMetadata(props: PageProps<'/prestations/[slug]'>): Promise<Metadata> {
  const prestation = await load(props);
  return documentMetadata(prestation, prestationHref(prestation));
}

export default async function PrestationPage(props: PageProps<'/prestations/[slug]'>) {
  const prestation = await load(props);
  const offering = venuesForPrestation(prestation);
  const body = mdxBody(prestation.body.code, mdxData());
  const isPro = prestation.audience === 'pro';
  return (
    <ListingPage
      trail={[
        { name: 'Nos prestations', href: isPro ? '/prestations#pros' : '/prestations' },
        { name: prestation.name, href: prestationHref(prestation) },
      ]}
      top={<DraftNotice draft={prestation.draft} />}
      eyebrow={`${site.publics[prestation.audience].nom} · ${offering.map((venue) => venue.sector).join(' et ')}`}
      title={prestation.title}
      subtitle={prestation.description}
      hero={{ src: prestation.imageSrc, alt: prestation.imageAlt, blurDataURL: blurFor(prestation.imageSrc) }}
      photoCount={0}
      booking={prestationBooking(prestation)}
      details={
        <>
          <Disclosure title={`En savoir plus : ${prestation.name}`}>
            {body.content}
            <FeatureList features={prestation.features} />
          </Disclosure>
          <Faq entries={[...prestation.faq, ...body.questions]} />
        </>
      }
    >
      <section aria-labelledby="offres" className="mt-8">
        <h2 id="offres" className="section-title">{`Les offres (prix ${TAX_OF[prestation.audience]})`}</h2>
        <EventCards cards={productCards(productsForPrestation(prestation))} headingLevel={3} />
      </section>
      <section aria-labelledby="lieux" className="mt-12">
        <h2 id="lieux" className="section-title">
          Nos salles pour cet événement
        </h2>
        <VenueCards cards={venueCards(offering)} headingLevel={3} />
      </section>
      <ReviewList {...reviewsBlock({ categories: prestation.categories })} />
      <PartnerRatings ratings={partnerRatings(prestation.audience)} />
    </ListingPage>
  );
}
