import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { PAGE_TYPES } from '../spec-routes';
import { choiceMade } from './listings';

// The pages as a visitor sees them once the cookie choice is made (choiceMade): the banner, sticky
// at the bottom, would otherwise cover part of the footer on short pages. The banner has its own test.
// The pages whose copy places the site's blocks (mdx-components.spec.ts) are checked whole, with
// every question opened first so that the answers are checked too, and against axe's best
// practices as well.
const WITH_BLOCKS = new Set([
  '/locations/salles-rive-gauche-vaugirard',
  '/prestations/salles-pour-anniversaire-enfant-paris',
  '/prestations/location-salles-de-reunion-paris',
]);
// Scanned only if they stay examples of their page type (spec-routes.ts).
const missing = [...WITH_BLOCKS].filter((path) => !PAGE_TYPES.includes(path));
if (missing.length) throw new Error(`Pages à blocs absentes de PAGE_TYPES : ${missing.join(', ')}`);
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

for (const path of PAGE_TYPES) {
  const blocks = WITH_BLOCKS.has(path);
  test(`${path} has no WCAG 2.2 AA violation${blocks ? ', its questions open, nor any against best practices' : ''}`, async ({
    page,
    context,
    baseURL,
  }) => {
    // A whole page's axe run, with every question opened first: slow on a busy machine.
    if (blocks) test.slow();
    await context.addCookies([choiceMade(baseURL)]);
    await page.goto(path);
    if (blocks) for (const summary of await page.getByRole('main').locator('details > summary').all()) await summary.click();
    const results = await new AxeBuilder({ page }).withTags(blocks ? [...WCAG, 'best-practice'] : WCAG).analyze();
    const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(summary).toEqual([]);
  });
}

test('the open mobile menu has no WCAG 2.2 AA violation', { tag: '@mobile' }, async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  const results = await new AxeBuilder({ page }).include('#menu-mobile').withTags(['wcag2a', 'wcag2aa', 'wcag22aa']).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});

test('the consent banner, first layer and per-purpose choices, has no WCAG 2.2 AA violation', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Vos choix sur les cookies' });
  const check = async () =>
    (
      await new AxeBuilder({ page }).include('#consentement').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
    ).violations.map((v) => v.id);
  expect(await check()).toEqual([]);
  await banner.getByRole('button', { name: 'Choisir par finalité' }).click();
  await expect(banner.getByRole('checkbox')).toHaveCount(2);
  expect(await check()).toEqual([]);
});
