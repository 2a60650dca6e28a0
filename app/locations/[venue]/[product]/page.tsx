import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { AvailabilitySection } from '@/components/availability/AvailabilitySection';
import { AccessInfo } from '@/components/content/AccessInfo';
import { PracticalHighlights } from '@/components/content/PracticalInfo';
import { FeatureList } from '@/components/content/FeatureList';
import { FormulaCard } from '@/components/content/FormulaCard';
import { Gallery } from '@/components/content/Gallery';
import { LayoutSummary } from '@/components/content/Layouts';
import { PartnerRatings } from '@/components/content/PartnerRatings';
import { ReviewList } from '@/components/content/ReviewList';
import { VenueMedia } from '@/components/content/VenueMedia';
import { Faq } from '@/components/content/Faq';
import { mdxBody } from '@/components/mdx/MDXContent';
import { JsonLd } from '@/components/seo/JsonLd';
import { ContentImage } from '@/components/ui/ContentImage';
import { DraftNotice } from '@/components/ui/DraftNotice';
import { PageShell } from '@/components/ui/PageShell';
import { mdxData, mediaBlock, photosBlock, reviewsBlock } from '@/lib/blocks';
import { accessOf, blurFor, formulasOf, galleryOf, getProduct, layoutsOf, partnerRatings, productHref, site, venueBySlug, venueHref } from '@/lib/content';
import { productFigures } from '@/lib/cards';
import { pricingFormula } from '@/lib/pricing/catalogue';
import { availabilityFormula } from '@/lib/availability/catalogue';
import { RELEVANT_BY_CATEGORY } from '@/lib/practical';
import { productJsonLd } from '@/lib/seo/jsonld';
import { documentMetadata } from '@/lib/seo/metadata';
import { productParams } from '@/lib/routes';

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
  const { start, people } = productFigures(product);
  const access = accessOf(venue);
  const body = mdxBody(product.body.code, mdxData());
  return (
    <PageShell
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
    >
      <div className="grid gap-8 lg:grid-cols-2 lg:items-center">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-accent-600">
            {venue.title} · {venue.sector}
          </p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight text-brand-800 sm:text-4xl">{product.name}</h1>
          <p className="mt-3 text-lg text-muted">{product.subtitle}</p>
          <dl className="mt-5 grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
            <div className="col-span-2 rounded-lg bg-brand-50 p-3 sm:col-span-1">
              <dt className="text-muted">Où</dt>
              <dd className="font-semibold">{access.address}</dd>
            </div>
            {people && (
              <div className="rounded-lg bg-brand-50 p-3">
                <dt className="text-muted">Pour</dt>
                <dd className="font-semibold" data-chiffre="personnes">{people.text}</dd>
              </div>
            )}
            {start && (
              <div className="rounded-lg bg-brand-50 p-3">
                <dt className="text-muted">À partir de</dt>
                <dd className="font-semibold" data-chiffre="prix">{start.text}</dd>
              </div>
            )}
          </dl>
          <p className="mt-5">
            <strong>Idéal pour :</strong> {product.ideal}
            {product.ideal_help && <span className="block text-sm text-muted">{product.ideal_help}</span>}
          </p>
        </div>
        <ContentImage src={product.imageSrc} alt={product.imageAlt} blurDataURL={blurFor(product.imageSrc)} sizes="(min-width: 1024px) 50vw, 100vw" priority className="rounded-2xl" />
      </div>

      <section aria-labelledby="formules" className="mt-12">
        <h2 id="formules" className="text-2xl font-semibold text-brand-800">
          {served.length > 1 ? 'Nos formules' : 'La formule'}
        </h2>
        <div className="mt-4 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {served.map((formula) => <FormulaCard key={formula.id} formula={formula} pricing={pricingFormula(formula)} />)}
        </div>
      </section>
      <AvailabilitySection venue={venue.code} formulas={served.map(availabilityFormula)} phone={site.phone} />

      <div className="mt-12">
        {body.content}
      </div>
      <FeatureList features={product.features} />
      <Gallery photos={photosBlock(galleryOf(product.categorie, venue.code))} title="En images" />
      <LayoutSummary layouts={layoutsOf(venue, product.categorie)} venueHref={venueHref(venue.code)} />
      <PracticalHighlights info={venue.infos_pratiques} {...RELEVANT_BY_CATEGORY[product.categorie]} venueHref={venueHref(venue.code)} />
      <ReviewList {...reviewsBlock({ lieu: venue.code, categories: [product.categorie] })} />
      <PartnerRatings ratings={partnerRatings(product.audience)} />
      <Faq entries={body.questions} />
      <AccessInfo access={access} />
      <VenueMedia {...mediaBlock(venue, product.audience)} />
      <p className="mt-8">
        <Link href={venueHref(venue.code)} className="font-semibold text-brand-700 underline underline-offset-2">
          Découvrir le lieu : {venue.title}
        </Link>
      </p>
    </PageShell>
  );
}
