// The desk's addresses and its cookie's name, which proxy.ts reads without loading the desk.
import { SITE_URL } from '../env';

export const DESK_PATH = '/espace-prestataire';
export const SIGN_IN_PATH = `${DESK_PATH}/connexion`;

/** `__Host-` binds the cookie to this origin, path / and HTTPS; a plain name where the site is served over HTTP (local runs). */
export const SECURE_COOKIE = SITE_URL.startsWith('https:');
export const SESSION_COOKIE = SECURE_COOKIE ? '__Host-espace' : 'espace';
