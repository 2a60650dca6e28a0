'use client';

import { useEffect, useRef } from 'react';
import { quoteMessagesFor, type QuoteState } from '@/lib/quotes';
import type { Locale } from '@/lib/i18n';
import { QUOTE_PATH } from '@/lib/view/hand-offs';

export function QuoteSuccess({
  state,
  phone,
  promise,
  locale,
}: {
  state: Extract<QuoteState, { status: 'success' }>;
  phone: string;
  promise: string;
  locale: Locale;
}) {
  const { answers } = quoteMessagesFor(locale);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section aria-labelledby="devis-succes" className="mt-6 rounded-xl border-2 border-brand-600 bg-brand-50 p-5 sm:p-8">
      <h2 id="devis-succes" ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-brand-800">
        {answers.successTitle}
      </h2>
      <p className="mt-2 text-lg font-semibold">{promise}.</p>
      {state.duplicate && <p className="mt-2">{answers.duplicate}</p>}
      <p className="mt-4 text-muted">{answers.reference}</p>
      <p className="font-mono text-3xl font-bold tracking-wide text-ink" data-reference>
        {state.reference}
      </p>
      <p className="mt-2 text-sm">{answers.keepReference}</p>
      <h3 className="mt-6 text-lg font-semibold text-brand-800">{answers.nextTitle}</h3>
      <ol className="mt-2 list-decimal space-y-2 pl-5">
        {state.email && <li>{answers.nextMailed(state.email)}</li>}
        <li>{answers.nextStudy}</li>
        <li>{answers.nextAnswer}</li>
      </ol>
      <p className="mt-4">{answers.nextContact(phone)}</p>
      {/* A full page load: the next request gets a fresh form and token. */}
      <a
        href={QUOTE_PATH[locale]}
        className="mt-6 inline-flex min-h-12 items-center rounded-lg border border-brand-700 px-5 font-semibold text-brand-700"
      >
        {answers.another}
      </a>
    </section>
  );
}
