// What a visitor reads of availability in their language: French (./messages.ts) always at hand,
// English (./messages.en.ts) loaded by the English pages only (`loadAvailabilityMessages`), as pricing's words.
import type { Locale } from '../i18n';
import { availabilityMessagesFr, type AvailabilityMessages } from './messages';

const loaded: Partial<Record<Locale, AvailabilityMessages>> = { fr: availabilityMessagesFr };
const loading: Partial<Record<Locale, Promise<void>>> = {};
const LOADERS: Record<Locale, () => Promise<AvailabilityMessages>> = {
  fr: () => Promise.resolve(availabilityMessagesFr),
  en: () => import('./messages.en').then((module) => module.availabilityMessagesEn),
};

export function availabilityMessagesFor(locale: Locale): AvailabilityMessages {
  const messages = loaded[locale];
  if (!messages)
    throw new Error(
      `Les mots des disponibilités en « ${locale} » ne sont pas chargés : attendre loadAvailabilityMessages('${locale}') avant.`,
    );
  return messages;
}

/** Loads a language's words: nothing to wait for when they are at hand, else the same promise each time. */
export function loadAvailabilityMessages(locale: Locale): Promise<void> | undefined {
  if (loaded[locale]) return undefined;
  return (loading[locale] ??= LOADERS[locale]().then((messages) => {
    loaded[locale] = messages;
  }));
}
