// A prestation page, drawn from its view (lib/view/prestation.ts): the listing frame with the
// booking box, the offers, the venues, reviews and ratings.
import { Faq } from '@/components/content/Faq';
import { EventCards } from '@/components/content/EventCards';
import { FeatureList } from '@/components/content/FeatureList';
import { PartnerRatings } from '@/components/content/PartnerRatings';
import { ReviewList } from '@/components/content/ReviewList';
import { VenueCards } from '@/components/content/VenueCards';
import { mdxBody } from '@/components/mdx/MDXContent';
import { DraftNotice } from '@/components/ui/DraftNotice';
import { ListingPage, MoreAbout } from '@/components/listing/ListingPage';
import type { PrestationView } from '@/lib/view/prestation';
import { InternationalLink } from '@/components/content/InternationalLink';

export function PrestationListing({ view }: { view: PrestationView }) {
  const { prestation, words } = view;
  const body = mdxBody(prestation.body.code, view.mdxData);
  return (
    <ListingPage
      {...view.frame}
      words={words}
      top={<DraftNotice draft={prestation.draft} />}
      details={
        <>
          <MoreAbout name={prestation.name} text={body.content} words={words}>
            <FeatureList features={prestation.features} title={words.features} />
          </MoreAbout>
          <Faq entries={[...prestation.faq, ...body.questions]} title={words.faq} locale={words.locale} />
        </>
      }
    >
      <section aria-labelledby="offres" className="mt-8">
        <h2 id="offres" className="section-title">
          {view.offersTitle}
        </h2>
        <EventCards cards={view.offers} headingLevel={3} words={words} />
      </section>
      <section aria-labelledby="lieux" className="mt-12">
        <h2 id="lieux" className="section-title">
          {words.prestation.venues}
        </h2>
        <VenueCards cards={view.venues} headingLevel={3} words={words} />
      </section>
      <InternationalLink link={view.international} />
      <ReviewList {...view.reviews} />
      <PartnerRatings ratings={view.ratings} words={words} />
    </ListingPage>
  );
}
