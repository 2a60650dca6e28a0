import type { Locale } from '.';

/**
 * A feature's words by language: French always at hand, every other language loaded once, as its
 * own chunk in the browser (the feature passes the dynamic import, which the bundler must see
 * in its own module), so that a French page never downloads it. `load` gives nothing to wait for
 * when the words are at hand, else the same promise each time (React's `use` needs it); `wordsFor`
 * refuses, in French, words not loaded yet. `alongside` loads what the words need with them.
 */
export function lazyWords<W>(
  french: W,
  loaders: Record<Exclude<Locale, 'fr'>, () => Promise<W>>,
  names: { words: string; load: string },
  alongside?: (locale: Locale) => Promise<void> | undefined,
) {
  const loaded: Partial<Record<Locale, W>> = { fr: french };
  const loading: Partial<Record<Locale, Promise<void>>> = {};
  return {
    wordsFor: (locale: Locale): W => {
      const words = loaded[locale];
      if (!words)
        throw new Error(`Les mots ${names.words} en « ${locale} » ne sont pas chargés : attendre ${names.load}('${locale}') avant.`);
      return words;
    },
    load: (locale: Locale): Promise<void> | undefined => {
      if (loaded[locale] || locale === 'fr') return undefined;
      return (loading[locale] ??= Promise.all([loaders[locale](), alongside?.(locale)]).then(([words]) => {
        loaded[locale] = words;
      }));
    },
  };
}
