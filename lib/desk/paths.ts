// The desk's addresses and its cookie's name, which proxy.ts reads without loading the desk.
// Every link and redirect of the desk is written here, once.
import { localOrigin, SITE_URL } from '../env';

export const DESK_PATH = '/espace-prestataire';
export const SIGN_IN_PATH = `${DESK_PATH}/connexion`;

/** The desk's pages, for its links and redirects. */
export const deskPaths = {
  inbox: DESK_PATH,
  signIn: SIGN_IN_PATH,
  signInLink: (token: string) => `${SIGN_IN_PATH}/lien?jeton=${token}`,
  agenda: `${DESK_PATH}/agenda`,
  passkeys: `${DESK_PATH}/cles`,
  request: (reference: string) => `${DESK_PATH}/demandes/${encodeURIComponent(reference)}`,
  devis: (id: number) => `${DESK_PATH}/devis/${id}`,
  devisPdf: (id: number) => `${DESK_PATH}/devis/${id}/pdf`,
  devisEvidence: (id: number) => `${DESK_PATH}/devis/${id}/preuve`,
  devisProof: (id: number) => `${DESK_PATH}/devis/${id}?verifier=1`,
  invoices: `${DESK_PATH}/factures`,
  invoiceFile: (number: string, format: 'pdf' | 'xml') => `${DESK_PATH}/factures/${encodeURIComponent(number)}/${format}`,
  journal: `${DESK_PATH}/factures/journal`,
};

/** An absolute link on the site's own origin (SITE_URL), never on a Host header a client could forge. */
export const siteLink = (path: string) => `${SITE_URL}${path}`;

/**
 * `__Host-` binds the cookie to this origin, path / and HTTPS; a plain name where the site is
 * served over HTTP: an http SITE_URL, or none on a local run (server.ts then names its own address).
 */
export const SECURE_COOKIE = SITE_URL.startsWith('https:') && !localOrigin();
export const SESSION_COOKIE = SECURE_COOKIE ? '__Host-espace' : 'espace';
