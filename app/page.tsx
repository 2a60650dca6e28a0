import Link from 'next/link';
import { PartnerRatings } from '@/components/content/PartnerRatings';
import { PrestationGrid } from '@/components/content/PrestationGrid';
import { VenueCards } from '@/components/content/VenueCards';
import { ContentImage } from '@/components/ui/ContentImage';
import { partnerRatings, prestations, site, venues } from '@/lib/content';

export default function HomePage() {
  const [first] = venues();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <div className="grid gap-8 lg:grid-cols-2 lg:items-center">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-accent-600">Location de salles · Paris 14 et Paris 15</p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight text-brand-800 sm:text-5xl">{site.brand}</h1>
          <p className="mt-4 text-lg text-muted">{site.tagline}</p>
          <div className="mt-6 flex flex-wrap gap-3 font-semibold">
            <Link href="/calcul" data-ripple="dark" className="btn btn-secondary">Calcul de tarif</Link>
            <Link href="/devis" data-ripple="light" className="btn btn-primary">Demande de devis</Link>
          </div>
        </div>
        {first && <ContentImage src={first.imageSrc} alt={first.imageAlt} sizes="(min-width: 1024px) 50vw, 100vw" priority className="rounded-2xl" />}
      </div>
      <section aria-labelledby="salles" className="mt-14">
        <h2 id="salles" className="text-2xl font-semibold text-brand-800">Nos salles</h2>
        <VenueCards venues={venues()} headingLevel={3} />
      </section>
      <section aria-labelledby="particuliers" className="mt-14">
        <h2 id="particuliers" className="text-2xl font-semibold text-brand-800">Pour vos fêtes <span className="text-base font-normal text-muted">(prix TTC)</span></h2>
        <PrestationGrid items={prestations('particuliers')} />
      </section>
      <section aria-labelledby="pros" className="mt-14">
        <h2 id="pros" className="text-2xl font-semibold text-brand-800">Pour les professionnels <span className="text-base font-normal text-muted">(prix HT)</span></h2>
        <PrestationGrid items={prestations('pro')} />
      </section>
      <PartnerRatings ratings={partnerRatings('particuliers')} />
    </div>
  );
}
