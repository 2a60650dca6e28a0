import type { Metadata } from 'next';
import { FormulaList, ProductList } from '@/components/content/FormulaAndProductLists';
import { PrestationGrid } from '@/components/content/PrestationGrid';
import { PageHeader } from '@/components/ui/PageHeader';
import { PageShell } from '@/components/ui/PageShell';
import { prestationCards } from '@/lib/view/cards';
import { formulaLines, productLines } from '@/lib/view/blocks';
import { areaText } from '@/lib/view/area';
import { prestations, privateFormulasBySlot, proProducts, site } from '@/lib/content';
import { TAX_OF } from '@/lib/content-model/vocabulary';
import { pageMetadata } from '@/lib/seo/metadata';
import { dictionary } from '@/lib/view/dictionary';

const words = dictionary('fr').listing;

export const metadata: Metadata = pageMetadata({
  title: 'Nos prestations',
  description: `Anniversaires, boums, baby showers, baptêmes, mariages, réunions, formations, AG et soirées d’entreprise : toutes nos offres à ${areaText()}.`,
  path: '/prestations',
});

export default function PrestationsPage() {
  return (
    <PageShell trail={[{ name: 'Nos prestations', href: '/prestations' }]}>
      <PageHeader title="Nos prestations" eyebrow="Particuliers et professionnels">
        Fêtes de famille, soirées, réunions ou formations : choisissez votre événement, nous vous proposons la salle et la formule.
      </PageHeader>

      <section aria-labelledby="particuliers" className="mt-10">
        <h2 id="particuliers" className="section-title">
          {`${site.publics.particuliers.nom} `}
          <span className="text-base font-normal text-muted">{`(prix ${TAX_OF.particuliers})`}</span>
        </h2>
        <PrestationGrid cards={prestationCards(prestations('particuliers'))} preloadFirst words={words} />
        <div className="mt-8 grid gap-8 lg:grid-cols-2">
          <div>
            <h3 className="text-xl font-semibold">En journée</h3>
            <FormulaList lines={formulaLines(privateFormulasBySlot('jour'))} words={words} />
          </div>
          <div>
            <h3 className="text-xl font-semibold">En soirée</h3>
            <FormulaList lines={formulaLines(privateFormulasBySlot('soir'))} words={words} />
          </div>
        </div>
      </section>

      <section id="pros" aria-labelledby="pros-titre" className="mt-16 scroll-mt-4">
        <h2 id="pros-titre" className="section-title">
          {`${site.publics.pro.nom} `}
          <span className="text-base font-normal text-muted">{`(prix ${TAX_OF.pro})`}</span>
        </h2>
        <PrestationGrid cards={prestationCards(prestations('pro'))} words={words} />
        <div className="mt-8 grid gap-8 lg:grid-cols-2">
          <div>
            <h3 className="text-xl font-semibold">Formations et réunions</h3>
            <ProductList lines={productLines(proProducts('formation_reunion'))} words={words} />
          </div>
          <div>
            <h3 className="text-xl font-semibold">Assemblées générales et soirées d’entreprise</h3>
            <ProductList lines={productLines(proProducts('ag_soiree'))} words={words} />
          </div>
        </div>
      </section>
    </PageShell>
  );
}
