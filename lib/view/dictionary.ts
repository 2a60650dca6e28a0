// One dictionary per language: every word a page or a component shows, picked by the page's
// language. Each part sits beside the French it translates (words.ts and words.en.ts for the
// frame, listing-words.ts and listing-words.en.ts for the listings and their blocks,
// legal-words.ts and legal-words.en.ts for the legal notice; each feature's messages.ts and
// messages.en.ts), typed by the French so that a missing English word fails the type check.
import type { Locale } from '../i18n';
import { legalWords, type LegalWords } from './legal-words';
import { legalWordsEn } from './legal-words.en';
import { listingWords, type ListingWords } from './listing-words';
import { listingWordsEn } from './listing-words.en';
import { frameWords, type FrameWords } from './words';
import { frameWordsEn } from './words.en';

const FRAME: Record<Locale, FrameWords> = { fr: frameWords, en: frameWordsEn };
const LISTING: Record<Locale, ListingWords> = { fr: listingWords, en: listingWordsEn };
const LEGAL: Record<Locale, LegalWords> = { fr: legalWords, en: legalWordsEn };

export const dictionary = (locale: Locale) => ({
  frame: FRAME[locale],
  listing: LISTING[locale],
  legal: LEGAL[locale],
  schema: FRAME[locale].schema,
});
