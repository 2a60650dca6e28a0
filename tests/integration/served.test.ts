// What the site serves, read over HTTP without a browser (#51): the checks the browser tests made of
// headers, status codes, HTML and JSON-LD, redirects, JSON routes and the server's own checks of a
// form, moved here (docs/suite.md lists each, old test → new test). One `next start` of the suite's
// build, with the provider's calendar on a loopback ICS server and a quote store of its own.
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatLongDate } from '@/lib/french/format';
import { SITE_URL } from '@/lib/env';
import { postForm } from '../support/devis-http';
import { startIcsServer, type IcsServer } from '../support/ics-server';
import { ensureTemplate, freshDataDir } from '../support/pglite';
import { calendar, nextFree, saturday } from '../support/provider-calendar';
import { formEntries, parseHtml, region, served, textOf, type ServedPage } from '../support/served';
import { startSite, type RunningSite } from '../support/site';
import { ENGLISH_ONLY_ROUTES, ENGLISH_ROUTES, LEGAL_ROUTES, SPEC_ROUTES } from '../spec-routes';

/** The first `weekday` (0 = Sunday) at least `days` days from now, `YYYY-MM-DD`: past the calendar's busy days. */
function dateAhead(weekday: number, days = 40): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  while (date.getUTCDay() !== weekday) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

let feeds: IcsServer;
let site: RunningSite;
let dataDir: string;
const get = (path: string, init?: RequestInit) => served(site.base, path, init);

beforeAll(async () => {
  feeds = await startIcsServer();
  feeds.serve('vaugirard', { body: calendar });
  // Montparnasse's calendars are configured but fail: its answer has no unit.
  feeds.serve('panne', { status: 500 });
  await ensureTemplate();
  dataDir = freshDataDir();
  site = await startSite({
    DEVIS_DATA_DIR: dataDir,
    DEVIS_RATE_LIMIT: '0',
    DEVIS_NETWORK_LIMIT: '0',
    DEVIS_GLOBAL_LIMIT: '0',
    // As on the browser tests' site: the consent tests check that it loads only after consent.
    GTM_ID: 'GTM-E2ETEST',
    DISPO_ICS_VAUGIRARD: feeds.url('vaugirard'),
    DISPO_ICS_MONTPARNASSE_OCRE: feeds.url('panne'),
    DISPO_ICS_MONTPARNASSE_BLEUE: feeds.url('panne'),
  });
  // The calendar read once, as it is by the time a visitor opens a page on a date.
  await vi.waitFor(
    async () => {
      const { units } = (await (await fetch(`${site.base}/disponibilites/vaugirard`)).json()) as { units: object };
      if (!('vaugirard' in units)) throw new Error('calendrier de Vaugirard pas encore lu');
    },
    { timeout: 60_000, interval: 200 },
  );
}, 240_000);

afterAll(async () => {
  await site?.kill();
  await feeds?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

// From tests/e2e/security.spec.ts.
describe('security headers', () => {
  it('pages and files carry the security headers', async () => {
    for (const path of [
      '/',
      '/locations/salles-rive-gauche-vaugirard',
      '/robots.txt',
      '/images/vaugirard/particuliers/salle-principale.jpg',
    ]) {
      const { headers } = await fetch(`${site.base}${path}`);
      const csp = headers.get('content-security-policy') ?? '';
      for (const directive of [
        "default-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ])
        expect(csp, path).toContain(directive);
      expect(csp).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com/);
      expect(csp).toMatch(/frame-src https:\/\/www\.youtube-nocookie\.com https:\/\/www\.google\.com(;|$)/);
      expect(headers.get('strict-transport-security')).toMatch(/^max-age=\d{8}/);
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(headers.get('permissions-policy')).toContain('camera=()');
      expect(headers.get('x-robots-tag')).toBeNull();
    }
  });
});

// From tests/e2e/seo.spec.ts: what search engines read.
describe('metadata, structured data, sitemap and robots.txt', () => {
  const ROUTES = [...SPEC_ROUTES, ...LEGAL_ROUTES, ...ENGLISH_ROUTES];
  const HOMES = ['/', '/en'];

  async function head(path: string) {
    const { html, document } = await get(path);
    const meta = (attribute: 'name' | 'property', key: string) =>
      [...document.querySelectorAll(`head meta[${attribute}="${key}"]`)].map((element) => element.getAttribute('content') ?? '');
    return {
      html,
      title: document.querySelector('title')?.textContent ?? '',
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? undefined,
      meta,
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
      ),
    };
  }

  it('every page has its own title and description, its canonical URL, and social cards in its language with an image', async () => {
    const titles = new Map<string, string>();
    for (const route of ROUTES) {
      const page = await head(route);
      expect(page.title, route).toMatch(/Salles Rive Gauche/);
      expect(titles.get(page.title), `${route} a le même titre que ${titles.get(page.title)}`).toBeUndefined();
      titles.set(page.title, route);
      expect(page.meta('name', 'description')[0]?.length, route).toBeGreaterThan(40);
      expect(page.canonical, route).toBe(route === '/' ? SITE_URL : `${SITE_URL}${route}`);
      expect(page.meta('name', 'robots'), route).toEqual([]);
      expect(page.meta('property', 'og:locale'), route).toEqual([route.startsWith('/en') ? 'en_GB' : 'fr_FR']);
      expect(page.meta('property', 'og:url'), route).toEqual([page.canonical]);
      expect(page.meta('property', 'og:image')[0], route).toMatch(new RegExp(`^${SITE_URL}/images/.+\\.jpg$`));
      expect(page.meta('property', 'og:image:alt')[0]?.length, route).toBeGreaterThan(10);
      expect(page.meta('name', 'twitter:card'), route).toEqual(['summary_large_image']);
      expect(page.meta('name', 'twitter:image')[0], route).toBe(page.meta('property', 'og:image')[0]);
      const breadcrumbs = page.jsonLd.filter((data) => data['@type'] === 'BreadcrumbList');
      expect(breadcrumbs, route).toHaveLength(HOMES.includes(route) ? 0 : 1);
    }
  }, 120_000);

  it('a product page describes its offers with their prices, and a venue page the venue', async () => {
    const product = await head('/locations/salles-rive-gauche-vaugirard/salle-anniversaire-enfant-paris-15');
    const data = product.jsonLd.find((item) => item['@type'] === 'Product') as { offers: { price: string; priceCurrency: string }[] };
    expect(data.offers.map((offer) => `${offer.price} ${offer.priceCurrency}`).sort()).toEqual(['210.00 EUR', '360.00 EUR']);
    expect(product.html).not.toContain('aggregateRating');

    const venue = await head('/locations/salles-rive-gauche-vaugirard');
    const business = venue.jsonLd.find((item) => Array.isArray(item['@type']) && (item['@type'] as string[]).includes('LocalBusiness'));
    expect(business).toMatchObject({ address: { postalCode: '75015' }, maximumAttendeeCapacity: 40 });
  });

  it('an English product page describes its offers in English, at its English address', async () => {
    const path = '/en/venues/salles-rive-gauche-vaugirard/meeting-room-paris-15';
    const page = await head(path);
    const data = page.jsonLd.find((item) => item['@type'] === 'Product') as { url: string; offers: { url: string; description: string }[] };
    expect(data.url).toBe(`${SITE_URL}${path}`);
    for (const offer of data.offers) {
      expect(offer.url).toBe(`${SITE_URL}${path}`);
      expect(offer.description).toMatch(/^€[\d,]+ excl\. VAT \(€[\d,]+ incl\. VAT\)/);
    }
  });

  it('the sitemap lists every public route with its date, and robots.txt points to it', async () => {
    const sitemap = await (await fetch(`${site.base}/sitemap.xml`)).text();
    const urls = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(urls.sort()).toEqual(ROUTES.map((route) => (route === '/' ? SITE_URL : `${SITE_URL}${route}`)).sort());
    expect([...sitemap.matchAll(/<lastmod>\d{4}-\d{2}-\d{2}T[^<]+<\/lastmod>/g)]).toHaveLength(ROUTES.length);
    // Each English page with a French twin, and that French page: three alternates each (fr, en, x-default).
    expect([...sitemap.matchAll(/<xhtml:link rel="alternate" hreflang="(fr|en|x-default)"/g)]).toHaveLength(
      (ENGLISH_ROUTES.length - ENGLISH_ONLY_ROUTES.length) * 2 * 3,
    );

    const robots = await (await fetch(`${site.base}/robots.txt`)).text();
    expect(robots).toContain('Allow: /');
    expect(robots).not.toContain('Disallow');
    expect(robots).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  });

  it('the 404 page has its own title and is not indexed', async () => {
    const page = await head('/page-inexistante');
    expect(page.title).toBe('Page introuvable | Salles Rive Gauche');
    expect(page.meta('name', 'robots')).toEqual(['noindex']);
    expect(page.canonical).toBeUndefined();
  });
});

// From tests/e2e/devis.spec.ts.
describe('the quote form, as the server answers it', () => {
  const SATURDAY = dateAhead(6);
  const quoteForm = (document: Document) => document.querySelector('form:has(input[name="nom"])')!;
  /** Posts the served form as a browser without JavaScript does, with what the visitor typed; the answer's document. */
  const send = async (document: Document, typed: Record<string, string>) =>
    parseHtml((await postForm(site.base, { hidden: formEntries(quoteForm(document), typed) }, {})).html);

  it('without JavaScript the form is checked by the server, keeps what was typed, then sends', async () => {
    const refused = await send((await get('/devis?offre=vaugirard-matin-week-end&personnes=50')).document, { nom: 'Sans Script' });
    const summary = [...refused.querySelectorAll('[role="alert"]')].find((alert) => textOf(alert).includes('à corriger'));
    expect(textOf(summary)).toContain('Cette formule accueille au plus 35 personnes.');
    expect(quoteForm(refused).querySelector('input[name="nom"]')!.getAttribute('value')).toBe('Sans Script');

    const sent = await send(refused, {
      personnes: '30',
      date: SATURDAY,
      nom: 'Sans Script',
      email: 'jeanne.martin@example.fr',
      telephone: '06 12 34 56 78',
    });
    expect([...sent.querySelectorAll('h1, h2')].map(textOf)).toContain('Votre demande est bien enregistrée');
    expect(textOf(sent.querySelector('[data-reference]'))).toMatch(/^DV-\d{4}-\d{6}$/);
  });

  it('the privacy notice names the controller, the purpose, the retention and the rights, and links to the privacy page', async () => {
    const notice = region((await get('/devis')).document, 'Vos données personnelles');
    for (const words of ['Responsable du traitement', 'Finalité', 'Conservation : 3 ans', 'Vos droits'])
      expect(textOf(notice)).toContain(words);
    const link = [...notice!.querySelectorAll('a')].find((a) => /protection de vos données/.test(textOf(a)));
    expect(link?.getAttribute('href')).toBe('/confidentialite');
  });
});

// From tests/e2e/calcul.spec.ts: the calculator as a browser without JavaScript gets it.
describe('the calculator as the server renders it', () => {
  const estimate = (document: Document) => region(document, 'Votre estimation');

  it('the server renders the total from the URL, and the form recalculates', async () => {
    const first = await get('/calcul?offre=montparnasse-cocktail-tout-compris&personnes=20');
    // 900 € + 20 × 60 € = 2 100 € HT.
    expect(textOf(estimate(first.document)?.querySelector('[role="status"]'))).toContain('2 100 € HT');
    // The form is sent by GET, as a browser does: its fields in the address.
    const form = first.document.querySelector('form[method="get"]')!;
    const search = new URLSearchParams(formEntries(form, { personnes: '14' }));
    const again = await get(`${form.getAttribute('action')}?${search}`);
    expect(new URL(again.response.url).searchParams.get('personnes')).toBe('14');
    expect(textOf(estimate(again.document)?.querySelector('[role="status"]'))).toContain('Demande impossible');
    expect(textOf(again.document.body)).toContain('Cette formule demande au moins 15 personnes.');
  });
});

// From tests/e2e/disponibilites.spec.ts: what the first HTML and the JSON route say of the provider's calendar.
describe('availability in the served HTML and the JSON route', () => {
  const availability = (page: ServedPage) => page.document.querySelector('[data-testid="disponibilite"]');
  const status = (page: ServedPage) => textOf(availability(page)?.querySelector('[role="status"]'));

  it('opened on a date, the calculator answers in its first HTML', async () => {
    const taken = await get(`/calcul?offre=vaugirard-matin-week-end&date=${saturday}`);
    expect(status(taken)).toContain('Déjà réservé');
    expect(textOf(availability(taken))).toContain(formatLongDate(nextFree[0]!));
    expect(status(await get(`/calcul?offre=vaugirard-matin-week-end&date=${nextFree[0]}`))).toContain('Libre');
  });

  it('the quote form shows the state of the chosen date in its first HTML', async () => {
    expect(status(await get(`/devis?offre=vaugirard-matin-week-end&date=${saturday}`))).toContain('Déjà réservé');
  });

  it('the JSON route carries busy times only, kept by no cache (a booking counts at the next request)', async () => {
    const response = await fetch(`${site.base}/disponibilites/vaugirard`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    expect(text).not.toContain('Léa');
    expect((JSON.parse(text) as { units: Record<string, unknown[]> }).units.vaugirard).toHaveLength(4);
  });
});

// From tests/e2e/espace-prestataire.spec.ts: the desk's answers to a visitor without a valid session, token or link.
describe('the desk without a valid session, token or link', () => {
  // Under both names the site may read (`__Host-espace` on an HTTPS address, `espace` on a local run).
  const forged = { cookie: ['espace', '__Host-espace'].map((name) => `${name}=${'A'.repeat(43)}`).join('; ') };

  it('a forged session: every desk page sends to the sign-in page, every desk file answers nothing', async () => {
    for (const path of [
      '/espace-prestataire',
      '/espace-prestataire/demandes/DV-2026-000001',
      '/espace-prestataire/devis/1',
      '/espace-prestataire/cles',
    ]) {
      const answer = await get(path, { headers: forged });
      expect(new URL(answer.response.url).pathname, path).toBe('/espace-prestataire/connexion');
      // The request sent above (« Sans Script ») is in the store: nothing of it shows.
      expect(answer.html).not.toContain('Sans Script');
    }
    for (const path of ['/espace-prestataire/devis/1/pdf', '/espace-prestataire/devis/1/preuve']) {
      const answer = await fetch(`${site.base}${path}`, { headers: forged, redirect: 'manual' });
      expect(answer.status, path).toBe(404);
      expect(answer.headers.get('content-type')).not.toContain('pdf');
    }
  });

  it('forged acceptance links and calendar tokens: a clear page, nothing else', async () => {
    expect(textOf((await get(`/devis/accepter/${'B'.repeat(43)}`)).document.querySelector('h1'))).toBe('Lien de devis non valable');
    expect(textOf((await get('/en/quote/accept/not-a-token')).document.querySelector('h1'))).toBe('Quote link not valid');
    const feed = await fetch(`${site.base}/agenda/${'C'.repeat(43)}`);
    expect(feed.status).toBe(404);
    expect(await feed.text()).not.toContain('BEGIN:VCALENDAR');
  });
});

// From tests/e2e/english.spec.ts.
describe('the English pages as served', () => {
  it('the English header says the private events are in French, and leads there', async () => {
    const { document } = await get('/en');
    const link = [...document.querySelectorAll('header a')].find((a) => textOf(a) === 'Private events (in French)');
    expect(link?.getAttribute('href')).toBe('/');
  });
});
