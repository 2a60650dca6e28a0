// The words of the error pages (app/error.tsx and app/global-error.tsx).
import { HTML_LANG, type Locale } from '../i18n';

export const errorMessages = {
  eyebrow: 'Erreur',
  title: 'Une erreur est survenue',
  text: 'La page n’a pas pu s’afficher. Réessayez dans un instant, ou reprenez depuis l’accueil.',
  retry: 'Réessayer',
  home: 'Retour à l’accueil',
  contact: 'Nous contacter',
} as const;

/**
 * The answers the site writes itself where no page of the app can be rendered: a method a
 * page does not take (proxy.ts), and the fixed English bodies Next writes for a request it
 * refuses before any page runs (server.ts replaces them).
 */
export const plainErrors = {
  methodTitle: 'Méthode non acceptée',
  method: (method: string) =>
    `Les pages de ce site se consultent ou reçoivent un formulaire ; une requête ${method.slice(0, 20)} n’y est pas acceptée.`,
  notFoundTitle: 'Page introuvable',
  notFound: 'La page demandée n’existe pas ou a été déplacée.',
  badRequestTitle: 'Demande illisible',
  badRequest: 'La demande reçue est mal formée et n’a pas pu être traitée. Rechargez la page, ou reprenez depuis l’accueil.',
  staleTitle: 'Page à recharger',
  stale:
    'Le site a été mis à jour pendant votre visite et n’a pas pu traiter ce formulaire : rien n’a été enregistré. Rechargez la page, puis recommencez.',
  home: 'Retour à l’accueil',
} as const;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A whole page, readable without the site's styles or scripts. */
export function plainPage(
  title: string,
  message: string,
  back: { href: string; text: string } = { href: '/', text: plainErrors.home },
  locale: Locale = 'fr',
): string {
  return `<!doctype html><html lang="${HTML_LANG[locale]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;line-height:1.5"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><p><a href="${escapeHtml(back.href)}">${escapeHtml(back.text)}</a></p></body></html>`;
}

/** What a page takes: read it (GET, HEAD) or send it a form (POST). */
export const PAGE_METHODS = ['GET', 'HEAD', 'POST'];

/** The answer to another method on a page: 405, with the methods a page takes, and the server's log line. */
export const methodRefusal = (method: string) => ({
  status: 405,
  headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', allow: PAGE_METHODS.join(', ') },
  body: plainPage(plainErrors.methodTitle, plainErrors.method(method)),
  log: `[site] Méthode ${method.slice(0, 20)} refusée sur une page (405).`,
});

const PAGES: Record<number, [title: string, text: string]> = {
  404: [plainErrors.notFoundTitle, plainErrors.notFound],
  409: [plainErrors.staleTitle, plainErrors.stale],
};

/** The French page that replaces a body Next wrote in English for this status. */
export function frenchErrorPage(status: number, method: string): string {
  if (status === 405) return methodRefusal(method).body;
  const [title, text] =
    PAGES[status] ?? (status < 500 ? [plainErrors.badRequestTitle, plainErrors.badRequest] : [errorMessages.title, errorMessages.text]);
  return plainPage(title, text);
}
