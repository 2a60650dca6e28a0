'use client';

// A month of availability on a product page (this month and the next): free, partly taken
// and taken days for the page's formulas, each open day a link into the calculator. The
// page is prerendered: today and the calendars are only known in the browser, and the
// formulas' hours come with the calendars from the JSON route (the page names only their ids). Only an answer
// with a calendar or one of the site's bookings in it adds the folded month under the section's line:
// without either (no feed, or one that failed, and nothing booked), without JavaScript and while
// loading, that line alone is shown.
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { availabilityMessagesFor, dayState, type DayState, loadAvailabilityMessages, statusOn } from '@/lib/availability';
import { isOffered } from '@/lib/pricing';
import { addDays, parisToday } from '@/lib/dates/paris';
import { LANGUAGE_TAG, type Locale } from '@/lib/i18n';
import { calculatorHref } from '@/lib/view/hand-offs';
import { wordsGate } from '@/components/i18n/words-gate';
import { useAvailability } from './useAvailability';

type Props = {
  venue: string;
  /** The product's formulas, in the page's order. */
  formulaIds: string[];
  /** The disclosure's label. */
  summary: string;
  /** The legend, rendered by the server beside the month. */
  children: ReactNode;
  /** The page's language: the month's words, its days' names and its links follow it (its words loaded by `MonthViewWords` around it). */
  locale: Locale;
};

/** Waits in the browser for the words of a language other than French (components/i18n/words-gate.ts). */
export const MonthViewWords = wordsGate([loadAvailabilityMessages]);

/** The names of the days and months in a language, from Intl: `lun.`/`lundi`, `Mon`/`Monday`; `décembre 2026`, `December 2026`. */
function calendarNames(locale: Locale) {
  const format = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(LANGUAGE_TAG[locale], { timeZone: 'UTC', ...options });
  const [short, long] = [format({ weekday: 'short' }), format({ weekday: 'long' })];
  // 1 January 2024 was a Monday: the week's columns start on Monday.
  const week = Array.from({ length: 7 }, (_, d) => new Date(Date.UTC(2024, 0, 1 + d)));
  return {
    weekdays: week.map((day) => [short.format(day), long.format(day)] as const),
    month: format({ month: 'long', year: 'numeric' }),
    day: format({ weekday: 'long', day: 'numeric', month: 'long' }),
  };
}

const NAMES: Partial<Record<Locale, ReturnType<typeof calendarNames>>> = {};
const namesIn = (locale: Locale) => (NAMES[locale] ??= calendarNames(locale));

const STYLE: Record<DayState | 'passe', string> = {
  libre: 'border-green-700 bg-green-50 text-green-900 font-semibold',
  partiel: 'border-amber-700 bg-[linear-gradient(135deg,var(--color-green-50)_50%,var(--color-amber-100)_50%)] text-ink font-semibold',
  reserve: 'border-transparent bg-gray-100 text-muted line-through',
  a_confirmer: 'border-dashed border-muted/60 bg-white text-ink',
  ferme: 'border-transparent text-muted',
  passe: 'border-transparent text-muted',
};

/** `YYYY-MM-01` of the month `offset` months after the one of `today`. */
const monthStart = (today: string, offset: number) => {
  const date = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 1 + offset, 1));
  return date.toISOString().slice(0, 10);
};

/** 6 weeks from the Monday on or before the 1st: every month fits, and the height never changes. */
function weeksOf(first: string): string[][] {
  const shift = (new Date(`${first}T00:00:00Z`).getUTCDay() + 6) % 7;
  const start = addDays(first, -shift);
  return Array.from({ length: 6 }, (_, w) => Array.from({ length: 7 }, (_, d) => addDays(start, w * 7 + d)));
}

export function MonthView({ venue, formulaIds, summary, children, locale }: Props) {
  const { DAY_LABELS, monthView } = availabilityMessagesFor(locale);
  const names = namesIn(locale);
  const [today, setToday] = useState<string>();
  const [offset, setOffset] = useState(0);
  const [focused, setFocused] = useState<string>();
  const table = useRef<HTMLTableElement>(null);
  const { busy, formulas: venueFormulas } = useAvailability(venue);

  useEffect(() => setToday(parisToday()), []);
  const first = today ? monthStart(today, offset) : undefined;
  const last = today ? addDays(monthStart(today, 2), -1) : undefined;
  const month = first?.slice(0, 7);
  const active = focused && focused.startsWith(month ?? '-') && focused >= (today ?? '') ? focused : today && offset === 0 ? today : first;

  useEffect(() => {
    if (focused) table.current?.querySelector<HTMLElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused, offset]);

  const move = (event: KeyboardEvent) => {
    if (!today || !active || !last) return;
    const steps: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };
    const weekday = (new Date(`${active}T00:00:00Z`).getUTCDay() + 6) % 7;
    const step = steps[event.key];
    let target: string | undefined;
    if (step !== undefined) target = addDays(active, step);
    else if (event.key === 'Home') target = addDays(active, -weekday);
    else if (event.key === 'End') target = addDays(active, 6 - weekday);
    else if (event.key === 'PageDown') target = addDays(active, 28);
    else if (event.key === 'PageUp') target = addDays(active, -28);
    if (!target) return;
    event.preventDefault();
    const clamped = target < today ? today : target > last ? last : target;
    setOffset(clamped.slice(0, 7) === today.slice(0, 7) ? 0 : 1);
    setFocused(clamped);
  };

  if (!today || !first || !month || !busy || !venueFormulas) return null;
  const formulas = formulaIds.flatMap((id) => venueFormulas[id] ?? []);

  const stateOf = (day: string): DayState | 'passe' => (day < today ? 'passe' : dayState(formulas, day, busy));
  // The link opens the calculator on the first formula of the page that is free that day (or offered).
  const offerFor = (day: string) =>
    (
      formulas.find((f) => isOffered(f.disponible, day) && statusOn(f, day, busy) === 'libre') ??
      formulas.find((f) => isOffered(f.disponible, day))
    )?.id;

  return (
    <details className="group mt-2">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 font-semibold text-brand-700 [&::-webkit-details-marker]:hidden">
        <span aria-hidden="true" className="text-lg leading-none transition-transform group-open:rotate-45">
          +
        </span>
        {summary}
      </summary>
      <p className="mt-2 text-muted">{monthView.intro}</p>
      <div className="mt-4 flex flex-col gap-6 sm:flex-row sm:items-start">
        <div className="max-w-md">
          <p className="text-sm text-muted" data-testid="dispo-note">
            {monthView.hint}
          </p>
          <div className="mt-2 flex h-12 items-center justify-between gap-2">
            <button
              type="button"
              onClick={() => setOffset(0)}
              disabled={offset === 0}
              aria-label={monthView.previous}
              className="h-11 w-11 rounded-lg border border-brand-100 text-xl text-brand-800 disabled:opacity-40"
            >
              ‹
            </button>
            <h3 className="text-lg font-semibold capitalize text-brand-800" aria-live="polite">
              {names.month.format(new Date(`${first}T00:00:00Z`))}
            </h3>
            <button
              type="button"
              onClick={() => setOffset(1)}
              disabled={offset === 1}
              aria-label={monthView.next}
              className="h-11 w-11 rounded-lg border border-brand-100 text-xl text-brand-800 disabled:opacity-40"
            >
              ›
            </button>
          </div>
          {/* Arrow keys move between the days' links, as in a date grid: one listener for the whole month. */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
          <table ref={table} onKeyDown={move} className="mt-1 w-full table-fixed border-separate border-spacing-1 text-center text-sm">
            <caption className="sr-only">{monthView.title}</caption>
            <thead>
              <tr>
                {names.weekdays.map(([short, long]) => (
                  <th key={long} scope="col" abbr={long} className="h-8 font-semibold text-muted">
                    {short}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {weeksOf(first).map((week) => (
                <tr key={week[0]}>
                  {week.map((day) => {
                    if (!day.startsWith(month)) return <td key={day} className="h-11" />;
                    const state = stateOf(day);
                    const label = monthView.dayLabel(
                      names.day.format(new Date(`${day}T00:00:00Z`)),
                      state === 'passe' ? monthView.past : DAY_LABELS[state],
                    );
                    const offer = state !== 'passe' && state !== 'ferme' ? offerFor(day) : undefined;
                    const common = {
                      'data-date': day,
                      tabIndex: day === active ? 0 : -1,
                      onFocus: () => setFocused(day),
                      className: `flex h-11 items-center justify-center rounded-md border ${STYLE[state]}`,
                    };
                    return (
                      <td key={day} className="h-11 p-0">
                        {offer ? (
                          <a
                            href={calculatorHref(offer, { date: day }, locale)}
                            aria-label={`${label}. ${monthView.calculate}`}
                            {...common}
                          >
                            {Number(day.slice(8))}
                          </a>
                        ) : (
                          <span aria-label={label} role="img" {...common}>
                            {Number(day.slice(8))}
                          </span>
                        )}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {children}
      </div>
    </details>
  );
}
