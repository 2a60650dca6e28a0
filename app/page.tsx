import Link from 'next/link';
import { PartnerRatings } from '@/components/content/PartnerRatings';
import { PrestationGrid } from '@/components/content/PrestationGrid';
import { VenueCards } from '@/components/content/VenueCards';
import { ContentImage } from '@/components/ui/ContentImage';
import type { Metadata } from 'next';
import { JsonLd } from '@/components/seo/JsonLd';
import { prestationCards, venueCards } from '@/lib/cards';
import { blurFor, partnerRatings, prestations, site, venues } from '@/lib/content';
import { organizationJsonLd } from '@/lib/seo/jsonld';
import { HOME_TITLE, pageMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = pageMetadata({ title: { absolute: HOME_TITLE }, description: site.description, path: '/' });

const STEPS = [
  { title: 'Choisissez', text: 'Votre événement et la salle qui lui convient, à Paris 15 ou Paris 14.' },
  { title: 'Calculez', text: 'Le prix exact selon la formule, la date et le nombre de personnes.' },
  { title: 'Réservez', text: 'Envoyez votre demande de devis : nous vous répondons rapidement.' },
];

export default function HomePage() {
  const [first] = venues();
  return (
    <>
      <JsonLd data={organizationJsonLd()} />
      <section className="bg-brand-50">
        <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 lg:grid-cols-2 lg:items-center lg:py-16">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wide text-accent-600">Location de salles · Paris 14 et Paris 15</p>
            <h1 className="mt-2 text-3xl font-bold tracking-tight text-brand-800 sm:text-5xl">
              Des salles pour vos fêtes et vos réunions, sur la rive gauche
            </h1>
            <p className="mt-4 text-lg text-muted">{site.tagline}</p>
            <div className="mt-6 flex flex-wrap gap-3">
              <Link href="/calcul" data-ripple="dark" className="btn btn-secondary">Calcul de tarif</Link>
              <Link href="/devis" data-ripple="light" className="btn btn-primary">Demande de devis</Link>
            </div>
          </div>
          {first && <ContentImage src={first.imageSrc} alt={first.imageAlt} blurDataURL={blurFor(first.imageSrc)} sizes="(min-width: 1024px) 50vw, 100vw" priority className="rounded-2xl shadow-lg" />}
        </div>
      </section>

      <div className="mx-auto max-w-6xl px-4">
        <section aria-labelledby="audiences" className="mt-12">
          <h2 id="audiences" className="sr-only">Pour qui</h2>
          <ul className="grid gap-4 md:grid-cols-2">
            <li className="relative rounded-2xl border border-brand-100 p-6 shadow-sm">
              <p className="text-sm font-semibold text-accent-600">Particuliers · prix TTC</p>
              <h3 className="mt-1 text-xl font-semibold">
                <Link href="/prestations" className="after:absolute after:inset-0">Anniversaires, boums, baptêmes, mariages…</Link>
              </h3>
              <p className="mt-2 text-muted">Des salles privatisées le week-end ou en soirée, prêtes à décorer, avec cuisine équipée.</p>
            </li>
            <li className="relative rounded-2xl border border-brand-100 p-6 shadow-sm">
              <p className="text-sm font-semibold text-accent-600">Professionnels · prix HT</p>
              <h3 className="mt-1 text-xl font-semibold">
                <Link href="/prestations#pros" className="after:absolute after:inset-0">Réunions, formations, AG, soirées d&apos;entreprise</Link>
              </h3>
              <p className="mt-2 text-muted">Des salles équipées en semaine, en journée, en demi-journée ou en soirée.</p>
            </li>
          </ul>
        </section>

        <section aria-labelledby="salles" className="mt-14">
          <h2 id="salles" className="text-2xl font-semibold text-brand-800">Nos salles</h2>
          <VenueCards cards={venueCards(venues())} headingLevel={3} />
        </section>

        <section aria-labelledby="particuliers" className="mt-14">
          <h2 id="particuliers" className="text-2xl font-semibold text-brand-800">Pour vos fêtes <span className="text-base font-normal text-muted">(prix TTC)</span></h2>
          <PrestationGrid cards={prestationCards(prestations('particuliers'))} />
        </section>

        <section aria-labelledby="pros" className="mt-14">
          <h2 id="pros" className="text-2xl font-semibold text-brand-800">Pour les professionnels <span className="text-base font-normal text-muted">(prix HT)</span></h2>
          <PrestationGrid cards={prestationCards(prestations('pro'))} />
        </section>

        <section aria-labelledby="etapes" className="mt-14">
          <h2 id="etapes" className="text-2xl font-semibold text-brand-800">Réserver en trois étapes</h2>
          <ol className="mt-4 grid gap-4 md:grid-cols-3">
            {STEPS.map((step, index) => (
              <li key={step.title} className="rounded-xl bg-brand-50 p-5">
                <p className="text-3xl font-bold text-accent-600" aria-hidden="true">{index + 1}</p>
                <h3 className="mt-1 text-lg font-semibold">{step.title}</h3>
                <p className="mt-1 text-sm text-muted">{step.text}</p>
              </li>
            ))}
          </ol>
        </section>

        <PartnerRatings ratings={partnerRatings('particuliers')} />
      </div>
    </>
  );
}
