import localFont from 'next/font/local';

// Self-hosted from npm: next/font/google downloads at build time, which CI cannot do.
// The latin subset covers French (é, œ, «  », €, narrow no-break space).
export const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  display: 'swap',
  variable: '--font-inter',
});
