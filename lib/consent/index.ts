// The visitor's consent to trackers, as the CNIL asks: one choice per purpose, nothing
// before a choice, the choice kept six months. Pure functions; the browser side only
// reads and writes the cookie through them.

/** The purposes a visitor accepts or refuses one by one. */
export const PURPOSES = ['mesure', 'externes'] as const;
export type Purpose = (typeof PURPOSES)[number];
export type Choices = Record<Purpose, boolean>;
export type Consent = Choices & { decidedAt: Date };

export const ALL_ACCEPTED: Choices = { mesure: true, externes: true };
export const ALL_REFUSED: Choices = { mesure: false, externes: false };

/**
 * A first-party cookie rather than localStorage: the browser itself forgets it after six
 * months (Expires), and the small script that hides the banner before the first paint can
 * read it. It only records the choice, which exempts it from consent.
 */
export const CONSENT_COOKIE = 'consentement';
/** Bumped when the purposes change, so every visitor is asked again. */
const VERSION = 'v1';
export const CONSENT_MONTHS = 6;

/** The decision date plus six calendar months (31 August → 28 or 29 February). */
export function consentExpiry(decidedAt: Date): Date {
  const expiry = new Date(decidedAt);
  const day = expiry.getUTCDate();
  expiry.setUTCDate(1);
  expiry.setUTCMonth(expiry.getUTCMonth() + CONSENT_MONTHS);
  const lastDay = new Date(Date.UTC(expiry.getUTCFullYear(), expiry.getUTCMonth() + 1, 0)).getUTCDate();
  expiry.setUTCDate(Math.min(day, lastDay));
  return expiry;
}

/** `v1.m1.e0.1767225600`: version, one flag per purpose, decision time in seconds. */
export function serializeConsent(consent: Consent): string {
  const flag = (value: boolean) => (value ? '1' : '0');
  return `${VERSION}.m${flag(consent.mesure)}.e${flag(consent.externes)}.${Math.floor(consent.decidedAt.getTime() / 1000)}`;
}

/** The stored consent, or undefined when there is none, it is malformed, of an older version, or older than six months. */
export function parseConsent(value: string | undefined, now: Date): Consent | undefined {
  const match = /^v1\.m([01])\.e([01])\.(\d{1,12})$/.exec(value ?? '');
  if (!match) return undefined;
  const decidedAt = new Date(Number(match[3]) * 1000);
  if (decidedAt.getTime() > now.getTime() || consentExpiry(decidedAt).getTime() <= now.getTime()) return undefined;
  return { mesure: match[1] === '1', externes: match[2] === '1', decidedAt };
}

/** The value of the consent cookie in a `document.cookie` or `Cookie` header string. */
export function consentCookieValue(cookies: string): string | undefined {
  for (const part of cookies.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === CONSENT_COOKIE) return value.join('=');
  }
  return undefined;
}

/** The `document.cookie` assignment that stores a consent until its expiry. */
export function consentCookie(consent: Consent, secure: boolean): string {
  return [
    `${CONSENT_COOKIE}=${serializeConsent(consent)}`,
    `Expires=${consentExpiry(consent.decidedAt).toUTCString()}`,
    'Path=/',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** The id of the banner element, hidden before the first paint when a choice is stored. */
export const BANNER_ID = 'consentement';
/** Set on the banner while the server-rendered HTML does not yet know the stored choice. */
export const PENDING_ATTRIBUTE = 'data-choix-inconnu';

/**
 * Runs before the banner is parsed: a visitor who already chose never sees it flash.
 * The banner is in the static HTML (so it paints at once, not after hydration), and this
 * hides it only while the page has not yet read the cookie.
 */
export const hideBannerScript = () =>
  `if(/(?:^|; )${CONSENT_COOKIE}=${VERSION}\\./.test(document.cookie)){var s=document.createElement('style');` +
  `s.textContent='#${BANNER_ID}[${PENDING_ATTRIBUTE}]{display:none}';document.head.appendChild(s)}`;

/** The cookies a tag manager may have set for audience measurement, removed when consent is withdrawn. */
export const isMeasurementCookie = (name: string) => /^(_ga|_gid|_gat|_gcl)/.test(name);
