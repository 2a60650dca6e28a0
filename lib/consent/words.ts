import type { Locale } from '../i18n';
import { consentMessages, purposeMessages } from './messages';
import { consentMessagesEn, purposeMessagesEn } from './messages.en';

export type ConsentWords = typeof consentMessagesEn & { purposes: typeof purposeMessages };

/** The banner's words in a language. Each banner imports its own language's module (components/consent). */
export const consentWords = (locale: Locale): ConsentWords =>
  locale === 'en' ? { ...consentMessagesEn, purposes: purposeMessagesEn } : { ...consentMessages, purposes: purposeMessages };
