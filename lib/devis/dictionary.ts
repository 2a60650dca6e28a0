// The words and formats of a devis in its language: French (./messages.ts) always at hand; English
// (./messages.en.ts) loaded on demand (`loadDevisWords`), with the engine's English words that
// drafting a devis reads, so that the desk's French editor never downloads them.
import * as en from '../english/format';
import { typographyOf } from '../english/typography';
import * as fr from '../french/format';
import type { Locale } from '../i18n';
import { lazyWords } from '../i18n/lazy-words';
import { loadPricingMessages } from '../pricing';
import { devisWordsFr, type DevisWords } from './messages';

const words = lazyWords(
  devisWordsFr,
  { en: () => import('./messages.en').then((module) => module.devisWordsEn) },
  { words: 'du devis', load: 'loadDevisWords' },
  loadPricingMessages,
);

export const devisWordsFor = words.wordsFor;

export const loadDevisWords = words.load;

/** The acceptance page's words, whose form's leaf reads its part. */
export type AcceptanceWords = DevisWords['acceptance'];

/** Amounts, rates, dates and hours as the devis's reader writes them, and its typography. */
const FORMATS = {
  fr: { euros: fr.formatEuros, cents: fr.formatCents, percent: fr.formatPercent, date: fr.formatLongDate, clock: fr.formatClock },
  en: { euros: en.formatEuros, cents: en.formatCents, percent: en.formatPercent, date: en.formatLongDate, clock: en.formatClock },
};

export const devisFormat = (locale: Locale) => ({ ...FORMATS[locale], text: typographyOf(locale) });
