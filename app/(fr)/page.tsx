import { PartnerRatings } from '@/components/content/PartnerRatings';
import { PrestationGrid } from '@/components/content/PrestationGrid';
import { VenueCards } from '@/components/content/VenueCards';
import { HomeHero } from '@/components/layout/HomeHero';
import { CardLink } from '@/components/ui/PhotoCard';
import type { Metadata } from 'next';
import { JsonLd } from '@/components/seo/JsonLd';
import { prestationCards, venueCards } from '@/lib/view/cards';
import { areaText, siteTitle } from '@/lib/view/area';
import { blurFor, partnerRatings, prestations, site, venues } from '@/lib/content';
import { AUDIENCES, TAX_OF, type Audience } from '@/lib/content-model/vocabulary';
import { organizationJsonLd } from '@/lib/seo/jsonld';
import { pageMetadata } from '@/lib/seo/metadata';
import { Typeset } from '@/components/ui/Typeset';
import { dictionary } from '@/lib/view/dictionary';

/** Each audience's section of this page, and the place of its offers in the prestations list. */
const SECTION_OF: Record<Audience, string> = { particuliers: 'particuliers', pro: 'pros' };
const LIST_OF: Record<Audience, string> = { particuliers: '/prestations', pro: '/prestations#pros' };

export const metadata: Metadata = pageMetadata({ title: { absolute: siteTitle() }, description: site.description, path: '/' });

const {
  frame: { nav },
  listing: words,
} = dictionary('fr');

export default function HomePage() {
  const [first] = venues();
  const { accueil: home, publics } = site;
  return (
    <>
      <JsonLd data={organizationJsonLd()} />
      <HomeHero
        eyebrow={`${home.surtitre} · ${areaText()}`}
        title={home.titre}
        tagline={<Typeset text={site.tagline} />}
        actions={{ calculator: nav.calculator, quote: nav.quote }}
        photo={first && { src: first.imageSrc, alt: first.imageAlt, blurDataURL: blurFor(first.imageSrc) }}
      />

      <div className="mx-auto max-w-6xl px-4">
        <section aria-labelledby="audiences" className="mt-12">
          <h2 id="audiences" className="sr-only">
            Pour qui
          </h2>
          <ul className="grid gap-4 md:grid-cols-2">
            {AUDIENCES.map((audience) => (
              <li key={audience} className="relative rounded-2xl border border-brand-100 p-6 shadow-sm">
                <p className="text-sm font-semibold text-accent-600">{`${publics[audience].nom} · prix ${TAX_OF[audience]}`}</p>
                <h3 className="mt-1 text-xl font-semibold">
                  <CardLink href={LIST_OF[audience]}>
                    <Typeset text={publics[audience].accroche} />
                  </CardLink>
                </h3>
                <p className="mt-2 text-muted">
                  <Typeset text={publics[audience].texte} />
                </p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="salles" className="mt-14">
          <h2 id="salles" className="section-title">
            {home.titre_salles}
          </h2>
          <VenueCards cards={venueCards(venues())} headingLevel={3} words={words} />
        </section>

        {AUDIENCES.map((audience) => (
          <section key={audience} aria-labelledby={SECTION_OF[audience]} className="mt-14">
            <h2 id={SECTION_OF[audience]} className="section-title">
              {`${publics[audience].titre_accueil} `}
              <span className="text-base font-normal text-muted">{`(prix ${TAX_OF[audience]})`}</span>
            </h2>
            <PrestationGrid cards={prestationCards(prestations(audience))} words={words} />
          </section>
        ))}

        <section aria-labelledby="etapes" className="mt-14">
          <h2 id="etapes" className="section-title">
            {home.titre_etapes}
          </h2>
          <ol className="mt-4 grid gap-4 md:grid-cols-3">
            {home.etapes.map((step, index) => (
              <li key={step.titre} className="rounded-xl bg-brand-50 p-5">
                <p className="text-3xl font-bold text-accent-600" aria-hidden="true">
                  {index + 1}
                </p>
                <h3 className="mt-1 text-lg font-semibold">
                  <Typeset text={step.titre} />
                </h3>
                <p className="mt-1 text-sm text-muted">
                  <Typeset text={step.texte} />
                </p>
              </li>
            ))}
          </ol>
        </section>

        <PartnerRatings ratings={partnerRatings('particuliers')} words={words} />
      </div>
    </>
  );
}
