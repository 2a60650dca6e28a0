'use client';

// « Libre », « Déjà réservé » or « Disponibilité à confirmer » for the chosen date, announced
// to screen readers; on a taken date, the next three free dates as one-click choices.
import {
  type Ask,
  availabilityMessagesFor,
  canBeFree,
  isOfferedSpan,
  type KnownAvailability,
  nextFreeDates,
  offerOf,
  statusOn,
} from '@/lib/availability';
import type { Locale } from '@/lib/i18n';
import { isoToTime } from '@/lib/dates/paris';
import type { PricingFormula } from '@/lib/pricing';
import { useAvailability } from './useAvailability';

type Props = {
  /**
   * The formula as the form prices it: its days say whether the date is offered, even before or
   * without the venue's answer; its hours and rooms come with that answer, found by its id.
   */
  formula: Pick<PricingFormula, 'id' | 'venue' | 'disponible' | 'quantite'>;
  /** A valid date to come, `YYYY-MM-DD`, or nothing when the visitor has not chosen one. */
  date?: string | undefined;
  ask: Ask;
  onChoose?: (date: string) => void;
  id: string;
  /** The answer the server read for the first render (the calculator opened on a date). */
  known?: KnownAvailability | undefined;
  locale: Locale;
};

const TONE = {
  libre: 'border-green-700 bg-green-50 text-green-900',
  reserve: 'border-red-700 bg-red-50 text-red-900',
  a_confirmer: 'border-muted/50 bg-white text-ink',
} as const;

export function DateAvailability({ formula, date, ask, onChoose, id, known, locale }: Props) {
  const { availabilityText, STATUS_LABELS } = availabilityMessagesFor(locale);
  const { loading, busy, formulas } = useAvailability(formula.venue, known, date);
  // The date comes from what a visitor typed: an impossible one (2027-02-30) is judged by no rule.
  const offered = date && isoToTime(date) !== undefined && isOfferedSpan(offerOf(formula), date, ask) ? date : undefined;
  const judged = formulas?.[formula.id];
  // Without the venue's answer (the route failed), nothing is known of the date: « à confirmer ».
  const status = offered && !loading ? (judged ? statusOn(judged, offered, busy, ask) : 'a_confirmer') : undefined;
  const next = status === 'reserve' && judged && offered ? nextFreeDates(judged, offered, busy, ask) : [];
  // The page's own answer covers a few weeks: finding nothing in them is not « none free »; nor is
  // finding nothing without any feed, where a date booked on the site is taken and every other one « à confirmer ».
  const searched = canBeFree(busy) && (!busy?.partial || next.length > 0);
  return (
    <div id={id} data-testid="disponibilite" className="min-h-12">
      <div role="status" aria-live="polite">
        {offered &&
          (status ? (
            <p className={`rounded-lg border px-3 py-2 ${TONE[status]}`}>
              <strong>{STATUS_LABELS[status]}</strong>
              <span className="block text-sm">{availabilityText[status](offered)}</span>
            </p>
          ) : (
            <p className="text-sm text-muted">{availabilityText.checking}</p>
          ))}
      </div>
      {status === 'reserve' && searched && (
        <div className="mt-2">
          {next.length > 0 ? (
            <>
              <p className="text-sm font-semibold">{availabilityText.nextFree}</p>
              <ul className="mt-1 flex flex-wrap gap-2">
                {next.map((day) => (
                  <li key={day}>
                    <button
                      type="button"
                      onClick={() => onChoose?.(day)}
                      className="min-h-11 rounded-lg border border-brand-700 bg-white px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50"
                    >
                      {availabilityText.freeDate(day)}
                    </button>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p className="text-sm">{availabilityText.noneFree}</p>
          )}
          <p className="mt-1 text-sm text-muted">{availabilityText.stillAsk}</p>
        </div>
      )}
    </div>
  );
}
