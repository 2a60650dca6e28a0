// The site's languages. French is the site; English covers the professional side only
// (issue #37), so a page exists in English only where its English text exists in content/.

export const LOCALES = ['fr', 'en'] as const;

export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'fr';

/**
 * Whether a page in this language is a translation, read beside the French text (content/en/…),
 * rather than the site's own French: what every language but French shares, so a third one
 * takes the same path as English.
 */
export const isTranslation = (locale: Locale): boolean => locale !== DEFAULT_LOCALE;

/** The language a header or a parameter names, French when it names none of the site's. */
export const asLocale = (value: string | null | undefined): Locale => LOCALES.find((locale) => locale === value) ?? DEFAULT_LOCALE;

/** Where each language's pages live: French at the root, English under /en. */
export const LOCALE_PREFIX: Record<Locale, string> = { fr: '', en: '/en' };

/** `<html lang>` of each language's pages: the English pages are written in British English. */
export const HTML_LANG: Record<Locale, string> = { fr: 'fr', en: 'en-GB' };

/** Intl's tag of each language (en-GB: 24-hour times, day before month). */
export const LANGUAGE_TAG: Record<Locale, string> = { fr: 'fr-FR', en: 'en-GB' };

/** `og:locale` of each language. */
export const OG_LOCALE: Record<Locale, string> = { fr: 'fr_FR', en: 'en_GB' };

/** The language of a path: `/en` and `/en/…` are English, everything else French. */
export const localeOf = (path: string): Locale =>
  LOCALES.find((locale) => isTranslation(locale) && (path === LOCALE_PREFIX[locale] || path.startsWith(`${LOCALE_PREFIX[locale]}/`))) ??
  DEFAULT_LOCALE;

/** The request header in which proxy.ts tells a page rendered on demand the language of its address. */
export const LOCALE_HEADER = 'x-langue';
