// The deployment's environment, read in one place by the pages, the content's draft rule
// and next.config.ts. No imports: next.config.ts loads this file before anything is bundled.
/** The variables a function reads: `process.env` by default, another set in the tests. */
export type Env = Record<string, string | undefined>;

/**
 * A preview deployment: `SITE_ENV=preview`, or Vercel's own `VERCEL_ENV=preview`.
 * Read when the pages are built, so a preview build is noindex from top to bottom.
 */
export const isPreview = (env: Env = process.env) => env.SITE_ENV === 'preview' || env.VERCEL_ENV === 'preview';

/** The production origin: canonical URLs point here, even from a preview deployment. */
export const SITE_URL = (process.env.SITE_URL ?? 'https://www.salles-rive-gauche.fr').replace(/\/$/, '');

/** Where Google Tag Manager's scripts come from (the loader of lib/consent/tag-manager.ts, the CSP of next.config.ts). */
export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';
