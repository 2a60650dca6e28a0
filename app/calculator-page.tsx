// The calculator's page in either language (app/(fr)/calcul and app/en/calculator are thin routes
// over it): the same formulas, engine and availability, the words and the offer of the language.
import type { Metadata } from 'next';
import { after } from 'next/server';
import { Calculator, CalculatorWords } from '@/components/calculator/Calculator';
import { PageHeader } from '@/components/ui/PageHeader';
import { PageShell } from '@/components/ui/PageShell';
import { knownAvailabilityOn } from '@/lib/availability/server';
import { CATEGORY_CODES } from '@/lib/content-model/vocabulary';
import { parisToday } from '@/lib/dates/paris';
import type { Locale } from '@/lib/i18n';
import { CONTRACT_PARAMS, type Field, loadPricingMessages, pricingMessagesFor, type RawInputs, selectFormula } from '@/lib/pricing';
import { pricingCatalogueIn, venueChoices } from '@/lib/pricing/server';
import { pageMetadata } from '@/lib/seo/metadata';
import { areaText } from '@/lib/view/area';
import { CALCULATOR_PATH } from '@/lib/view/hand-offs';

const INPUTS = CONTRACT_PARAMS.filter((name): name is Field => name !== 'offre');

export const calculatorMetadata = async (locale: Locale): Promise<Metadata> => {
  await loadPricingMessages(locale);
  const { labels } = pricingMessagesFor(locale);
  return pageMetadata({ title: labels.title, description: labels.description(areaText('ou', locale)), path: CALCULATOR_PATH[locale] });
};

type Search = Record<string, string | string[] | undefined>;

export async function CalculatorPage({ locale, search }: { locale: Locale; search: Search }) {
  await loadPricingMessages(locale);
  const { labels } = pricingMessagesFor(locale);
  const one = (name: string) => {
    const value = search[name];
    return Array.isArray(value) ? value[0] : value;
  };
  const catalogue = pricingCatalogueIn(locale);
  const { formula, unknown } = selectFormula(catalogue, { offre: one('offre'), audience: one('public'), venue: one('lieu') });
  const inputs: RawInputs = Object.fromEntries(
    INPUTS.flatMap((field) => {
      const value = one(field);
      return value === undefined ? [] : [[field, value]];
    }),
  );
  // Opened on a date (a free day of a product's month view, a shared link): the venue's calendar is
  // read now, so that « Libre » or « Déjà réservé » is in the first HTML, without a second request
  // and without JavaScript. The same copy as the JSON route's, for that date's days only, with the venue's formulas.
  // The event type of the page the visitor came from, passed on to the quote form.
  const event = CATEGORY_CODES.find((code) => code === one('evenement'));
  const knownAvailability = inputs.date ? await knownAvailabilityOn(formula.venue, inputs.date, (work) => after(work)) : undefined;
  return (
    <PageShell trail={[{ name: labels.title, href: CALCULATOR_PATH[locale] }]} locale={locale} trailHidden>
      <PageHeader title={labels.title}>{labels.intro}</PageHeader>
      {unknown && (
        <p role="alert" className="mt-4 rounded-lg border border-red-700 bg-red-50 px-4 py-3 text-red-800">
          {labels.unknownFormula}
        </p>
      )}
      <div className="mt-8">
        {/* Each server render (a link to an alternative, the menu's link) starts a fresh calculator. */}
        <CalculatorWords locale={locale}>
          <Calculator
            key={crypto.randomUUID()}
            catalogue={catalogue}
            venues={venueChoices()}
            initialFormula={formula.id}
            initialInputs={inputs}
            event={event}
            today={parisToday()}
            knownAvailability={knownAvailability}
            locale={locale}
          />
        </CalculatorWords>
      </div>
    </PageShell>
  );
}
