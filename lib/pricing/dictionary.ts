// The calculator's words in the visitor's language: French (./messages.ts) is always at hand;
// English (./messages.en.ts) is its own chunk in the browser, loaded by the English pages only
// (`loadPricingMessages`, awaited by a server page, `use`d by a client component), so that a
// French page never downloads it.
import { lazyWords } from '../i18n/lazy-words';
import { pricingMessagesFr } from './messages';

const words = lazyWords(
  pricingMessagesFr,
  { en: () => import('./messages.en').then((module) => module.pricingMessagesEn) },
  { words: 'du calcul', load: 'loadPricingMessages' },
);

export const pricingMessagesFor = words.wordsFor;

export const loadPricingMessages = words.load;
