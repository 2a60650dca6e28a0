'use client';

// The quote request form: its state and checks live in ./form-state.ts, its lists in
// ./form-options.ts; this component lays out the summary, the three sections and the button.
import type { ReactNode } from 'react';
import { loadQuoteMessages, quoteMessagesFor, type QuoteCatalogue, type QuoteValues } from '@/lib/quotes';
import type { Locale } from '@/lib/i18n';
import { loadAvailabilityMessages, type KnownAvailability } from '@/lib/availability';
import { wordsGate } from '@/components/i18n/words-gate';
import { ContactSection } from './ContactSection';
import { DetailsSection } from './DetailsSection';
import { ErrorSummary } from './ErrorSummary';
import { EventSection } from './EventSection';
import { quoteFieldId, useQuoteForm, type QuoteAction } from './form-state';
import { QuoteSuccess } from './QuoteSuccess';
import { Typeset } from '@/components/ui/Typeset';

type Props = {
  catalogue: QuoteCatalogue;
  initial: QuoteValues;
  token: string;
  /** Today in Paris on the server, so the page and the browser agree on the date bounds. */
  today: string;
  phone: string;
  /** « Nous vous répondons sous 24 h ouvrées », confirmed once the request is sent. */
  promise: string;
  action: QuoteAction;
  /** The privacy notice, shown above the button. */
  children: ReactNode;
  /** The venue's answer when the page was opened on a date, for the first HTML (app/(fr)/devis/page.tsx). */
  knownAvailability?: KnownAvailability | undefined;
  /** Individuals only (consumers), above the button: no withdrawal right for a rental on a set date. */
  withdrawal: ReactNode;
  /** The visitor's language: every word of the form, its errors and the confirmation e-mail follow it (its words loaded by `QuoteWords` around it). */
  locale: Locale;
};

/** Waits for the form's words (the quote's, the calculator's, availability's) in another language than French: the page puts it around the form. */
export const QuoteWords = wordsGate([loadQuoteMessages, loadAvailabilityMessages]);

export function QuoteForm({
  catalogue,
  initial,
  token,
  today,
  phone,
  promise,
  action,
  children,
  knownAvailability,
  withdrawal,
  locale,
}: Props) {
  const text = quoteMessagesFor(locale).form;
  const quote = useQuoteForm(catalogue, initial, action, locale);
  const { state, values, hydrated } = quote;
  if (state.status === 'success') return <QuoteSuccess state={state} phone={phone} promise={promise} locale={locale} />;
  const section = { values, errors: quote.errors, set: quote.set, hydrated, locale };

  return (
    <form ref={quote.formRef} action={quote.formAction} onSubmit={quote.onSubmit} noValidate className="mt-6 space-y-8">
      <p className="text-muted">
        <Typeset text={text.intro} locale={locale} />
      </p>

      <ErrorSummary refusal={quote.refusal} errors={quote.summary} fieldId={quoteFieldId} focusRef={quote.summaryRef} locale={locale} />

      <input type="hidden" name="jeton" value={quote.token ?? token} />
      {values.langue && <input type="hidden" name="langue" value={values.langue} />}
      <input type="hidden" name="prerempli" value={quote.prefilled} />
      {/* Left empty by people, filled by robots that fill every field. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="devis-site-internet">{text.honeypot}</label>
        <input id="devis-site-internet" name="site_internet" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>

      <EventSection {...section} catalogue={catalogue} today={today} knownAvailability={knownAvailability} />
      <ContactSection {...section} />
      <DetailsSection {...section} today={today} />

      {/* Without JavaScript the audience is not known yet: the sentence names its public. */}
      {(!hydrated || values.public === 'particuliers') && withdrawal}

      <button
        type="submit"
        disabled={quote.pending}
        className="min-h-12 w-full rounded-lg bg-brand-700 px-6 py-3 text-lg font-semibold text-white hover:bg-brand-800 disabled:opacity-70 sm:w-auto"
      >
        {quote.pending ? text.submitting : text.submit}
      </button>

      {/* The privacy notice after the button (#27): its two lines are read before sending, its detail on demand. */}
      {children}
    </form>
  );
}
