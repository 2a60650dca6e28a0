// What English text keeps of typography: its spaces as written (French spacing before « : »
// would be a typo in English), its apostrophes typographic, as the French text's are.
import { frenchTypography } from '../french/typography';
import type { Locale } from '../i18n';

/** `minutes' walk`, `d'étude` → `minutes’ walk`, `d’étude`: idempotent, and a quoted 'word' keeps its marks. */
export const englishTypography = (text: string) =>
  text.replace(/(\p{L})'(?=\p{L})/gu, '$1’').replace(/(\p{L}s)'(?=[\s.,;:!?)]|$)/gu, '$1’');

/** The typography of a page's language. */
export const typographyOf = (locale: Locale) => (locale === 'fr' ? frenchTypography : englishTypography);
