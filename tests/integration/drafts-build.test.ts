// Drafts and example content as a visitor and a reviewer see them. One product and one
// prestation are marked `draft: true` in a copy of the project, and one real review (with its
// source) joins the example ones; the copy is built twice (production, then SITE_ENV=preview)
// and served like the site (tests/support/variants.ts: builds shared and kept between runs;
// tests/support/drafts.ts: the copy's changes, which `npm test` builds ahead in the background).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLaunch } from '../../lib/content-check/launch';
import {
  DRAFT_VARIANTS,
  EXAMPLE_ONLY_PAGE,
  EXAMPLE_REVIEW,
  PRESTATION,
  PRODUCT,
  PRODUCT_FORMULA,
  REAL_REVIEW,
  REAL_REVIEW_PAGES,
  SITE_URL,
} from '../support/drafts';
import { buildOf } from '../../scripts/revue/sides';
import { ROOT } from '../support/project-copy';
import type { RunningSite } from '../support/site';
import { buildVariant, startVariant } from '../support/variants';

const sites: Partial<Record<'production' | 'preview', RunningSite>> = {};
const dirs: Partial<Record<'production' | 'preview', string>> = {};

beforeAll(async () => {
  // About a minute each on two idle cores; the limit leaves room for a machine shared with other jobs.
  for (const kind of ['production', 'preview'] as const) {
    const built = await buildVariant(DRAFT_VARIANTS[kind]);
    dirs[kind] = built.dir;
    sites[kind] = await startVariant(built);
  }
}, 1_800_000);

afterAll(async () => {
  for (const site of Object.values(sites)) await site?.kill();
});

const get = async (kind: 'production' | 'preview', path: string) => {
  const url = `${sites[kind]!.base}${path}`;
  // Once more on a network error: a kept-alive connection idle during the other build's tests
  // may be closed by the server just as it is reused (ECONNRESET), which no visitor would see.
  const response = await fetch(url).catch(() => fetch(url));
  return { status: response.status, robots: response.headers.get('x-robots-tag'), html: await response.text() };
};

/** Every page the sitemap lists, as paths. */
const sitemapPaths = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(SITE_URL, '') || '/');

describe('a production build with a draft product and a draft prestation', () => {
  it('does not serve the draft pages', async () => {
    expect((await get('production', PRODUCT)).status).toBe(404);
    expect((await get('production', PRESTATION)).status).toBe(404);
  });

  it('leaves them out of the sitemap, which still lists the published pages', async () => {
    const paths = sitemapPaths((await get('production', '/sitemap.xml')).html);
    expect(paths).toContain('/locations/salles-rive-gauche-montparnasse');
    expect(paths).toContain('/prestations/location-salles-de-reunion-paris');
    expect(paths).not.toContain(PRODUCT);
    expect(paths).not.toContain(PRESTATION);
  });

  it('links to them from no page: menus, footer, lists, cards, prose', async () => {
    const { html } = await get('production', '/sitemap.xml');
    const paths = sitemapPaths(html);
    expect(paths.length).toBeGreaterThan(20);
    for (const path of paths) {
      const page = await get('production', path);
      expect(page.status, path).toBe(200);
      expect(page.html, path).not.toContain(PRODUCT);
      expect(page.html, path).not.toContain(PRESTATION);
    }
  });

  it('drops the formula only the draft page serves from the lists, the calculator and the quote form', async () => {
    expect((await get('production', '/prestations')).html).not.toContain(PRODUCT_FORMULA.name);
    for (const path of ['/calcul', '/devis']) {
      expect((await get('production', path)).html, path).not.toContain(PRODUCT_FORMULA.id);
    }
  });

  it('has no draft marker anywhere and is indexable', async () => {
    const home = await get('production', '/');
    expect(home.robots).toBeNull();
    expect(home.html).not.toContain('Brouillon');
  });
});

describe('a preview build of the same content', () => {
  it('serves the draft pages with a visible « Brouillon » marker, not indexable', async () => {
    for (const path of [PRODUCT, PRESTATION]) {
      const page = await get('preview', path);
      expect(page.status, path).toBe(200);
      expect(page.html, path).toMatch(/<strong[^>]*>Brouillon<\/strong>/);
      expect(page.html, path).toMatch(/<meta name="robots" content="noindex, nofollow"\/>/);
      expect(page.robots, path).toBe('noindex, nofollow');
    }
  });

  it('shows the drafts where they will appear once published: menus, lists, calculator', async () => {
    const home = await get('preview', '/');
    expect(home.html).toContain(`href="${PRODUCT}"`);
    expect(home.html).toContain(`href="${PRESTATION}"`);
    expect((await get('preview', '/locations/salles-rive-gauche-montparnasse')).html).toContain(`href="${PRODUCT}"`);
    expect((await get('preview', '/prestations')).html).toContain(PRODUCT_FORMULA.name);
    expect((await get('preview', '/calcul')).html).toContain(PRODUCT_FORMULA.id);
  });

  it('marks only the drafts', async () => {
    expect((await get('preview', '/prestations/location-salles-de-reunion-paris')).html).not.toContain('Brouillon');
  });
});

/** The « Exemple » badge and the banner of lib/examples/index.ts. */
const BADGE = /<strong[^>]*>Exemple<\/strong>/;
const BANNER = /(\d+) contenus d(?:'|&#x27;)exemple/;

describe('example content in a production build', () => {
  it('shows no example review or rating on any page, no badge, no banner, no aggregateRating', async () => {
    const paths = sitemapPaths((await get('production', '/sitemap.xml')).html);
    expect(paths).toContain('/conditions-de-location');
    for (const path of paths) {
      const { html } = await get('production', path);
      expect(html, path).not.toContain(EXAMPLE_REVIEW);
      expect(html, path).not.toContain('Nos notes chez nos partenaires');
      expect(html, path).not.toMatch(BADGE);
      expect(html, path).not.toMatch(BANNER);
      expect(html, path).not.toContain('aggregateRating');
    }
  });

  it('shows the real review, linked to its source, and drops the review block where none is real', async () => {
    for (const path of REAL_REVIEW_PAGES) {
      const { html } = await get('production', path);
      expect(html, path).toContain(REAL_REVIEW.title);
      expect(html, path).toMatch(new RegExp(`<a href="${REAL_REVIEW.url}" rel="nofollow noopener"[^>]*>Avis (?:<!-- -->)?Trustpilot`));
      expect(html, path).toContain('Les avis affichés sont repris tels quels');
    }
    expect((await get('production', EXAMPLE_ONLY_PAGE)).html).not.toContain('Avis de nos clients');
  });

  it('keeps the example prose and photos visible: terms and legal notice', async () => {
    expect((await get('production', '/conditions-de-location')).html).toContain('Conclusion du contrat en ligne');
    // Groups of digits joined by narrow no-break spaces (frenchTypography).
    expect((await get('production', '/mentions-legales')).html).toContain('123\u202f456\u202f782');
  });
});

describe('example content in a preview build', () => {
  it('shows the example reviews and ratings with the « Exemple » badge', async () => {
    const { html } = await get('preview', EXAMPLE_ONLY_PAGE);
    expect(html).toContain('Avis de nos clients');
    expect(html).toContain('Nos notes chez nos partenaires');
    expect(html).toMatch(BADGE);
    expect((await get('preview', REAL_REVIEW_PAGES[0]!)).html).toContain(EXAMPLE_REVIEW);
  });

  it("says on every page how many example items remain: the launch check's count", async () => {
    const total = Number(/(\d+) éléments? à fournir/.exec(checkLaunch({ rootDir: ROOT }).lines[0]!)![1]);
    for (const path of ['/', '/mentions-legales', '/devis']) {
      expect(BANNER.exec((await get('preview', path)).html)?.[1], path).toBe(String(total));
    }
  });
});

describe('the review (npm run revue) tells the two builds apart', () => {
  // A preview compared with a production build would read every example badge as removed (scripts/revue/diff.ts).
  it('from their folders and from their running sites', async () => {
    expect(await buildOf(dirs.preview!)).toBe('préversion');
    expect(await buildOf(sites.preview!.base)).toBe('préversion');
    expect(await buildOf(dirs.production!)).toBe('production');
    expect(await buildOf(sites.production!.base)).toBe('production');
  });
});
