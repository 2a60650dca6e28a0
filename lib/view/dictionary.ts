// One dictionary per language: every word a page or a component shows, picked by the page's
// language. Each part sits beside the French it translates (words.ts and words.en.ts for the
// frame; each feature's messages.ts and messages.en.ts), typed by the French so that a missing
// English word fails the type check.
import type { Locale } from '../i18n';
import { frameWords, type FrameWords } from './words';
import { frameWordsEn } from './words.en';

const FRAME: Record<Locale, FrameWords> = { fr: frameWords, en: frameWordsEn };

export const dictionary = (locale: Locale) => ({ frame: FRAME[locale] });
