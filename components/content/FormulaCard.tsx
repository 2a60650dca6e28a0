import Link from 'next/link';
import type { FormulaWord, LocalFormula } from '@/lib/content';
import type { CategoryCode } from '@/lib/content-model/vocabulary';
import { calculatorHref, quoteHref } from '@/lib/view/hand-offs';
import type { ListingWords } from '@/lib/view/listing-words';
import { capacityText, priceText, ruleSentences, type PricingFormula } from '@/lib/pricing';
import { Typeset } from '@/components/ui/Typeset';
import { InFrench } from './InFrench';
import { isTranslation } from '@/lib/i18n';

type Props = {
  formula: LocalFormula;
  pricing: PricingFormula;
  /** The page's event type: the quote form opens with it chosen, through the calculator too. */
  event?: CategoryCode | undefined;
  words: ListingWords;
};

/**
 * A formula of a product page: its figures and rules from the engine, its schedule and inclusions
 * from the content, in the page's language (content/en/formules/). The words a formula has in
 * French only show as French (`InFrench`), around the page's own words and figures.
 */
export function FormulaCard({ formula, pricing, event, words }: Props) {
  const { locale, format, formula: w } = words;
  const said = (text: string, word: FormulaWord) =>
    formula.inFrench.includes(word) ? <InFrench text={text} locale={locale} /> : <Typeset text={text} locale={locale} />;
  // On a page in another language the schedule's detail is apart from the times, which read in that language.
  const detail = !isTranslation(locale) ? undefined : formula.horaires_detail;
  const schedule = format.slots(formula.horaires, detail ? undefined : formula.horaires_detail);
  const rules = ruleSentences(pricing, locale);
  const headingId = `formule-${formula.id}`;
  const details = [...formula.inclus, ...(formula.regles ?? [])].length > 0;
  return (
    <article aria-labelledby={headingId} className="flex flex-col rounded-xl border border-brand-100 bg-white p-4 shadow-sm sm:p-5">
      <h3 id={headingId} className="text-lg font-semibold text-brand-800">
        {said(formula.name, 'name')}
      </h3>
      <p className="mt-1 text-xl font-bold text-ink" data-chiffre="prix-formule">
        {priceText(pricing, locale)}
      </p>
      {/* The price's help, in the page's language; left out in French words, the engine's rule sentences saying the same. */}
      {!formula.inFrench.includes('aide_prix') && (
        <p className="text-sm text-muted">
          <Typeset text={formula.aide_prix} locale={locale} />
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
                  {said(detail, 'horaires_detail')}
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
              <li key={item}>{said(item, 'inclus')}</li>
            ))}
          </ul>
          {formula.regles && formula.regles.length > 0 && (
            <>
              <h4 className="mt-3 font-semibold">{w.toKnow}</h4>
              <ul className="mt-1 list-disc space-y-1 pl-5">
                {formula.regles.map((rule) => (
                  <li key={rule}>{said(rule, 'regles')}</li>
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
            {said(formula.name, 'name')}
          </span>
        </Link>
        <Link href={quoteHref(formula.id, { evenement: event }, locale)} data-ripple="light" className="btn btn-primary">
          {w.quote}
          <span className="sr-only">
            {/* A copy: React's data would refer back to a list it has already sent. */}
            {[...w.about]}
            {said(formula.name, 'name')}
          </span>
        </Link>
      </div>
    </article>
  );
}
