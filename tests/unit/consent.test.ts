import { describe, expect, it } from 'vitest';
import { consentCookie, consentCookieValue, consentExpiry, hideBannerScript, parseConsent, serializeConsent } from '@/lib/consent';
import { NO_TAG_MANAGER, tagManagerId, tagManagerScript } from '@/lib/consent/tag-manager';
import { consentWords } from '@/lib/consent/words';
import { typographyOf } from '@/lib/english/typography';

const decidedAt = new Date('2026-03-15T10:00:00Z');

describe('the stored consent', () => {
  it('round-trips each purpose separately', () => {
    for (const choices of [
      { mesure: true, externes: false },
      { mesure: false, externes: true },
      { mesure: true, externes: true },
      { mesure: false, externes: false },
    ]) {
      const value = serializeConsent({ ...choices, decidedAt });
      expect(parseConsent(value, new Date('2026-04-01T00:00:00Z'))).toEqual({ ...choices, decidedAt });
    }
  });

  it('is kept six months, then the visitor is asked again', () => {
    const value = serializeConsent({ mesure: true, externes: true, decidedAt });
    expect(consentExpiry(decidedAt)).toEqual(new Date('2026-09-15T10:00:00Z'));
    expect(parseConsent(value, new Date('2026-09-15T09:59:59Z'))).toBeDefined();
    expect(parseConsent(value, new Date('2026-09-15T10:00:00Z'))).toBeUndefined();
  });

  it('ends six months later even from the 31st of a month', () => {
    expect(consentExpiry(new Date('2026-08-31T12:00:00Z'))).toEqual(new Date('2027-02-28T12:00:00Z'));
  });

  it('is ignored when missing, malformed, from the future or of another version', () => {
    const now = new Date('2026-04-01T00:00:00Z');
    expect(parseConsent(undefined, now)).toBeUndefined();
    expect(parseConsent('', now)).toBeUndefined();
    expect(parseConsent('v1.m1.e1', now)).toBeUndefined();
    expect(parseConsent('v1.m2.e1.1773568800', now)).toBeUndefined();
    expect(parseConsent('v0.m1.e1.1773568800', now)).toBeUndefined();
    expect(
      parseConsent(serializeConsent({ mesure: true, externes: true, decidedAt: new Date('2026-05-01T00:00:00Z') }), now),
    ).toBeUndefined();
  });

  it('is a first-party cookie for the whole site, expiring with the choice', () => {
    const cookie = consentCookie({ mesure: false, externes: true, decidedAt }, true);
    expect(cookie).toBe('consentement=v1.m0.e1.1773568800; Expires=Tue, 15 Sep 2026 10:00:00 GMT; Path=/; SameSite=Lax; Secure');
    expect(consentCookie({ mesure: false, externes: true, decidedAt }, false)).not.toContain('Secure');
    expect(consentCookieValue('_ga=GA1.1; consentement=v1.m0.e1.1773568800; autre=1')).toBe('v1.m0.e1.1773568800');
    expect(consentCookieValue('autre=1')).toBeUndefined();
  });

  it('hides the banner before the first paint only when a choice of this version is stored', () => {
    const run = (cookie: string) => {
      const appended: { textContent: string }[] = [];
      const document = {
        cookie,
        createElement: () => ({ textContent: '' }),
        head: { appendChild: (node: { textContent: string }) => appended.push(node) },
      };
      // The inline script as the browser runs it, against a stand-in document.
      // eslint-disable-next-line @typescript-eslint/no-implied-eval
      (new Function('document', hideBannerScript()) as (doc: typeof document) => void)(document);
      return appended.map((node) => node.textContent);
    };
    expect(run('')).toEqual([]);
    expect(run('autre=1; consentement=v0.m1.e1.1')).toEqual([]);
    expect(run('autre=1; consentement=v1.m0.e0.1773568800')).toEqual(['#consentement[data-choix-inconnu]{display:none}']);
  });
});

describe('the tag manager', () => {
  it('has no id by default, and takes GTM_ID before NEXT_PUBLIC_GTM_ID', () => {
    expect(tagManagerId({})).toBeUndefined();
    expect(tagManagerId({ NEXT_PUBLIC_GTM_ID: 'GTM-ABC123' })).toBe('GTM-ABC123');
    expect(tagManagerId({ GTM_ID: 'GTM-XYZ789', NEXT_PUBLIC_GTM_ID: 'GTM-ABC123' })).toBe('GTM-XYZ789');
  });

  it('refuses an id that is not a container id, so nothing foreign reaches the script', () => {
    expect(tagManagerId({ GTM_ID: "GTM-1');alert(1)//" })).toBeUndefined();
    expect(tagManagerId({ GTM_ID: 'UA-12345-1' })).toBeUndefined();
  });

  it('loads gtm.js with the id and denies advertising storage', () => {
    const script = tagManagerScript('GTM-ABC123');
    expect(script).toContain('"https://www.googletagmanager.com/gtm.js?id=GTM-ABC123"');
    expect(script).toContain("ad_storage:'denied'");
    expect(NO_TAG_MANAGER).not.toContain('googletagmanager');
  });
});

describe('the banner’s words', () => {
  // The banner shows them as they are written, without the typography's code in the browser.
  it.each(['fr', 'en'] as const)('are written as the typography of %s sets them', (locale) => {
    const { purposes, ...words } = consentWords(locale);
    const texts = [...Object.values(words), ...Object.values(purposes).flatMap((purpose) => [purpose.label, purpose.description])];
    for (const text of texts) expect(typographyOf(locale)(text)).toBe(text);
  });
});
