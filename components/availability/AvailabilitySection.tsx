// The availability section of a product page: one line that says how a date is confirmed, with
// the quote link (#27), and the month view only where it says something. A venue without any
// calendar in content gets the line alone, rendered here with no client code. The calendars'
// addresses are read at run time (docs/deploiement.md) while this page is prerendered: whether
// one answers is known in the browser only, and MonthView adds the folded month only then.
import Link from 'next/link';
import { DAY_LABELS, monthView } from '@/lib/availability';
import { unitsOf } from '@/lib/availability/server';
import { AVAILABILITY_WORDS } from '@/lib/view/booking';
import type { VenueCode } from '@/lib/content-model/vocabulary';
import { MonthView } from './MonthView';
import { Typeset } from '@/components/ui/Typeset';

type Props = { venue: VenueCode; formulaIds: string[]; quoteHref: string };

const SWATCH = {
  libre: 'border-green-700 bg-green-50',
  partiel: 'border-amber-700 bg-[linear-gradient(135deg,var(--color-green-50)_50%,var(--color-amber-100)_50%)]',
  reserve: 'border-transparent bg-gray-100',
  a_confirmer: 'border-dashed border-muted/60 bg-white',
} as const;

export function AvailabilitySection({ venue, formulaIds, quoteHref }: Props) {
  return (
    <section aria-labelledby="disponibilites" className="mt-12">
      <h2 id="disponibilites" className="section-title">
        {monthView.title}
      </h2>
      <p className="mt-2" data-testid="dispo-ligne">
        <Typeset text={AVAILABILITY_WORDS.line} />{' '}
        <Link href={quoteHref} className="font-semibold text-brand-700 underline underline-offset-2">
          {AVAILABILITY_WORDS.quote}
        </Link>
      </p>
      {unitsOf(venue).length > 0 && (
        <MonthView venue={venue} formulaIds={formulaIds} summary={AVAILABILITY_WORDS.calendar}>
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
        </MonthView>
      )}
    </section>
  );
}
