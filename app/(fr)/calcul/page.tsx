import type { Metadata } from 'next';
import { after } from 'next/server';
import { Calculator } from '@/components/calculator/Calculator';
import { areaText } from '@/lib/view/area';
import { availabilityCatalogue, knownAvailabilityOn } from '@/lib/availability/server';
import { PageHeader } from '@/components/ui/PageHeader';
import { PageShell } from '@/components/ui/PageShell';
import { parisToday } from '@/lib/dates/paris';
import { pricingCatalogue, venueChoices } from '@/lib/pricing/server';
import { CONTRACT_PARAMS, type Field, labels, type RawInputs, selectFormula } from '@/lib/pricing';
import { pageMetadata } from '@/lib/seo/metadata';
import { CATEGORY_CODES } from '@/lib/content-model/vocabulary';

export const metadata: Metadata = pageMetadata({
  title: labels.title,
  description: `Calculez le prix de votre location de salle à ${areaText('ou')}.`,
  path: '/calcul',
});

const INPUTS = CONTRACT_PARAMS.filter((name): name is Field => name !== 'offre');

export default async function CalculPage(props: PageProps<'/calcul'>) {
  const params = await props.searchParams;
  const one = (name: string) => {
    const value = params[name];
    return Array.isArray(value) ? value[0] : value;
  };
  const catalogue = pricingCatalogue();
  const { formula, unknown } = selectFormula(catalogue, { offre: one('offre'), audience: one('public'), venue: one('lieu') });
  const inputs: RawInputs = Object.fromEntries(
    INPUTS.flatMap((field) => {
      const value = one(field);
      return value === undefined ? [] : [[field, value]];
    }),
  );
  // Opened on a date (a free day of a product's month view, a shared link): the venue's calendar is
  // read now, so that « Libre » or « Déjà réservé » is in the first HTML, without a second request
  // and without JavaScript. The same copy as the JSON route's, for that date's days only.
  // The event type of the page the visitor came from, passed on to the quote form.
  const event = CATEGORY_CODES.find((code) => code === one('evenement'));
  const knownAvailability = inputs.date ? await knownAvailabilityOn(formula.venue, inputs.date, (work) => after(work)) : undefined;
  return (
    <PageShell trail={[{ name: labels.title, href: '/calcul' }]} trailHidden>
      <PageHeader title={labels.title}>{labels.intro}</PageHeader>
      {unknown && (
        <p role="alert" className="mt-4 rounded-lg border border-red-700 bg-red-50 px-4 py-3 text-red-800">
          {labels.unknownFormula}
        </p>
      )}
      <div className="mt-8">
        {/* Each server render (a link to an alternative, the menu's link) starts a fresh calculator. */}
        <Calculator
          key={crypto.randomUUID()}
          catalogue={catalogue}
          venues={venueChoices()}
          initialFormula={formula.id}
          initialInputs={inputs}
          event={event}
          today={parisToday()}
          availability={availabilityCatalogue()}
          knownAvailability={knownAvailability}
        />
      </div>
    </PageShell>
  );
}
