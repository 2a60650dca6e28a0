import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { inter } from '../fonts';
import '../globals.css';

// The provider's desk: its own root layout (none of the site's header, consent banner or
// analytics), never indexed, never cached (next.config.ts sends no-store and X-Robots-Tag too).
export const metadata: Metadata = {
  title: { default: 'Espace prestataire', template: '%s · Espace prestataire' },
  robots: { index: false, follow: false, nocache: true },
  referrer: 'no-referrer',
};

export const viewport: Viewport = { themeColor: '#245a41' };

export default function DeskLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="fr" className={inter.variable}>
      <body className="min-h-dvh bg-stone-50 font-sans text-stone-900">{children}</body>
    </html>
  );
}
