// Every page's <head>: title, description, canonical URL on the production origin, its
// hreflang alternates, Open Graph and Twitter cards in its language, and noindex on previews.
import type { Metadata, MetadataRoute } from 'next';
import { englishHrefOf, englishSite, englishVenue, frenchHrefOf, site, venues } from '../content';
import { isTranslation, localeOf, OG_LOCALE, type Locale } from '../i18n';
import type { Env } from '../env';
import { isPreview, SITE_URL } from '../env';
import { typographyOf } from '../english/typography';

const DESCRIPTION: Record<Locale, string> = { fr: site.description, en: englishSite.description };

/** The other language of each. */
const OTHER: Record<Locale, Locale> = { fr: 'en', en: 'fr' };

export type PageImage = { src: string; alt: string };

/** Pages without a photo of their own share the first venue's, described in the page's language. */
export function defaultImage(locale: Locale = 'fr'): PageImage {
  const [first] = venues();
  if (!first) throw new Error('Aucun lieu dans content/lieux/ : impossible de choisir une image de partage.');
  const alt = (isTranslation(locale) && englishVenue(first.code)?.imageAlt) || first.imageAlt;
  return { src: first.imageSrc, alt };
}

// Previews ask not to be indexed; production says nothing (indexing is the default), so that
// Next's own noindex on the 404 page is not contradicted.
const noindexOnPreview = (env: Env | undefined): Pick<Metadata, 'robots'> =>
  isPreview(env) ? { robots: { index: false, follow: false } } : {};

/**
 * A language's root layout metadata: the title template, and what pages without their own
 * metadata (404) inherit. `title`: the site's, in that language (`siteTitle` of lib/view/area.ts).
 */
export function rootMetadata(title: string, env?: Env, locale: Locale = 'fr'): Metadata {
  return {
    metadataBase: new URL(SITE_URL),
    title: { default: title, template: `%s | ${site.brand}` },
    description: DESCRIPTION[locale],
    applicationName: site.brand,
    ...noindexOnPreview(env),
    openGraph: { type: 'website', locale: OG_LOCALE[locale], siteName: site.brand },
  };
}

/**
 * The same page in both languages, for hreflang (and the header's language switch, which reads
 * them from the head): none when the page has no translation. French is the default.
 */
export function languageAlternates(path: string): Record<string, string> | undefined {
  const french = !isTranslation(localeOf(path)) ? path : frenchHrefOf(path);
  const english = isTranslation(localeOf(path)) ? path : englishHrefOf(path);
  return french && english ? { fr: french, en: english, 'x-default': french } : undefined;
}

type PageInput = {
  /** The page's own title; the layout's template adds the brand. An `absolute` title is used as is. */
  title: string | { absolute: string };
  description: string;
  /** The route, e.g. `/locations/salles-rive-gauche-vaugirard`: the canonical URL on `SITE_URL`. */
  path: string;
  image?: PageImage;
};

/**
 * A page's metadata. Open Graph and Twitter are whole objects here because Next replaces,
 * rather than merges, a parent's nested metadata. Robots is repeated for the same reason.
 */
export function pageMetadata({ title: written, description, path, image }: PageInput, env?: Env): Metadata {
  const locale = localeOf(path);
  // The title shows in the browser's tab and is read by screen readers: typeset as the page's text.
  const typeset = typographyOf(locale);
  const title = typeof written === 'string' ? typeset(written) : { absolute: typeset(written.absolute) };
  const shareTitle = typeof title === 'string' ? title : title.absolute;
  const { src, alt } = image ?? defaultImage(locale);
  const images = [{ url: src, alt }];
  const languages = languageAlternates(path);
  const ogLocales = { locale: OG_LOCALE[locale], ...(languages ? { alternateLocale: OG_LOCALE[OTHER[locale]] } : {}) };
  return {
    title,
    description,
    alternates: { canonical: path, ...(languages ? { languages } : {}) },
    ...noindexOnPreview(env),
    openGraph: { type: 'website', ...ogLocales, siteName: site.brand, title: shareTitle, description, url: path, images },
    twitter: { card: 'summary_large_image', title: shareTitle, description, images },
  };
}

/** What a content document gives its page's metadata: its own title, description and photo. */
type DocumentPage = { title: string; description: string; imageSrc: string; imageAlt: string };

/** The metadata of a prestation's or a product's page, from its document, at `path`. */
export const documentMetadata = (doc: DocumentPage, path: string, env?: Env): Metadata =>
  pageMetadata({ title: doc.title, description: doc.description, path, image: { src: doc.imageSrc, alt: doc.imageAlt } }, env);

/** robots.txt: everything open in production, everything closed on a preview. */
export function robotsTxt(env?: Env): MetadataRoute.Robots {
  if (isPreview(env)) return { rules: { userAgent: '*', disallow: '/' } };
  return { rules: { userAgent: '*', allow: '/' }, sitemap: `${SITE_URL}/sitemap.xml` };
}
