import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { AvailabilitySection } from '@/components/availability/AvailabilitySection';
import { AccessInfo } from '@/components/content/AccessInfo';
import { PracticalHighlights } from '@/components/content/PracticalInfo';
import { FeatureList } from '@/components/content/FeatureList';
import { FormulaCard } from '@/components/content/FormulaCard';
import { Gallery } from '@/components/content/Gallery';
import { CapacityTable, LAYOUT_PHOTOS_ID } from '@/components/content/Layouts';
import { PartnerRatings } from '@/components/content/PartnerRatings';
import { ReviewList } from '@/components/content/ReviewList';
import { VenueMedia } from '@/components/content/VenueMedia';
import { Faq } from '@/components/content/Faq';
import { mdxBody } from '@/components/mdx/MDXContent';
import { JsonLd } from '@/components/seo/JsonLd';
import { DraftNotice } from '@/components/ui/DraftNotice';
import { Disclosure, GALLERY_ID, ListingPage } from '@/components/listing/ListingPage';
import { mdxData, mediaBlock, photosBlock, reviewsBlock } from '@/lib/view/blocks';
import {
  accessOf,
  blurFor,
  formulasOf,
  galleryOf,
  getProduct,
  layoutsOf,
  partnerRatings,
  productHref,
  venueBySlug,
  venueHref,
} from '@/lib/content';
import { productBooking } from '@/lib/view/booking';
import { pricingFormula } from '@/lib/pricing/server';
import { availabilityFormula } from '@/lib/availability/server';
import { RELEVANT_BY_CATEGORY } from '@/lib/view/practical';
import { productJsonLd } from '@/lib/seo/jsonld';
import { documentMetadata } from '@/lib/seo/metadata';
import { productParams } from '@/lib/view/routes';
import { Typeset } from '@/components/ui/Typeset';

export const dynamicParams = false;

export function generateStaticParams() {
  return productParams();
}

async function load(props: PageProps<'/locations/[venue]/[product]'>) {
  const params = await props.params;
  const venue = venueBySlug(params.venue);
  const product = venue && getProduct(venue.code, params.product);
  if (!venue || !product) notFound();
  return { venue, product };
}

export async function generateMetadata(props: PageProps<'/locations/[venue]/[product]'>): Promise<Metadata> {
  const { product } = await load(props);
  return documentMetadata(product, productHref(product));
}

export default async function ProductPage(props: PageProps<'/locations/[venue]/[product]'>) {
  const { venue, product } = await load(props);
  const served = formulasOf(product);
  const access = accessOf(venue);
  const body = mdxBody(product.body.code, mdxData());
  const photos = photosBlock(galleryOf(product.categorie, venue.code));
  const booking = productBooking(product);
  return (
    <ListingPage
      trail={[
        { name: 'Nos salles', href: '/locations' },
        { name: venue.title, href: venueHref(venue.code) },
        { name: product.name, href: productHref(product) },
      ]}
      top={
        <>
          <DraftNotice draft={product.draft} />
          <JsonLd data={productJsonLd(product, venue)} />
        </>
      }
      eyebrow={`${venue.title} · ${venue.sector}`}
      title={product.name}
      subtitle={product.subtitle}
      hero={{ src: product.imageSrc, alt: product.imageAlt, blurDataURL: blurFor(product.imageSrc) }}
      photoCount={photos.length}
      booking={booking}
      details={
        <>
          <Disclosure title={`En savoir plus : ${product.name}`}>
            {body.content}
            <FeatureList features={product.features} />
          </Disclosure>
          <Disclosure title="Sur place pour votre événement">
            <PracticalHighlights
              info={venue.infos_pratiques}
              {...RELEVANT_BY_CATEGORY[product.categorie]}
              venueHref={venueHref(venue.code)}
            />
          </Disclosure>
          <Disclosure title="Vidéo et plan d’accès">
            <VenueMedia {...mediaBlock(venue, product.audience)} />
          </Disclosure>
          <Faq entries={body.questions} />
          <p className="mt-8">
            <Link href={venueHref(venue.code)} className="font-semibold text-brand-700 underline underline-offset-2">
              <Typeset text={`Découvrir le lieu : ${venue.title}`} />
            </Link>
          </p>
        </>
      }
    >
      <p className="mt-8">
        <strong>Idéal pour{'\u00a0'}:</strong> <Typeset text={product.ideal} />
        {product.ideal_help && (
          <span className="block text-sm text-muted">
            <Typeset text={product.ideal_help} />
          </span>
        )}
      </p>
      <section aria-labelledby="formules" className="mt-8">
        <h2 id="formules" className="section-title">
          {served.length > 1 ? 'Nos formules' : 'La formule'}
        </h2>
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          {served.map((formula) => (
            <FormulaCard key={formula.id} formula={formula} pricing={pricingFormula(formula)} event={product.categorie} />
          ))}
        </div>
      </section>
      <CapacityTable layouts={layoutsOf(venue, product.categorie)} photosHref={`${venueHref(venue.code)}#${LAYOUT_PHOTOS_ID}`} />
      <AccessInfo access={access} />
      <AvailabilitySection venue={venue.code} formulas={served.map(availabilityFormula)} quoteHref={booking.quote} />
      <ReviewList {...reviewsBlock({ venue: venue.code, categories: [product.categorie] })} />
      <PartnerRatings ratings={partnerRatings(product.audience)} />
      <Gallery photos={photos} title="En images" id={GALLERY_ID} />
    </ListingPage>
  );
}
