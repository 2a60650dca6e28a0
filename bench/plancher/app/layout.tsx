import type { ReactNode } from 'react';
import localFont from 'next/font/local';

// The site's font, with the site's settings (app/fonts.ts).
const inter = localFont({
  src: '../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  display: 'swap',
  variable: '--font-inter',
});

export const metadata = { title: 'Plancher' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="fr" className={inter.variable}>
      <body style={{ fontFamily: 'var(--font-inter)', margin: 0 }}>{children}</body>
    </html>
  );
}
