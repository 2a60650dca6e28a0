import Link from 'next/link';
import type { Formula } from '@/lib/content';
import type { CategoryCode } from '@/lib/content-model/vocabulary';
import { calculatorHref, quoteHref } from '@/lib/view/hand-offs';
import { formatDays, formatSlots } from '@/lib/french/format';
import { capacityText, priceText, ruleSentences, type PricingFormula } from '@/lib/pricing';
import { Typeset } from '@/components/ui/Typeset';

type Props = {
  formula: Formula;
  pricing: PricingFormula;
  /** The page's event type: the quote form opens with it chosen, through the calculator too. */
  event?: CategoryCode | undefined;
};

/** A formula of a product page: its figures and rules from the engine, its schedule and inclusions from the content. */
export function FormulaCard({ formula, pricing, event }: Props) {
  const schedule = formatSlots(formula.horaires, formula.horaires_detail);
  const rules = ruleSentences(pricing);
  const headingId = `formule-${formula.id}`;
  const details = [...formula.inclus, ...(formula.regles ?? [])].length > 0;
  return (
    <article aria-labelledby={headingId} className="flex flex-col rounded-xl border border-brand-100 bg-white p-4 shadow-sm sm:p-5">
      <h3 id={headingId} className="text-lg font-semibold text-brand-800">
        <Typeset text={formula.name} />
      </h3>
      <p className="mt-1 text-xl font-bold text-ink" data-chiffre="prix-formule">
        {priceText(pricing)}
      </p>
      <p className="text-sm text-muted">
        <Typeset text={formula.aide_prix} />
      </p>
      <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        <dt className="font-semibold">Capacité</dt>
        <dd data-chiffre="capacite-formule">
          <Typeset text={capacityText(pricing)} />
        </dd>
        {schedule && (
          <>
            <dt className="font-semibold">Horaires</dt>
            <dd>{schedule}</dd>
          </>
        )}
        <dt className="font-semibold">Jours</dt>
        <dd className="first-letter:uppercase">{formatDays(formula.disponible)}</dd>
      </dl>
      {/* The conditions and inclusions folded: a phone sees every formula's price before their detail. */}
      {(details || rules.length > 0) && (
        <details className="group mt-2 text-sm">
          <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 font-semibold text-brand-700 [&::-webkit-details-marker]:hidden">
            <span aria-hidden="true" className="text-lg leading-none transition-transform group-open:rotate-45">
              +
            </span>
            {rules.length > 0 ? 'Conditions et inclus' : 'Inclus'}
          </summary>
          {rules.length > 0 && (
            <ul className="mt-1 mb-3 list-disc space-y-1 pl-5" aria-label="Conditions tarifaires">
              {rules.map((rule) => (
                <li key={rule}>
                  <Typeset text={rule} />
                </li>
              ))}
            </ul>
          )}
          <h4 className="mt-1 font-semibold">Inclus</h4>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {formula.inclus.map((item) => (
              <li key={item}>
                <Typeset text={item} />
              </li>
            ))}
          </ul>
          {formula.regles && formula.regles.length > 0 && (
            <>
              <h4 className="mt-3 font-semibold">À savoir</h4>
              <ul className="mt-1 list-disc space-y-1 pl-5">
                {formula.regles.map((rule) => (
                  <li key={rule}>
                    <Typeset text={rule} />
                  </li>
                ))}
              </ul>
            </>
          )}
        </details>
      )}
      <div className="mt-auto flex flex-wrap gap-2 pt-4 text-sm font-semibold">
        <Link href={calculatorHref(formula.id, { evenement: event })} data-ripple="dark" className="btn btn-secondary">
          Calculer le tarif
          <span className="sr-only">
            {'\u00a0'}: <Typeset text={formula.name} />
          </span>
        </Link>
        <Link href={quoteHref(formula.id, { evenement: event })} data-ripple="light" className="btn btn-primary">
          Demander un devis
          <span className="sr-only">
            {'\u00a0'}: <Typeset text={formula.name} />
          </span>
        </Link>
      </div>
    </article>
  );
}
