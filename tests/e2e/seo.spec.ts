// What search engines read: metadata of every page, structured data, sitemap and robots.txt.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { SITE_URL } from '../../lib/env';
import { ENGLISH_ONLY_ROUTES, ENGLISH_ROUTES, LEGAL_ROUTES, SPEC_ROUTES } from '../spec-routes';

const ROUTES = [...SPEC_ROUTES, ...LEGAL_ROUTES, ...ENGLISH_ROUTES];
const HOMES = ['/', '/en'];

// The HTML does not depend on the viewport: the desktop project only (ONE_WIDTH in playwright.config.ts).

const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');

async function head(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  const meta = (attribute: 'name' | 'property', key: string) =>
    [...html.matchAll(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`, 'g'))].map((m) => decode(m[1] ?? ''));
  return {
    html,
    title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
    meta,
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1] ?? '') as Record<string, unknown>,
    ),
  };
}

test('every page has its own title and description, its canonical URL, and social cards in its language with an image', async ({
  request,
}) => {
  const titles = new Map<string, string>();
  for (const route of ROUTES) {
    const page = await head(request, route);
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
});

test('a product page describes its offers with their prices, and a venue page the venue', async ({ request }) => {
  const product = await head(request, '/locations/salles-rive-gauche-vaugirard/salle-anniversaire-enfant-paris-15');
  const data = product.jsonLd.find((item) => item['@type'] === 'Product') as { offers: { price: string; priceCurrency: string }[] };
  expect(data.offers.map((offer) => `${offer.price} ${offer.priceCurrency}`).sort()).toEqual(['210.00 EUR', '360.00 EUR']);
  expect(product.html).not.toContain('aggregateRating');

  const venue = await head(request, '/locations/salles-rive-gauche-vaugirard');
  const business = venue.jsonLd.find((item) => Array.isArray(item['@type']) && (item['@type'] as string[]).includes('LocalBusiness'));
  expect(business).toMatchObject({ address: { postalCode: '75015' }, maximumAttendeeCapacity: 40 });
});

test('an English product page describes its offers in English, at its English address', async ({ request }) => {
  const path = '/en/venues/salles-rive-gauche-vaugirard/meeting-room-paris-15';
  const page = await head(request, path);
  const data = page.jsonLd.find((item) => item['@type'] === 'Product') as { url: string; offers: { url: string; description: string }[] };
  expect(data.url).toBe(`${SITE_URL}${path}`);
  for (const offer of data.offers) {
    expect(offer.url).toBe(`${SITE_URL}${path}`);
    expect(offer.description).toMatch(/^€[\d,]+ excl\. VAT \(€[\d,]+ incl\. VAT\)/);
  }
});

test('the sitemap lists every public route with its date, and robots.txt points to it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const urls = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
  expect(urls.sort()).toEqual(ROUTES.map((route) => (route === '/' ? SITE_URL : `${SITE_URL}${route}`)).sort());
  expect([...sitemap.matchAll(/<lastmod>\d{4}-\d{2}-\d{2}T[^<]+<\/lastmod>/g)]).toHaveLength(ROUTES.length);
  // Each English page with a French twin, and that French page: three alternates each (fr, en, x-default).
  expect([...sitemap.matchAll(/<xhtml:link rel="alternate" hreflang="(fr|en|x-default)"/g)]).toHaveLength(
    (ENGLISH_ROUTES.length - ENGLISH_ONLY_ROUTES.length) * 2 * 3,
  );

  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Allow: /');
  expect(robots).not.toContain('Disallow');
  expect(robots).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
});

test('the 404 page has its own title and is not indexed', async ({ request }) => {
  const page = await head(request, '/page-inexistante');
  expect(page.title).toBe('Page introuvable | Salles Rive Gauche');
  expect(page.meta('name', 'robots')).toEqual(['noindex']);
  expect(page.canonical).toBeUndefined();
});
