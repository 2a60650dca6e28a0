import type { Metadata } from 'next';
import { PartnerRatings } from '@/components/content/PartnerRatings';
import { PrestationGrid } from '@/components/content/PrestationGrid';
import { VenueCards } from '@/components/content/VenueCards';
import { HomeHero } from '@/components/layout/HomeHero';
import { JsonLd } from '@/components/seo/JsonLd';
import { Typeset } from '@/components/ui/Typeset';
import { blurFor, englishSite, partnerRatings, site } from '@/lib/content';
import { TAX_OF } from '@/lib/content-model/vocabulary';
import { loadPricingMessages } from '@/lib/pricing';
import { organizationJsonLd } from '@/lib/seo/jsonld';
import { pageMetadata } from '@/lib/seo/metadata';
import { areaText } from '@/lib/view/area';
import { prestationCards, venueCards } from '@/lib/view/cards';
import { dictionary } from '@/lib/view/dictionary';
import { prestationsIn, venuesIn } from '@/lib/view/localized';

// The English home page (#37): the professional offers and the venues, in English. Private
// events are offered in French only: a line says so and leads to the French site.
export const metadata: Metadata = pageMetadata({
  title: { absolute: `${site.brand} – ${englishSite.accueil.titre}` },
  description: englishSite.description,
  path: '/en',
});

const { frame, listing: words } = dictionary('en');

export default async function EnglishHomePage() {
  await loadPricingMessages('en');
  const venues = venuesIn('en');
  const [first] = venues;
  const { accueil: home, pro } = englishSite;
  return (
    <>
      <JsonLd data={organizationJsonLd('en')} />
      <HomeHero
        eyebrow={`${home.surtitre} · ${areaText('et', 'en')}`}
        title={home.titre}
        tagline={<Typeset text={englishSite.tagline} locale="en" />}
        actions={{ calculator: frame.nav.calculator, quote: frame.nav.quote }}
        photo={first && { src: first.imageSrc, alt: first.imageAlt, blurDataURL: blurFor(first.imageSrc) }}
      />

      <div className="mx-auto max-w-6xl px-4">
        <section aria-labelledby="offers" className="mt-12 scroll-mt-24">
          <h2 id="offers" className="section-title">
            {`${pro.titre_accueil} `}
            <span className="text-base font-normal text-muted">{words.pricesIn(TAX_OF.pro)}</span>
          </h2>
          <p className="mt-2 text-muted">
            <Typeset text={pro.texte} />
          </p>
          <PrestationGrid cards={prestationCards(prestationsIn('en', 'pro'), 'en')} words={words} />
        </section>

        <section aria-labelledby="venues" className="mt-14 scroll-mt-24">
          <h2 id="venues" className="section-title">
            {home.titre_salles}
          </h2>
          <VenueCards cards={venueCards(venues, 'en')} headingLevel={3} words={words} />
        </section>

        {frame.otherAudience && (
          <p className="mt-10 rounded-xl bg-brand-50 p-5">
            {`${frame.otherAudience.text} `}
            <a
              href={frame.otherAudience.link.href}
              hrefLang="fr"
              lang="fr"
              className="font-semibold text-brand-700 underline underline-offset-2"
            >
              {frame.otherAudience.link.name}
            </a>
          </p>
        )}

        <PartnerRatings ratings={partnerRatings('pro')} words={words} />
      </div>
    </>
  );
}
