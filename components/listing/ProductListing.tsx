// A product page, drawn from its view (lib/view/product.ts): the listing frame with the
// booking box, the formulas, capacities, access, availability, reviews and photos.
import Link from 'next/link';
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
import { Typeset } from '@/components/ui/Typeset';
import { Disclosure, GALLERY_ID, ListingPage, MoreAbout } from '@/components/listing/ListingPage';
import type { ProductView } from '@/lib/view/product';
import { InternationalLink } from '@/components/content/InternationalLink';

export function ProductListing({ view }: { view: ProductView }) {
  const { product, venue, photos, words } = view;
  const body = mdxBody(product.body.code, view.mdxData);
  return (
    <ListingPage
      {...view.frame}
      words={words}
      top={
        <>
          <DraftNotice draft={product.draft} />
          <JsonLd data={view.jsonLd} />
        </>
      }
      details={
        <>
          <MoreAbout name={product.name} text={body.content} words={words}>
            <FeatureList features={product.features} title={words.features} />
          </MoreAbout>
          <Disclosure title={words.practical.onSite}>
            <PracticalHighlights {...view.practical} words={words} />
          </Disclosure>
          <Disclosure title={words.product.media}>
            <VenueMedia {...view.media} words={words} />
          </Disclosure>
          <Faq entries={body.questions} title={words.faq} locale={words.locale} />
          <p className="mt-8">
            <Link href={view.venueHref} className="font-semibold text-brand-700 underline underline-offset-2">
              <Typeset text={words.product.venue(venue.title)} />
            </Link>
          </p>
        </>
      }
    >
      <p className="mt-8">
        <strong>{words.product.ideal}</strong> <Typeset text={product.ideal} />
        {product.ideal_help && (
          <span className="block text-sm text-muted">
            <Typeset text={product.ideal_help} />
          </span>
        )}
      </p>
      <section aria-labelledby="formules" className="mt-8">
        <h2 id="formules" className="section-title">
          {view.formulas.length > 1 ? words.product.formulas : words.product.formula}
        </h2>
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          {view.formulas.map(({ formula, pricing }) => (
            <FormulaCard key={formula.id} formula={formula} pricing={pricing} event={product.categorie} words={words} />
          ))}
        </div>
      </section>
      <CapacityTable layouts={view.layouts} photosHref={`${view.venueHref}#${LAYOUT_PHOTOS_ID}`} words={words} />
      <AccessInfo access={view.access} words={words} />
      <InternationalLink link={view.international} />
      <AvailabilitySection
        venue={venue.code}
        formulaIds={view.availability}
        quoteHref={view.frame.booking.quote}
        words={words.availability}
        locale={words.locale}
      />
      <ReviewList {...view.reviews} />
      <PartnerRatings ratings={view.ratings} words={words} />
      <Gallery photos={photos} title={words.product.photos} id={GALLERY_ID} words={words.gallery} locale={words.locale} />
    </ListingPage>
  );
}
