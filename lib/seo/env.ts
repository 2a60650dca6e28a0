type Env = Record<string, string | undefined>;

/**
 * A preview deployment: `SITE_ENV=preview`, or Vercel's own `VERCEL_ENV=preview`.
 * Read when the pages are built, so a preview build is noindex from top to bottom.
 */
export const isPreview = (env: Env = process.env) => env.SITE_ENV === 'preview' || env.VERCEL_ENV === 'preview';
