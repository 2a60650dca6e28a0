// The floor of `npm run bench` (scripts/bench-pages.mjs): a bare Next.js page with the site's
// image settings, built and served like the site so that every byte and millisecond the site
// adds can be told from what Next.js itself costs. Built from a copy in .tmp/plancher (the same
// depth as here, so the relative paths below hold), with the project's node_modules.
import type { NextConfig } from 'next';
import site from '../../next.config';

export default {
  reactStrictMode: site.reactStrictMode,
  poweredByHeader: site.poweredByHeader,
  images: site.images,
} satisfies NextConfig;
