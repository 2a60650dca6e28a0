// The words of the quote request in the visitor's language: French (./messages.ts) always at hand;
// English (./messages.en.ts) loaded by the English form only (`loadQuoteMessages`, with the
// calculator's English words its checks use), so that the French form never downloads it.
import { LOCALES, type Locale } from '../i18n';
import { loadPricingMessages } from '../pricing';
import { quoteMessagesFr, type QuoteMessages } from './messages';

const loaded: Partial<Record<Locale, QuoteMessages>> = { fr: quoteMessagesFr };
const loading: Partial<Record<Locale, Promise<void>>> = {};
const LOADERS: Record<Locale, () => Promise<QuoteMessages>> = {
  fr: () => Promise.resolve(quoteMessagesFr),
  en: () => import('./messages.en').then((module) => module.quoteMessagesEn),
};

export function quoteMessagesFor(locale: Locale): QuoteMessages {
  const messages = loaded[locale];
  if (!messages) throw new Error(`Les mots du devis en « ${locale} » ne sont pas chargés : attendre loadQuoteMessages('${locale}') avant.`);
  return messages;
}

/** Loads a language's words and the calculator's: nothing to wait for when they are at hand, else the same promise each time. */
export function loadQuoteMessages(locale: Locale): Promise<void> | undefined {
  if (loaded[locale]) return undefined;
  return (loading[locale] ??= Promise.all([LOADERS[locale](), loadPricingMessages(locale)]).then(([messages]) => {
    loaded[locale] = messages;
  }));
}

/** The language a form posted (its hidden field `langue`): French when absent, as every form before #37. */
export const formLocale = (value: string): Locale | undefined => (value === '' ? 'fr' : LOCALES.find((locale) => locale === value));
