// The availability section of a product page: one line that says how a date is confirmed, with
// the quote link (#27), and the month view only where it says something. A venue without any
// calendar in content gets the line alone, rendered here with no client code. The calendars'
// addresses are read at run time (docs/deploiement.md) while this page is prerendered: whether
// one answers is known in the browser only, and MonthView adds the folded month only then.
// English pages load the availability words before rendering (loadAvailabilityMessages).
import Link from 'next/link';
import { availabilityMessagesFor } from '@/lib/availability';
import { unitsOf } from '@/lib/availability/server';
import type { VenueCode } from '@/lib/content-model/vocabulary';
import type { Locale } from '@/lib/i18n';
import type { ListingWords } from '@/lib/view/listing-words';
import { MonthView, MonthViewWords } from './MonthView';
import { Typeset } from '@/components/ui/Typeset';

type Props = { venue: VenueCode; formulaIds: string[]; quoteHref: string; words: ListingWords['availability']; locale: Locale };

/** The legend's states, in its order, each with its swatch (the closed days are not in it). */
const SWATCH = {
  libre: 'border-green-700 bg-green-50',
  partiel: 'border-amber-700 bg-[linear-gradient(135deg,var(--color-green-50)_50%,var(--color-amber-100)_50%)]',
  reserve: 'border-transparent bg-gray-100',
  a_confirmer: 'border-dashed border-muted/60 bg-white',
} as const;
const LEGEND = Object.keys(SWATCH) as (keyof typeof SWATCH)[];

export function AvailabilitySection({ venue, formulaIds, quoteHref, words, locale }: Props) {
  const { DAY_LABELS, monthView } = availabilityMessagesFor(locale);
  return (
    <section aria-labelledby="disponibilites" className="mt-12">
      <h2 id="disponibilites" className="section-title">
        {monthView.title}
      </h2>
      <p className="mt-2" data-testid="dispo-ligne">
        <Typeset text={words.line} locale={locale} />{' '}
        <Link href={quoteHref} className="font-semibold text-brand-700 underline underline-offset-2">
          {words.quote}
        </Link>
      </p>
      {unitsOf(venue).length > 0 && (
        <MonthViewWords locale={locale}>
          <MonthView venue={venue} formulaIds={formulaIds} summary={words.calendar} locale={locale}>
            <div>
              <h3 className="text-sm font-semibold">{monthView.legend}</h3>
              <ul className="mt-2 space-y-2 text-sm">
                {LEGEND.map((state) => (
                  <li key={state} className="flex items-center gap-2">
                    <span aria-hidden="true" className={`inline-block h-5 w-5 rounded border ${SWATCH[state]}`} />
                    <span className="first-letter:uppercase">{DAY_LABELS[state]}</span>
                  </li>
                ))}
              </ul>
            </div>
          </MonthView>
        </MonthViewWords>
      )}
    </section>
  );
}
