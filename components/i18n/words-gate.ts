// The words of another language than French are a chunk of their own (lib/pricing, lib/availability
// and lib/quotes, each `dictionary.ts`): a gate waits for them once, before drawing its children, so
// that a French page never downloads them and the components below read their words at once. One
// `use` of one promise, and no hook: nothing below has started when it suspends. Each client
// component that needs other words exports its gate from its own module (no chunk of its own).
import { use, type ReactNode } from 'react';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n';

type Load = (locale: Locale) => Promise<void> | undefined;

export function wordsGate(loaders: readonly Load[]) {
  const loading: Partial<Record<Locale, Promise<unknown>>> = {};
  return function WordsGate({ locale, children }: { locale: Locale; children: ReactNode }) {
    // French, the default, is always at hand.
    if (locale !== DEFAULT_LOCALE) use((loading[locale] ??= Promise.all(loaders.map((load) => load(locale) ?? Promise.resolve()))));
    return children;
  };
}
