import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { Consent } from '@/components/consent/Consent';
import { ConsentBannerEn } from '@/components/consent/ConsentBannerEn';
import { Footer } from '@/components/layout/Footer';
import { Header } from '@/components/layout/Header';
import { RippleEffect } from '@/components/ui/RippleEffect';
import { englishFooterData, englishMenu, site } from '@/lib/content';
import { HTML_LANG } from '@/lib/i18n';
import { rootMetadata } from '@/lib/seo/metadata';
import { siteTitle } from '@/lib/view/area';
import { dictionary } from '@/lib/view/dictionary';
import { inter } from '../fonts';
import '../globals.css';

// The English pages (#37): the professional side, with their own root layout for <html lang="en-GB"> (British English).
// Same frame as the French one (app/(fr)/layout.tsx), its words from the English dictionary.
export const metadata: Metadata = rootMetadata(siteTitle('en'), undefined, 'en');

export const viewport: Viewport = { themeColor: '#245a41', viewportFit: 'cover' };

const { frame } = dictionary('en');

export default function EnglishLayout({ children }: { children: ReactNode }) {
  return (
    <html lang={HTML_LANG.en} className={inter.variable}>
      <body className="flex min-h-dvh flex-col font-sans">
        <a
          href="#contenu"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
        >
          {frame.skipLink}
        </a>
        <Header brand={site.brand} menu={englishMenu()} words={frame} />
        <Consent banner={<ConsentBannerEn />} />
        <main id="contenu" className="flex-1">
          {children}
        </main>
        <Footer {...englishFooterData()} words={frame} />
        <RippleEffect />
      </body>
    </html>
  );
}
