import { useMemo, useSyncExternalStore } from 'react';
import type { Choices, Consent } from '@/lib/consent';
import { ALL_REFUSED, consentCookie, consentCookieValue, isMeasurementCookie, parseConsent } from '@/lib/consent';

const CHANGE_EVENT = 'consentement:change';
const OPEN_EVENT = 'consentement:ouvrir';

const subscribe = (onChange: () => void) => {
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => window.removeEventListener(CHANGE_EVENT, onChange);
};
const readCookie = () => consentCookieValue(document.cookie) ?? '';
const unknownOnServer = () => null;

/**
 * The stored consent: `null` while the page hydrates (the static HTML cannot know it),
 * `undefined` when the visitor has not chosen yet (or the choice expired).
 */
export function useConsent(): Consent | undefined | null {
  const raw = useSyncExternalStore(subscribe, readCookie, unknownOnServer);
  return useMemo(() => (raw === null ? null : parseConsent(raw, new Date())), [raw]);
}

/** The choices stored right now, all refused when there are none. */
export function storedChoices(): Choices {
  const consent = parseConsent(readCookie(), new Date());
  return consent ? { mesure: consent.mesure, externes: consent.externes } : ALL_REFUSED;
}

export function saveConsent(choices: Choices) {
  const previous = parseConsent(readCookie(), new Date());
  document.cookie = consentCookie({ ...choices, decidedAt: new Date() }, location.protocol === 'https:');
  if (previous?.mesure && !choices.mesure) {
    // A loaded tag manager cannot be unloaded: drop its cookies and reload without it.
    for (const name of document.cookie.split(';').map((c) => c.trim().split('=')[0] ?? '')) {
      if (isMeasurementCookie(name)) {
        const domain = location.hostname.split('.').slice(-2).join('.');
        document.cookie = `${name}=; Max-Age=0; Path=/`;
        document.cookie = `${name}=; Max-Age=0; Path=/; Domain=.${domain}`;
      }
    }
    location.reload();
    return;
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export const openConsentSettings = () => window.dispatchEvent(new Event(OPEN_EVENT));

export function onOpenConsentSettings(open: () => void) {
  window.addEventListener(OPEN_EVENT, open);
  return () => window.removeEventListener(OPEN_EVENT, open);
}
