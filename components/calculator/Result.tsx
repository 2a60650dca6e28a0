import Link from 'next/link';
import { type Evaluation, type PricingFormula, pricingMessagesFor, requestSearch } from '@/lib/pricing';
import type { Locale } from '@/lib/i18n';
import { CALCULATOR_PATH } from '@/lib/view/hand-offs';
import { Typeset } from '@/components/ui/Typeset';

type Props = {
  formula: PricingFormula;
  evaluation: Evaluation;
  firstErrorLabel?: string | undefined;
  waitingForPeople?: boolean;
  quoteHref: string;
  locale: Locale;
};

/** The total, announced in a live region, then how it is made, or why it cannot be given. */
export function Result({ formula, evaluation, firstErrorLabel, waitingForPeople = false, quoteHref, locale }: Props) {
  const { labels, status } = pricingMessagesFor(locale);
  const result = evaluation.kind === 'priced' ? evaluation.result : undefined;
  return (
    <section aria-labelledby="resultat-titre" className="rounded-xl border border-brand-100 bg-white p-5 shadow-sm">
      <h2 id="resultat-titre" className="text-lg font-semibold text-brand-800">
        {labels.result}
      </h2>
      <p className="text-sm text-muted">
        <Typeset text={`${formula.name} · ${formula.venueLabel}`} locale={locale} />
      </p>

      {/* Fixed height: the button below stays in place as the total changes. */}
      <div role="status" className="mt-3 flex min-h-28 flex-col justify-center rounded-lg bg-brand-50 px-4 py-3">
        {result?.ok ? (
          <>
            <span className="text-sm font-semibold text-muted">{status.total}</span>
            <strong className="text-3xl font-bold text-brand-800" data-testid="total">
              {status.amount(result.total, result.tax)}
            </strong>
            {result.vat && <span className="text-sm">{status.withVat(result.vat.totalTTC, result.vat.rate)}</span>}
          </>
        ) : result ? (
          <>
            <strong className="text-xl font-bold text-red-700">{status.refused}</strong>
            <span>{result.problems.map((p) => p.message).join(' ')}</span>
          </>
        ) : (
          <>
            <strong className="text-xl font-bold text-ink">{status.invalidTitle}</strong>
            <span>{waitingForPeople ? status.waitingForPeople : status.invalid(firstErrorLabel ?? '')}</span>
          </>
        )}
      </div>

      <Link href={quoteHref} data-ripple="light" className="btn btn-primary mt-4 w-full min-h-12 text-base">
        {labels.quote}
      </Link>
      <p className="mt-2 text-sm text-muted">{labels.taxNote(formula.taxe)}</p>

      {result?.ok && (
        <>
          <h3 className="mt-5 text-sm font-semibold">{labels.lines}</h3>
          <dl className="mt-2 divide-y divide-brand-100 text-sm">
            {result.lines.map((line) => (
              <div key={line.label} className="flex justify-between gap-4 py-2">
                <dt>
                  <Typeset text={line.label} locale={locale} />
                </dt>
                <dd className="shrink-0 tabular-nums">{status.lineAmount(line.amount)}</dd>
              </div>
            ))}
            <div className="flex justify-between gap-4 py-2 font-semibold">
              <dt>
                {labels.total} {labels.tax[result.tax]}
              </dt>
              <dd className="shrink-0 tabular-nums">{status.lineAmount(result.total)}</dd>
            </div>
            {result.vat && (
              <>
                <div className="flex justify-between gap-4 py-2">
                  <dt>{labels.vatLine(result.vat.rate)}</dt>
                  <dd className="shrink-0 tabular-nums">{status.lineAmount(result.vat.amount)}</dd>
                </div>
                <div className="flex justify-between gap-4 py-2 font-semibold">
                  <dt>{labels.totalTTC}</dt>
                  <dd className="shrink-0 tabular-nums">{status.lineAmount(result.vat.totalTTC)}</dd>
                </div>
              </>
            )}
          </dl>
          {result.rules.length > 0 && (
            <>
              <h3 className="mt-4 text-sm font-semibold">{labels.rules}</h3>
              <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
                {result.rules.map((rule) => (
                  <li key={rule}>{rule}</li>
                ))}
              </ul>
            </>
          )}
        </>
      )}

      {result && !result.ok && result.alternatives.length > 0 && (
        <>
          <h3 className="mt-5 text-sm font-semibold">{labels.alternatives}</h3>
          <ul className="mt-2 space-y-2">
            {result.alternatives.map((alternative) => {
              const sameFormula = alternative.formula.id === formula.id;
              const room = formula.salles?.find((r) => r.salle === alternative.request.salle);
              return (
                <li key={`${alternative.formula.id}-${alternative.request.salle ?? ''}`}>
                  <Link
                    href={`${CALCULATOR_PATH[locale]}?${requestSearch(alternative.formula, alternative.request)}`}
                    className="flex min-h-12 items-center justify-between gap-3 rounded-lg border border-brand-100 px-3 py-2 text-sm hover:bg-brand-50"
                  >
                    <span>
                      <span className="font-semibold text-brand-800">
                        {sameFormula && room ? labels.roomAlternative(room.nom) : alternative.formula.name}
                      </span>
                      <span className="block text-muted">{alternative.formula.venueLabel}</span>
                    </span>
                    <span className="shrink-0 font-semibold tabular-nums">
                      {status.amount(alternative.total, alternative.formula.taxe)}
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
