// The legal notice (/mentions-legales, /en/legal-notice) as it shows: the company's figures of
// content/site.yaml, its paragraphs in the page's language (content/site.yaml,
// content/en/site.yaml) with those figures in place of their `{name}`, and the page's words.
import { accessOf, englishSite, site, sitePhone, venues } from '../content';
import { fillIn, type LegalNoticeValue } from '../content-model/placeholders';
import { formatEuros } from '../french/format';
import { formatEuros as formatEurosEn } from '../english/format';
import { isTranslation, LANGUAGE_TAG, type Locale } from '../i18n';
import { pageMetadata } from '../seo/metadata';
import { dictionary } from './dictionary';
import { linkTo } from './localized';

const EUROS: Record<Locale, (amount: number) => string> = { fr: formatEuros, en: formatEurosEn };

/** The notice's paragraphs: the French ones, or their translation with the line that says the French text prevails. */
const paragraphsOf = (locale: Locale) =>
  !isTranslation(locale)
    ? { ...site.mentions, prevails: undefined }
    : { ...englishSite.mentions, prevails: englishSite.mentions.version_francaise };

export function legalNoticeView(locale: Locale) {
  const { legal } = site;
  const { legal: words, frame } = dictionary(locale);
  const text = paragraphsOf(locale);
  /** The values the notice's texts may write in braces, as plain text; the page links the phone and the e-mail. */
  const values: Record<LegalNoticeValue, string> = {
    marque: site.brand,
    raison_sociale: legal.raison_sociale,
    forme_juridique: legal.forme_juridique,
    capital: EUROS[locale](legal.capital),
    rcs_ville: legal.rcs_ville,
    siren: legal.siren,
    tva: legal.tva,
    siege: `${legal.siege.rue}, ${legal.siege.code_postal} ${legal.siege.ville}`,
    directeur_publication: legal.directeur_publication,
    telephone: sitePhone(locale),
    email: site.email,
  };
  const path = linkTo('/mentions-legales', locale).href;
  const privacy = linkTo('/confidentialite', locale);
  return {
    locale,
    words,
    metadata: pageMetadata({ title: words.title, description: fillIn(text.description, values), path }),
    trail: [{ name: words.title, href: path }],
    values,
    text,
    legal,
    /** The name, with the role in the page's language when the text gives it. */
    director: text.directeur ?? '{directeur_publication}',
    /** The host's address with its country named in the page's language (« États-Unis », « United States »). */
    hostAddress: [
      legal.hebergeur.adresse,
      legal.hebergeur.pays && new Intl.DisplayNames([LANGUAGE_TAG[locale]], { type: 'region' }).of(legal.hebergeur.pays),
    ]
      .filter(Boolean)
      .join(', '),
    venues: venues().map((venue) => ({ code: venue.code, line: words.venue(venue.title, accessOf(venue).address) })),
    privacy: { ...privacy, frenchOnly: privacy.hrefLang ? frame.frenchOnly : undefined },
  };
}

export type LegalNoticeView = ReturnType<typeof legalNoticeView>;
