import type { Locale } from '../i18n';
import { consentWordsFr, type purposeMessages } from './messages';
import { type consentMessagesEn, consentWordsEn } from './messages.en';

export type ConsentWords = typeof consentMessagesEn & { purposes: typeof purposeMessages };

/** The banner's words in a language. Each banner imports its own language's module (components/consent). */
export const consentWords = (locale: Locale): ConsentWords => (locale === 'en' ? consentWordsEn : consentWordsFr);
