// The page for clients from abroad (/en/international-clients, #44): getting here from Eurostar and
// the airports, French VAT for foreign companies, payment, answering hours. English only, from
// content/en/site.yaml (`international`); the English venue, service and product pages link to it.
import { englishSite } from '../content';
import { pageMetadata } from '../seo/metadata';
import { isTranslation, type Locale } from '../i18n';

export const INTERNATIONAL_PATH = '/en/international-clients';

export function internationalView() {
  const page = englishSite.international;
  if (!page) return undefined;
  return {
    page,
    metadata: pageMetadata({ title: page.titre, description: page.description, path: INTERNATIONAL_PATH }),
    trail: [{ name: page.titre, href: INTERNATIONAL_PATH }],
  };
}

/** The link to it from an English page, with its sentence; none in French, nor before its text is written. */
export const internationalLink = (locale: Locale) =>
  isTranslation(locale) && englishSite.international ? { href: INTERNATIONAL_PATH, text: englishSite.international.lien } : undefined;
