// The words of the request only the server writes, in every language at hand (the browser's
// words are ./dictionary.ts's, English loaded by the English form only).
import 'server-only';
import type { Locale } from '../../i18n';
import { quoteServerWordsFr, type QuoteServerWords } from '../form/messages';
import { quoteServerWordsEn } from '../form/messages.en';

const WORDS: Record<Locale, QuoteServerWords> = { fr: quoteServerWordsFr, en: quoteServerWordsEn };

export const quoteServerWords = (locale: Locale): QuoteServerWords => WORDS[locale];
