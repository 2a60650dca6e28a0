import Link from 'next/link';
import type { Formula } from '@/lib/content';
import type { CategoryCode } from '@/lib/content-model/vocabulary';
import { calculatorHref, quoteHref } from '@/lib/view/hand-offs';
import type { ListingWords } from '@/lib/view/listing-words';
import { capacityText, priceText, ruleSentences, type PricingFormula } from '@/lib/pricing';
import { Typeset } from '@/components/ui/Typeset';
import { InFrench } from './InFrench';

type Props = {
  formula: Formula;
  pricing: PricingFormula;
  /** The page's event type: the quote form opens with it chosen, through the calculator too. */
  event?: CategoryCode | undefined;
  words: ListingWords;
};

/**
 * A formula of a product page: its figures and rules from the engine, its schedule and inclusions
 * from the content. The content writes a formula's texts in French only: another language's page
 * shows them as French (`InFrench`), around its own words and figures.
 */
export function FormulaCard({ formula, pricing, event, words }: Props) {
  const { locale, format, formula: w } = words;
  // The schedule's detail is French text: apart from the times on a page in another language.
  const detail = locale === 'fr' ? undefined : formula.horaires_detail;
  const schedule = format.slots(formula.horaires, detail ? undefined : formula.horaires_detail);
  const rules = ruleSentences(pricing, locale);
  const headingId = `formule-${formula.id}`;
  const details = [...formula.inclus, ...(formula.regles ?? [])].length > 0;
  return (
    <article aria-labelledby={headingId} className="flex flex-col rounded-xl border border-brand-100 bg-white p-4 shadow-sm sm:p-5">
      <h3 id={headingId} className="text-lg font-semibold text-brand-800">
        <InFrench text={formula.name} locale={locale} />
      </h3>
      <p className="mt-1 text-xl font-bold text-ink" data-chiffre="prix-formule">
        {priceText(pricing, locale)}
      </p>
      {/* The price's help in French words; in another language, the engine's rule sentences say the same. */}
      {locale === 'fr' && (
        <p className="text-sm text-muted">
          <Typeset text={formula.aide_prix} />
        </p>
      )}
      <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        <dt className="font-semibold">{w.capacity}</dt>
        <dd data-chiffre="capacite-formule">
          <Typeset text={capacityText(pricing, locale)} />
        </dd>
        {(schedule || detail) && (
          <>
            <dt className="font-semibold">{w.schedule}</dt>
            <dd>
              {schedule}
              {detail && (
                <>
                  {schedule && ' — '}
                  <InFrench text={detail} locale={locale} />
                </>
              )}
            </dd>
          </>
        )}
        <dt className="font-semibold">{w.days}</dt>
        <dd className="first-letter:uppercase">{format.days(formula.disponible)}</dd>
      </dl>
      {/* The conditions and inclusions folded: a phone sees every formula's price before their detail. */}
      {(details || rules.length > 0) && (
        <details className="group mt-2 text-sm">
          <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 font-semibold text-brand-700 [&::-webkit-details-marker]:hidden">
            <span aria-hidden="true" className="text-lg leading-none transition-transform group-open:rotate-45">
              +
            </span>
            {rules.length > 0 ? w.rulesAndIncluded : w.included}
          </summary>
          {rules.length > 0 && (
            <ul className="mt-1 mb-3 list-disc space-y-1 pl-5" aria-label={w.rules}>
              {rules.map((rule) => (
                <li key={rule}>
                  <Typeset text={rule} />
                </li>
              ))}
            </ul>
          )}
          <h4 className="mt-1 font-semibold">{w.included}</h4>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {formula.inclus.map((item) => (
              <li key={item}>
                <InFrench text={item} locale={locale} />
              </li>
            ))}
          </ul>
          {formula.regles && formula.regles.length > 0 && (
            <>
              <h4 className="mt-3 font-semibold">{w.toKnow}</h4>
              <ul className="mt-1 list-disc space-y-1 pl-5">
                {formula.regles.map((rule) => (
                  <li key={rule}>
                    <InFrench text={rule} locale={locale} />
                  </li>
                ))}
              </ul>
            </>
          )}
        </details>
      )}
      <div className="mt-auto flex flex-wrap gap-2 pt-4 text-sm font-semibold">
        <Link href={calculatorHref(formula.id, { evenement: event }, locale)} data-ripple="dark" className="btn btn-secondary">
          {w.calculate}
          <span className="sr-only">
            {/* A copy: React's data would refer back to a list it has already sent. */}
            {[...w.about]}
            <InFrench text={formula.name} locale={locale} />
          </span>
        </Link>
        <Link href={quoteHref(formula.id, { evenement: event }, locale)} data-ripple="light" className="btn btn-primary">
          {w.quote}
          <span className="sr-only">
            {/* A copy: React's data would refer back to a list it has already sent. */}
            {[...w.about]}
            <InFrench text={formula.name} locale={locale} />
          </span>
        </Link>
      </div>
    </article>
  );
}
