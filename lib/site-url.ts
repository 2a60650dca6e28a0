/** The production origin: canonical URLs point here, even from a preview deployment. */
export const SITE_URL = (process.env.SITE_URL ?? 'https://www.salles-rive-gauche.fr').replace(/\/$/, '');
