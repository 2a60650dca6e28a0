// The first screen of each listing type as a visitor sees it, against committed baselines
// (tests/e2e/__screenshots__), at 375 and 1280 px: a fixed date, the cookie choice made, the
// site's own font files and its example photos, so that only a change of the page changes them.
// The diffs land in reports/ (outputDir in playwright.config.ts), kept by CI as artifacts.
import { expect, test } from '@playwright/test';
import { choiceMade } from './listings';

const PAGES = {
  lieu: '/locations/salles-rive-gauche-vaugirard',
  produit: '/locations/salles-rive-gauche-vaugirard/salle-anniversaire-enfant-paris-15',
  prestation: '/prestations/salles-pour-anniversaire-enfant-paris',
};

const FROZEN = new Date('2030-03-14T10:00:00+01:00');

test.beforeEach(async ({ page, context, baseURL }) => {
  await page.clock.setFixedTime(FROZEN);
  // The choice dated at the frozen time: a choice is kept six months, so one made today would have expired by then.
  await context.addCookies([{ ...choiceMade(baseURL), value: `v1.m0.e0.${Math.floor(FROZEN.getTime() / 1000)}` }]);
});

for (const [type, path] of Object.entries(PAGES)) {
  test(`first screen of a ${type} page`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('region', { name: 'Réserver' })).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    // The pinned bar's reveal is driven by scrolling, not time: left as the page has it.
    await expect(page).toHaveScreenshot(`${type}.png`, { animations: 'allow' });
  });
}
