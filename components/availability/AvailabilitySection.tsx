// The availability section of a product page: one line that says how a date is confirmed, with
// the quote link (#27), then the month view folded: heading and legend server rendered, the month
// a client leaf fed by the JSON route, which says how to ask without JavaScript. Folded, the
// month's 550 px do not stand between a phone and the reviews when no calendar is configured.
import Link from 'next/link';
import { DAY_LABELS, monthView } from '@/lib/availability/messages';
import { AVAILABILITY_WORDS } from '@/lib/booking';
import { frenchTypography } from '@/lib/format';
import type { AvailabilityFormula } from '@/lib/availability/rule';
import { MonthView } from './MonthView';

type Props = { venue: string; formulas: AvailabilityFormula[]; phone: string; quoteHref: string };

const SWATCH = {
  libre: 'border-green-700 bg-green-50',
  partiel: 'border-amber-700 bg-[linear-gradient(135deg,var(--color-green-50)_50%,var(--color-amber-100)_50%)]',
  reserve: 'border-transparent bg-gray-100',
  a_confirmer: 'border-dashed border-muted/60 bg-white',
} as const;

export function AvailabilitySection({ venue, formulas, phone, quoteHref }: Props) {
  return (
    <section aria-labelledby="disponibilites" className="mt-12">
      <h2 id="disponibilites" className="text-2xl font-semibold text-brand-800">
        {monthView.title}
      </h2>
      <p className="mt-2">
        {frenchTypography(AVAILABILITY_WORDS.line)}{' '}
        <Link href={quoteHref} className="font-semibold text-brand-700 underline underline-offset-2">
          {AVAILABILITY_WORDS.quote}
        </Link>
      </p>
      <details className="group mt-2">
        <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 font-semibold text-brand-700 [&::-webkit-details-marker]:hidden">
          <span aria-hidden="true" className="text-lg leading-none transition-transform group-open:rotate-45">
            +
          </span>
          {AVAILABILITY_WORDS.calendar}
        </summary>
        <p className="mt-2 text-muted">{monthView.intro}</p>
        <div className="mt-4 flex flex-col gap-6 sm:flex-row sm:items-start">
          <MonthView venue={venue} formulas={formulas} noScript={monthView.noScript(phone)} />
          <div>
            <h3 className="text-sm font-semibold">{monthView.legend}</h3>
            <ul className="mt-2 space-y-2 text-sm">
              {monthView.legendItems.map((state) => (
                <li key={state} className="flex items-center gap-2">
                  <span aria-hidden="true" className={`inline-block h-5 w-5 rounded border ${SWATCH[state]}`} />
                  <span className="first-letter:uppercase">{DAY_LABELS[state]}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </details>
    </section>
  );
}
