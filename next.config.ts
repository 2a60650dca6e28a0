import type { NextConfig } from 'next';
// Next.js compiles this file and the TypeScript it imports to CommonJS before anything is
// bundled: lib/env.ts, lib/examples/photos.ts and lib/content/redirects.ts are the modules it needs,
// and they import nothing of the project's but lib/env.ts.
import { isPreview, TAG_MANAGER_ORIGIN } from './lib/env';
import { examplePhotos } from './lib/examples/photos';
import { contentRedirects } from './lib/content/redirects';

const isDev = process.env.NODE_ENV === 'development';
// The browser editor (/keystatic, keystatic.config.ts): in development (local mode), and on
// preview deployments given a GitHub repository (GitHub mode). Its files end in `.admin.tsx`
// / `.admin.ts`, routes only where these extensions count: production builds none of it (a 404,
// and no byte of the editor in the build).
const withAdmin = isDev || (isPreview() && Boolean(process.env.NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO));
// GitHub mode talks to GitHub's API from the browser and shows the copywriter's avatar.
const GITHUB = withAdmin && !isDev ? ['https://api.github.com', 'https://avatars.githubusercontent.com'] : [];
// The embeds' hosts: youtube-nocookie for the videos, www.google.com for the maps of content/lieux/*.mdx.
const EMBEDS = ['https://www.youtube-nocookie.com', 'https://www.google.com'];

// 'unsafe-inline' for scripts: Next.js inlines its page data in <script> tags, and allowing
// them by nonce would render every page on each request instead of serving static HTML.
// Styles: next/image's blur placeholders and React's style attributes are inline.
const contentSecurityPolicy = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${isDev ? " 'unsafe-eval'" : ''} ${TAG_MANAGER_ORIGIN}`,
  "style-src 'self' 'unsafe-inline'",
  `img-src 'self' data:${withAdmin ? ' blob:' : ''} ${TAG_MANAGER_ORIGIN}${GITHUB.length ? ` ${GITHUB[1]}` : ''}`,
  "font-src 'self'",
  `connect-src 'self' ${TAG_MANAGER_ORIGIN}${isDev ? ' ws:' : ''}${GITHUB.length ? ` ${GITHUB[0]}` : ''}`,
  `frame-src ${EMBEDS.join(' ')}`,
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const securityHeaders = [
  { key: 'Content-Security-Policy', value: contentSecurityPolicy },
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  // Features the site never uses; the video's autoplay and fullscreen keep their defaults.
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()' },
  // Previews: nothing indexed, not even images or the sitemap.
  ...(isPreview() ? [{ key: 'X-Robots-Tag', value: 'noindex, nofollow' }] : []),
];

const nextConfig: NextConfig = {
  // contentlayer2 runs as its own step (`contentlayer2 build`) because withContentlayer only hooks webpack.
  turbopack: {},
  pageExtensions: ['tsx', 'ts', 'jsx', 'js', ...(withAdmin ? ['admin.tsx', 'admin.ts'] : [])],
  reactStrictMode: true,
  poweredByHeader: false,
  // `npm test` (scripts/test.sh) has just checked the types with `npm run lint`: its build skips
  // that second, identical check. Every other build, deployments included, checks them.
  typescript: { ignoreBuildErrors: process.env.TYPES_CHECKED_BY_LINT === '1' },
  // SPEC §9: the optimisation path's widths and default quality.
  images: {
    deviceSizes: [640, 750, 828, 1080, 1200, 1920, 2048, 3840],
    imageSizes: [16, 32, 48, 64, 96, 128, 256, 384],
    qualities: [75],
    formats: ['image/avif', 'image/webp'],
  },
  // PGlite loads its WebAssembly and data files next to its own modules: it must not be bundled;
  // nor pdfkit and its font engine, which the devis PDF (lib/devis/pdf.ts) loads from node_modules;
  // nor the Factur-X library (its ICC profile, its spreadsheet reader) and its PDF engine (lib/invoices).
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'nodemailer', 'pdfkit', 'fontkit', '@e-invoice-eu/core', '@cantoo/pdf-lib'],
  // The placeholder photos, found once per build (or `next dev`) and written into the server
  // code: the pages that badge and count them (lib/examples/index.ts) read no file, so the server
  // output carries neither public/ nor the rest of the project.
  compiler: { defineServer: { __EXAMPLE_PHOTOS__: JSON.stringify(examplePhotos()) } },
  experimental: {
    // A quote request is a few kilobytes; the default (1 MB) only helps abuse. The origin check stays on.
    serverActions: { bodySizeLimit: '64kb' },
    // French and English each have a root layout (their own <html lang>): an address matching
    // no route gets app/global-not-found.tsx, since no single layout can frame it.
    globalNotFound: true,
    // Turbopack keeps its work in .next/cache for the next build or `next dev` at the same path.
    // A build or an editor server that none follows (`npm test` on a fresh clone, the editor's
    // test copy) sets these to 0 and is spared writing it: a build 21 s and 37 s of processor
    // with the cache written, 17 s and 29 s without (#51).
    turbopackFileSystemCacheForBuild: process.env.TURBOPACK_BUILD_CACHE !== '0',
    turbopackFileSystemCacheForDev: process.env.TURBOPACK_DEV_CACHE !== '0',
  },
  // A page deleted or renamed by a copywriter: its old address, declared in content/site.yaml, answers 308.
  async redirects() {
    return contentRedirects();
  },
  async headers() {
    // The desk and the acceptance links: never kept by a cache, never indexed; a token in the
    // address is never sent on to another site as a referrer.
    const privatePage = [
      { key: 'Cache-Control', value: 'private, no-store' },
      { key: 'X-Robots-Tag', value: 'noindex, nofollow' },
      { key: 'Referrer-Policy', value: 'no-referrer' },
    ];
    return [
      { source: '/:path*', headers: securityHeaders },
      ...['/espace-prestataire', '/espace-prestataire/:path*', '/devis/accepter/:path*', '/en/quote/accept/:path*'].map((source) => ({
        source,
        headers: privatePage,
      })),
    ];
  },
};

export default nextConfig;
