import type { Metadata } from 'next';
import { ProductList } from '@/components/content/FormulaAndProductLists';
import { VenueCards } from '@/components/content/VenueCards';
import { PageHeader } from '@/components/ui/PageHeader';
import { PageShell } from '@/components/ui/PageShell';
import { venueCards } from '@/lib/view/cards';
import { productLines } from '@/lib/view/blocks';
import { areaText } from '@/lib/view/area';
import { productsOf, venues } from '@/lib/content';
import { pageMetadata } from '@/lib/seo/metadata';
import { dictionary } from '@/lib/view/dictionary';

const words = dictionary('fr').listing;

export const metadata: Metadata = pageMetadata({
  title: `Nos salles à louer à ${areaText()}`,
  description: 'Deux lieux sur la rive gauche : Vaugirard (Paris 15, une salle) et Montparnasse (Paris 14, deux salles communicantes).',
  path: '/locations',
});

export default function LocationsPage() {
  return (
    <PageShell trail={[{ name: 'Nos salles', href: '/locations' }]}>
      <PageHeader title="Nos salles à louer" eyebrow={areaText()}>
        Deux lieux accessibles aux personnes à mobilité réduite, à quelques minutes de la gare Montparnasse.
      </PageHeader>
      <VenueCards cards={venueCards(venues())} preloadFirst words={words} />
      <div className="mt-12 grid gap-8 lg:grid-cols-2">
        {venues().map((venue) => (
          <section key={venue.code} aria-labelledby={`offres-${venue.code}`}>
            <h2 id={`offres-${venue.code}`} className="text-xl font-semibold text-brand-800">
              Les offres de {venue.title}
            </h2>
            <ProductList lines={productLines(productsOf(venue.code))} words={words} />
          </section>
        ))}
      </div>
    </PageShell>
  );
}
