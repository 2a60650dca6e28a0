import { englishSite, site, venues } from '../content';
import { isTranslation, DEFAULT_LOCALE, LANGUAGE_TAG, type Locale } from '../i18n';

/**
 * Where the venues are, from their `sector`, in arrondissement order: « Paris 14 et Paris 15 »
 * (`et`) or « Paris 14 ou Paris 15 » (`ou`), in English « Paris 14 and Paris 15 ». Written
 * nowhere else, so a new venue adds itself.
 */
export function areaText(join: 'et' | 'ou' = 'et', locale: Locale = DEFAULT_LOCALE): string {
  const sectors = [...new Set(venues().map((venue) => venue.sector))].sort((a, b) => a.localeCompare(b, 'fr', { numeric: true }));
  return new Intl.ListFormat(LANGUAGE_TAG[locale], { type: join === 'et' ? 'conjunction' : 'disjunction' }).format(sectors);
}

/** The site's name and what it offers, in a language: the French home page's title, and every page's default (the root layouts). */
export const siteTitle = (locale: Locale = DEFAULT_LOCALE) =>
  !isTranslation(locale) ? `${site.brand} – Location de salles à ${areaText()}` : `${site.brand} – ${englishSite.accueil.titre}`;
