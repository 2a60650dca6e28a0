'use client';

// The words of another language than French are a chunk of their own (lib/pricing, lib/availability
// and lib/quotes, each `dictionary.ts`): this waits for them once, before drawing its children, so
// that a French page never downloads them and the components below read their words at once. One
// `use` of one promise, and no hook: nothing below has started when it suspends.
import { use, type ReactNode } from 'react';
import { loadAvailabilityMessages } from '@/lib/availability';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n';
import { loadPricingMessages } from '@/lib/pricing';
import { loadQuoteMessages } from '@/lib/quotes';

const loading: Partial<Record<Locale, Promise<unknown>>> = {};

const wordsOf = (locale: Locale) =>
  (loading[locale] ??= Promise.all([loadPricingMessages(locale), loadAvailabilityMessages(locale), loadQuoteMessages(locale)]));

export function WithWords({ locale, children }: { locale: Locale; children: ReactNode }) {
  // French, the default, is always at hand.
  if (locale !== DEFAULT_LOCALE) use(wordsOf(locale));
  return children;
}
