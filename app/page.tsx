import Link from 'next/link';
import { PartnerRatings } from '@/components/content/PartnerRatings';
import { PrestationGrid } from '@/components/content/PrestationGrid';
import { VenueCards } from '@/components/content/VenueCards';
import { ContentImage } from '@/components/ui/ContentImage';
import type { Metadata } from 'next';
import { JsonLd } from '@/components/seo/JsonLd';
import { prestationCards, venueCards } from '@/lib/view/cards';
import { areaText } from '@/lib/view/area';
import { blurFor, partnerRatings, prestations, site, venues } from '@/lib/content';
import { TAX_OF } from '@/lib/content-model/vocabulary';
import { organizationJsonLd } from '@/lib/seo/jsonld';
import { HOME_TITLE, pageMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = pageMetadata({ title: { absolute: HOME_TITLE }, description: site.description, path: '/' });

export default function HomePage() {
  const [first] = venues();
  const { accueil: home, publics } = site;
  return (
    <>
      <JsonLd data={organizationJsonLd()} />
      <section className="bg-brand-50">
        <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 lg:grid-cols-2 lg:items-center lg:py-16">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wide text-accent-600">{`${home.surtitre} · ${areaText()}`}</p>
            <h1 className="mt-2 text-3xl font-bold tracking-tight text-brand-800 sm:text-5xl">{home.titre}</h1>
            <p className="mt-4 text-lg text-muted">{site.tagline}</p>
            <div className="mt-6 flex flex-wrap gap-3">
              <Link href="/calcul" data-ripple="dark" className="btn btn-secondary">
                Calcul de tarif
              </Link>
              <Link href="/devis" data-ripple="light" className="btn btn-primary">
                Demande de devis
              </Link>
            </div>
          </div>
          {first && (
            <ContentImage
              src={first.imageSrc}
              alt={first.imageAlt}
              blurDataURL={blurFor(first.imageSrc)}
              sizes="(min-width: 1024px) 50vw, 100vw"
              priority
              className="rounded-2xl shadow-lg"
            />
          )}
        </div>
      </section>

      <div className="mx-auto max-w-6xl px-4">
        <section aria-labelledby="audiences" className="mt-12">
          <h2 id="audiences" className="sr-only">
            Pour qui
          </h2>
          <ul className="grid gap-4 md:grid-cols-2">
            <li className="relative rounded-2xl border border-brand-100 p-6 shadow-sm">
              <p className="text-sm font-semibold text-accent-600">{`${publics.particuliers.nom} · prix ${TAX_OF.particuliers}`}</p>
              <h3 className="mt-1 text-xl font-semibold">
                <Link href="/prestations" className="after:absolute after:inset-0">
                  {publics.particuliers.accroche}
                </Link>
              </h3>
              <p className="mt-2 text-muted">{publics.particuliers.texte}</p>
            </li>
            <li className="relative rounded-2xl border border-brand-100 p-6 shadow-sm">
              <p className="text-sm font-semibold text-accent-600">{`${publics.pro.nom} · prix ${TAX_OF.pro}`}</p>
              <h3 className="mt-1 text-xl font-semibold">
                <Link href="/prestations#pros" className="after:absolute after:inset-0">
                  {publics.pro.accroche}
                </Link>
              </h3>
              <p className="mt-2 text-muted">{publics.pro.texte}</p>
            </li>
          </ul>
        </section>

        <section aria-labelledby="salles" className="mt-14">
          <h2 id="salles" className="text-2xl font-semibold text-brand-800">
            {home.titre_salles}
          </h2>
          <VenueCards cards={venueCards(venues())} headingLevel={3} />
        </section>

        <section aria-labelledby="particuliers" className="mt-14">
          <h2 id="particuliers" className="text-2xl font-semibold text-brand-800">
            {`${publics.particuliers.titre_accueil} `}
            <span className="text-base font-normal text-muted">{`(prix ${TAX_OF.particuliers})`}</span>
          </h2>
          <PrestationGrid cards={prestationCards(prestations('particuliers'))} />
        </section>

        <section aria-labelledby="pros" className="mt-14">
          <h2 id="pros" className="text-2xl font-semibold text-brand-800">
            {`${publics.pro.titre_accueil} `}
            <span className="text-base font-normal text-muted">{`(prix ${TAX_OF.pro})`}</span>
          </h2>
          <PrestationGrid cards={prestationCards(prestations('pro'))} />
        </section>

        <section aria-labelledby="etapes" className="mt-14">
          <h2 id="etapes" className="text-2xl font-semibold text-brand-800">
            {home.titre_etapes}
          </h2>
          <ol className="mt-4 grid gap-4 md:grid-cols-3">
            {home.etapes.map((step, index) => (
              <li key={step.titre} className="rounded-xl bg-brand-50 p-5">
                <p className="text-3xl font-bold text-accent-600" aria-hidden="true">
                  {index + 1}
                </p>
                <h3 className="mt-1 text-lg font-semibold">{step.titre}</h3>
                <p className="mt-1 text-sm text-muted">{step.texte}</p>
              </li>
            ))}
          </ol>
        </section>

        <PartnerRatings ratings={partnerRatings('particuliers')} />
      </div>
    </>
  );
}
