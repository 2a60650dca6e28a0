// A site that works under its security headers (read over HTTP in tests/integration/served.test.ts):
// no console error on any page type, embeds and tag manager included.
import { expect, test } from '@playwright/test';
import { NOT_FOUND, ONE_PAGE_PER_TYPE } from '../spec-routes';
import { choiceMade } from './listings';
import { recordConsoleErrors, recordThirdParties, scrollThrough } from './third-parties';

// One page of each type, the not-found page last, and the calculator with a formula chosen by its link.
const PAGES = ONE_PAGE_PER_TYPE.flatMap((path) =>
  path === '/calcul' ? [path, '/calcul?offre=vaugirard-matin-week-end&personnes=30'] : [path],
);

// One page of each type once, consent accepted, so the tag manager runs on each (the product owner's
// answer in #33: not every page twice). Before any choice, the same pages are walked by consent.spec.ts,
// which checks there both that nothing leaves for a third party and that no console error shows.
// In two parts run side by side, the embeds (loaded by consent) at the end of the second.
const PARTS = 2;
const SIZE = Math.ceil(PAGES.length / PARTS);

for (let part = 0; part < PARTS; part++) {
  const pages = PAGES.slice(part * SIZE, (part + 1) * SIZE);
  const withEmbeds = part === PARTS - 1;
  const title = `no console error on any page type, consent accepted (pages ${part * SIZE + 1} to ${part * SIZE + pages.length} of ${PAGES.length}${withEmbeds ? ', then the embeds' : ''})`;
  // The same HTML and scripts at both widths: one browser size is enough.
  test(title, { tag: '@desktop' }, async ({ page, baseURL, context }) => {
    test.slow();
    await recordThirdParties(page, baseURL);
    await context.addCookies([choiceMade(baseURL, true)]);
    let path = '';
    const errors = recordConsoleErrors(page, () => path, NOT_FOUND);
    for (path of pages) {
      await page.goto(path);
      await scrollThrough(page);
    }
    if (withEmbeds) {
      await page.goto('/locations/salles-rive-gauche-montparnasse');
      const embeds = [
        page.waitForRequest(/^https:\/\/www\.youtube-nocookie\.com\//),
        page.waitForRequest(/^https:\/\/www\.google\.com\/maps/),
      ];
      await page.locator('iframe').last().scrollIntoViewIfNeeded();
      await Promise.all(embeds);
      await page.waitForLoadState('networkidle');
    }
    expect(errors).toEqual([]);
  });
}

test(
  'consent refused: the video and the map load on a click without a console error',
  { tag: '@desktop' },
  async ({ page, baseURL, context }) => {
    await recordThirdParties(page, baseURL);
    await context.addCookies([choiceMade(baseURL)]);
    const path = '/locations/salles-rive-gauche-montparnasse';
    const errors = recordConsoleErrors(page, () => path, NOT_FOUND);
    await page.goto(path);
    await page.getByRole('button', { name: 'Lire la vidéo' }).click();
    await page.getByRole('button', { name: 'Afficher le plan' }).click();
    await expect(page.locator('iframe')).toHaveCount(2);
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  },
);
