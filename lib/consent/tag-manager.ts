// The tag manager is loaded from a same-origin script (/mesure-audience.js) that reads its
// id from the server's environment at request time: one build serves every environment,
// and the static pages carry no id at all.

import type { Env } from '../env';
import { TAG_MANAGER_ORIGIN, tagManagerSetting } from '../env';

export const TAG_MANAGER_PATH = '/mesure-audience.js';

/** `GTM_ID`, else `NEXT_PUBLIC_GTM_ID` (the process's, or `env`), when it is a well-formed container id; none by default. */
export function tagManagerId(env?: Env): string | undefined {
  const id = tagManagerSetting(env)?.trim();
  return id && /^GTM-[A-Z0-9]{4,12}$/.test(id) ? id : undefined;
}

/**
 * Google's loader, with Consent Mode defaults: this script only runs after consent to
 * audience measurement, and the site has no advertising purpose.
 */
export function tagManagerScript(id: string): string {
  return `(function(w,d){w.dataLayer=w.dataLayer||[];function gtag(){w.dataLayer.push(arguments)}
gtag('consent','default',{analytics_storage:'granted',ad_storage:'denied',ad_user_data:'denied',ad_personalization:'denied'});
w.dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});
var s=d.createElement('script');s.async=true;s.src=${JSON.stringify(`${TAG_MANAGER_ORIGIN}/gtm.js?id=${id}`)};d.head.appendChild(s);
})(window,document);
`;
}

export const NO_TAG_MANAGER = '/* Aucun gestionnaire de balises configuré (variable GTM_ID ou NEXT_PUBLIC_GTM_ID). */\n';
