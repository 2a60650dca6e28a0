// Security headers on every response, and a site that works under them: no console
// error on any page type, embeds and tag manager included.
import { expect, test } from '@playwright/test';
import { NOT_FOUND, PAGE_TYPES } from '../spec-routes';
import { recordThirdParties, scrollThrough } from './third-parties';

// Every page type, the not-found page last, and the calculator with a formula chosen by its link.
const PAGES = PAGE_TYPES.flatMap((path) => (path === '/calcul' ? [path, '/calcul?offre=vaugirard-matin-week-end&personnes=30'] : [path]));

// The server's answers, the same at every width: one project only.
test('pages and files carry the security headers', { tag: '@desktop' }, async ({ request }) => {
  for (const path of [
    '/',
    '/locations/salles-rive-gauche-vaugirard',
    '/robots.txt',
    '/images/vaugirard/particuliers/salle-principale.jpg',
  ]) {
    const headers = (await request.get(path)).headers();
    const csp = headers['content-security-policy'] ?? '';
    for (const directive of [
      "default-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ]) {
      expect(csp, path).toContain(directive);
    }
    expect(csp).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com/);
    expect(csp).toMatch(/frame-src https:\/\/www\.youtube-nocookie\.com https:\/\/www\.google\.com(;|$)/);
    expect(headers['strict-transport-security']).toMatch(/^max-age=\d{8}/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['x-robots-tag']).toBeUndefined();
  }
});

// The walk through every page type, in three parts run side by side: whole, it was the suite's
// longest test (a minute) and ended the run alone, the other browsers idle.
const PARTS = 3;
const SIZE = Math.ceil(PAGES.length / PARTS);

for (const consent of ['refused', 'accepted'] as const)
  for (let part = 0; part < PARTS; part++) {
    const pages = PAGES.slice(part * SIZE, (part + 1) * SIZE);
    const withEmbeds = part === PARTS - 1;
    const title = `no console error on any page type (consent ${consent}, pages ${part * SIZE + 1} to ${part * SIZE + pages.length} of ${PAGES.length}${withEmbeds ? ', then the embeds' : ''})`;
    // The same HTML and scripts at both widths: one browser size is enough, and halves the suite's longest test.
    test(title, { tag: '@desktop' }, async ({ page, baseURL, context }) => {
      test.slow();
      await recordThirdParties(page, baseURL);
      const url = new URL(baseURL ?? 'http://127.0.0.1');
      const flag = consent === 'accepted' ? '1' : '0';
      await context.addCookies([
        { name: 'consentement', value: `v1.m${flag}.e${flag}.${Math.floor(Date.now() / 1000)}`, domain: url.hostname, path: '/' },
      ]);
      const errors: string[] = [];
      let path = '';
      page.on('console', (message) => {
        // The 404 page's own status is reported by the browser as a failed resource.
        const expected404 = path === NOT_FOUND && message.text().includes('404');
        if (message.type() === 'error' && !expected404) errors.push(`${path}: ${message.text()}`);
      });
      page.on('pageerror', (error) => errors.push(`${path}: ${error.message}`));
      for (path of pages) {
        await page.goto(path);
        await scrollThrough(page);
      }
      if (withEmbeds && consent === 'accepted') {
        await page.goto('/locations/salles-rive-gauche-montparnasse');
        const embeds = [
          page.waitForRequest(/^https:\/\/www\.youtube-nocookie\.com\//),
          page.waitForRequest(/^https:\/\/www\.google\.com\/maps/),
        ];
        await page.locator('iframe').last().scrollIntoViewIfNeeded();
        await Promise.all(embeds);
        await page.waitForLoadState('networkidle');
      } else if (withEmbeds) {
        await page.goto('/locations/salles-rive-gauche-montparnasse');
        await page.getByRole('button', { name: 'Lire la vidéo' }).click();
        await page.getByRole('button', { name: 'Afficher le plan' }).click();
        await expect(page.locator('iframe')).toHaveCount(2);
        await page.waitForLoadState('networkidle');
      }
      expect(errors).toEqual([]);
    });
  }
