import type { Metadata } from 'next';
import { headers } from 'next/headers';
import type { ReactNode } from 'react';
import { site } from '@/lib/content';
import { asLocale, LOCALE_HEADER, type Locale } from '@/lib/i18n';
import { rootMetadata } from '@/lib/seo/metadata';
import { siteTitle } from '@/lib/view/area';
import { dictionary } from '@/lib/view/dictionary';
import FrenchLayout, { viewport } from './(fr)/layout';
import FrenchNotFound from './(fr)/not-found';
import EnglishLayout from './en/layout';
import EnglishNotFound from './en/not-found';

// An address that matches no route, framed by the layout of its language (proxy.ts tells it):
// each language has its own root layout, so no single layout can frame it.

const requestLocale = async (): Promise<Locale> => asLocale((await headers()).get(LOCALE_HEADER));

/** Next does not merge a layout's metadata into this page: the head is written out as the layout's would be. */
export async function generateMetadata(): Promise<Metadata> {
  const locale = await requestLocale();
  const root = rootMetadata(siteTitle(locale), undefined, locale);
  const title = `${dictionary(locale).frame.notFound.title} | ${site.brand}`;
  const description = String(root.description);
  return {
    ...root,
    title: { absolute: title },
    openGraph: { ...root.openGraph, title, description },
    twitter: { card: 'summary', title, description },
  };
}

export { viewport };

/** Each language's root layout around its not-found page. */
const FRAMED: Record<Locale, () => ReactNode> = {
  fr: () => (
    <FrenchLayout>
      <FrenchNotFound />
    </FrenchLayout>
  ),
  en: () => (
    <EnglishLayout>
      <EnglishNotFound />
    </EnglishLayout>
  ),
};

export default async function GlobalNotFound() {
  return FRAMED[await requestLocale()]();
}
