import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { Consent } from '@/components/consent/Consent';
import { ConsentBannerFr } from '@/components/consent/ConsentBannerFr';
import { Footer } from '@/components/layout/Footer';
import { Header } from '@/components/layout/Header';
import { ExampleBanner } from '@/components/ui/ExampleBanner';
import { RippleEffect } from '@/components/ui/RippleEffect';
import { exampleCount, footerData, menu, site } from '@/lib/content';
import { showExamples } from '@/lib/examples';
import { rootMetadata } from '@/lib/seo/metadata';
import { siteTitle } from '@/lib/view/area';
import { dictionary } from '@/lib/view/dictionary';
import { inter } from '../fonts';
import '../globals.css';

export const metadata: Metadata = rootMetadata(siteTitle());

// viewport-fit=cover, so that env(safe-area-inset-bottom) keeps the pinned booking bar above the home indicator.
export const viewport: Viewport = { themeColor: '#245a41', viewportFit: 'cover' };

const { frame } = dictionary('fr');

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="fr" className={inter.variable}>
      <body className="flex min-h-dvh flex-col font-sans">
        <a
          href="#contenu"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
        >
          {frame.skipLink}
        </a>
        {/* In development and previews only: a production build shows no example. */}
        <ExampleBanner count={showExamples ? exampleCount() : 0} />
        <Header brand={site.brand} menu={menu()} words={frame} />
        {/* Early in the HTML so that it paints with the header instead of after the scripts
            (it was the late largest paint of long pages); shown last by its flex order. */}
        <Consent banner={<ConsentBannerFr />} />
        <main id="contenu" className="flex-1">
          {children}
        </main>
        <Footer {...footerData()} words={frame} />
        <RippleEffect />
      </body>
    </html>
  );
}
