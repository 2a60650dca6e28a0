// The deployment's environment, read in one place by the pages, the content's draft rule
// and next.config.ts: the only module of lib/, app/ and components/ that reads `process.env`
// (eslint.config.mjs). No imports: next.config.ts loads this file before anything is bundled.
/** The variables a function reads: `process.env` by default, another set in the tests. */
export type Env = Record<string, string | undefined>;

/** The settings of the running process, for the modules that check a whole set of them (quotes, calendars). */
export const processEnv = (): Env => process.env;

/** Running on Vercel's serverless functions (no long-lived process: no background worker). */
export const isServerless = (env: Env = process.env) => Boolean(env.VERCEL);

/**
 * A preview deployment: `SITE_ENV=preview`, or Vercel's own `VERCEL_ENV=preview`.
 * Read when the pages are built, so a preview build is noindex from top to bottom.
 */
export const isPreview = (env: Env = process.env) => env.SITE_ENV === 'preview' || env.VERCEL_ENV === 'preview';

/** Development (`next dev`) or a preview: what production hides is shown (drafts, examples with their badge). */
export const isPreviewOrDev = isPreview() || process.env.NODE_ENV === 'development';

/** The content folder, relative to the project: `content/`, or `CONTENT_DIR` (the tests' copies of the content). */
export const contentDir = (env: Env = process.env) => env.CONTENT_DIR ?? 'content';

/** The project's folder: contentlayer2 finds it from `PWD`, which the process's working directory may not be. */
export const projectDir = (env: Env = process.env) => env.PWD ?? process.cwd();

/** The tag manager's container id as set, `GTM_ID` else `NEXT_PUBLIC_GTM_ID` (lib/consent/tag-manager.ts checks its form). */
export const tagManagerSetting = (env: Env = process.env) => env.GTM_ID || env.NEXT_PUBLIC_GTM_ID;

/** The production origin: canonical URLs point here, even from a preview deployment. */
export const SITE_URL = (process.env.SITE_URL ?? 'https://www.salles-rive-gauche.fr').replace(/\/$/, '');

/**
 * Whether SITE_URL names a public site over https (a deployment), not a local run: there a
 * sign-in link is never written to the log, and server.ts refuses to start the desk without SMTP.
 */
export function isPublicSite(env: Env = process.env): boolean {
  if (!env.SITE_URL) return false;
  const url = URL.parse(env.SITE_URL);
  return url?.protocol === 'https:' && !['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

/** The address server.ts listens on (`LISTEN_ORIGIN`, which it sets), on a local run without SITE_URL: where a logged sign-in link must point. */
export const localOrigin = (env: Env = process.env) => (env.SITE_URL ? undefined : env.LISTEN_ORIGIN);

/** Where Google Tag Manager's scripts come from (the loader of lib/consent/tag-manager.ts, the CSP of next.config.ts). */
export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';
