// The words of the quote request in the visitor's language: French (./messages.ts) always at hand;
// English (./messages.en.ts) loaded by the English form only (`loadQuoteMessages`, with the
// calculator's English words its checks use), so that the French form never downloads it.
import { LOCALES, type Locale } from '../../i18n';
import { lazyWords } from '../../i18n/lazy-words';
import { loadPricingMessages } from '../../pricing';
import { quoteMessagesFr } from './messages';

// The form's checks read the calculator's words too: they load with the form's.
const words = lazyWords(
  quoteMessagesFr,
  { en: () => import('./messages.en').then((module) => module.quoteMessagesEn) },
  { words: 'du devis', load: 'loadQuoteMessages' },
  loadPricingMessages,
);

export const quoteMessagesFor = words.wordsFor;

export const loadQuoteMessages = words.load;

/** The language a form posted (its hidden field `langue`): French when absent, as every form before #37. */
export const formLocale = (value: string): Locale | undefined => (value === '' ? 'fr' : LOCALES.find((locale) => locale === value));
