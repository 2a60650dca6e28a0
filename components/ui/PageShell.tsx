import type { ReactNode } from 'react';
import { JsonLd } from '@/components/seo/JsonLd';
import type { Locale } from '@/lib/i18n';
import type { Crumb } from '@/lib/seo/jsonld';
import { breadcrumbJsonLd } from '@/lib/seo/jsonld';
import { dictionary } from '@/lib/view/dictionary';
import { Breadcrumbs } from './Breadcrumbs';

type Props = {
  /** The crumbs after the home page (« Accueil »), this page last. */
  trail: Crumb[];
  /** The page's language (French unless said). */
  locale?: Locale;
  /** `narrow` for the pages of running text and the quote form. */
  width?: 'wide' | 'narrow';
  /** What comes before the trail (the draft notice, the page's structured data). */
  top?: ReactNode;
  /** The calculator and the quote form open on their form: their trail is only given to search engines. */
  trailHidden?: boolean;
  children: ReactNode;
};

/** The frame of every page but the home page: its width and its breadcrumb trail. */
export function PageShell({ trail, locale = 'fr', width = 'wide', top, trailHidden = false, children }: Props) {
  const { frame } = dictionary(locale);
  // Every trail starts at the home page.
  const items = [frame.nav.home, ...trail];
  return (
    <div className={`mx-auto ${width === 'narrow' ? 'max-w-3xl' : 'max-w-6xl'} px-4 py-8`}>
      {top}
      {trailHidden ? <JsonLd data={breadcrumbJsonLd(items)} /> : <Breadcrumbs items={items} label={frame.trail} />}
      {children}
    </div>
  );
}
