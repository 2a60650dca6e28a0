// The privacy notice (/confidentialite, /en/privacy) as it shows: its paragraphs in the page's
// language (content/site.yaml, content/en/site.yaml), with the site's values in place of their
// `{name}` (the retention periods, the consent cookie, the banner's purposes in its words), and
// the page's headings. One source for both: the English notice is the French one's texts translated.
import { englishSite, site, sitePhone } from '../content';
import { CONSENT_COOKIE, CONSENT_MONTHS } from '../consent';
import { consentWords } from '../consent/words';
import type { PrivacyValue } from '../content-model/placeholders';
import { isTranslation, type Locale } from '../i18n';
import { VISITOR_KEYS_MAX_HOURS } from '../quotes';
import { CONTRACT_YEARS } from '../devis';
import { quoteServerWords } from '../quotes/server';
import { pageMetadata } from '../seo/metadata';
import { dictionary } from './dictionary';
import { linkTo } from './localized';

/** The notice's paragraphs in a language, with the line that says the French text prevails; none when the English is not written. */
function paragraphsOf(locale: Locale) {
  if (!isTranslation(locale)) return { ...site.confidentialite, prevails: undefined };
  const english = englishSite.confidentialite;
  return english && { ...english, prevails: english.version_francaise };
}

export function privacyView(locale: Locale) {
  const text = paragraphsOf(locale);
  if (!text) return undefined;
  const { legal: legalWords } = dictionary(locale);
  const words = legalWords.privacyNotice;
  const { purposes } = consentWords(locale);
  const path = linkTo('/confidentialite', locale).href;
  /** The values the texts write in braces, as plain text; the page links the e-mail. */
  const values: Record<Exclude<PrivacyValue, 'email'>, string> = {
    raison_sociale: site.legal.raison_sociale,
    telephone: sitePhone(locale),
    duree_conservation: quoteServerWords(locale).retention(site.legal.conservation_demandes_mois),
    duree_empreintes: words.hours(VISITOR_KEYS_MAX_HOURS),
    duree_contrats: words.years(CONTRACT_YEARS),
    duree_consentement: words.months(CONSENT_MONTHS),
    cookie_consentement: CONSENT_COOKIE,
    finalite_mesure: words.purpose(purposes.mesure.label, purposes.mesure.description),
    finalite_contenus_externes: words.purpose(purposes.externes.label, purposes.externes.description),
  };
  return {
    locale,
    words,
    text,
    values,
    metadata: pageMetadata({ title: words.metaTitle, description: words.description, path }),
    trail: [{ name: words.trail, href: path }],
    quote: linkTo('/devis', locale),
    settingsLink: consentWords(locale).settingsLink,
  };
}

export type PrivacyView = NonNullable<ReturnType<typeof privacyView>>;
