// The calculator's words in the visitor's language: French (./messages.ts) is always at hand;
// English (./messages.en.ts) is its own chunk in the browser, loaded by the English pages only
// (`loadPricingMessages`, awaited by a server page, `use`d by a client component), so that a
// French page never downloads it.
import type { Locale } from '../i18n';
import { pricingMessagesFr, type PricingMessages } from './messages';

const loaded: Partial<Record<Locale, PricingMessages>> = { fr: pricingMessagesFr };
const loading: Partial<Record<Locale, Promise<void>>> = {};
const LOADERS: Record<Locale, () => Promise<PricingMessages>> = {
  fr: () => Promise.resolve(pricingMessagesFr),
  en: () => import('./messages.en').then((module) => module.pricingMessagesEn),
};

export function pricingMessagesFor(locale: Locale): PricingMessages {
  const messages = loaded[locale];
  if (!messages)
    throw new Error(`Les mots du calcul en « ${locale} » ne sont pas chargés : attendre loadPricingMessages('${locale}') avant.`);
  return messages;
}

/** Loads a language's words: nothing to wait for when they are at hand, else the same promise each time (React's `use` needs it). */
export function loadPricingMessages(locale: Locale): Promise<void> | undefined {
  if (loaded[locale]) return undefined;
  return (loading[locale] ??= LOADERS[locale]().then((messages) => {
    loaded[locale] = messages;
  }));
}
