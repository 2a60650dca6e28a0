import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { PAGE_TYPE_EXAMPLES, PAGE_TYPES } from '../spec-routes';
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

// The HTML is the same at both widths: each page is scanned at one width only (the product owner's
// answer in #33), the widths alternating over the page types so that both are exercised, and the
// first product page, whose booking bar exists at phone width only, at both. docs/suite.md says so.
const BOTH_WIDTHS = new Set([PAGE_TYPE_EXAMPLES.produit[0]]);
const widthOf = (path: string, index: number) => (BOTH_WIDTHS.has(path) ? undefined : index % 2 ? '@desktop' : '@mobile');

// One test per width, a step per page (each page's violations reported, expect.soft): the pages
// share their styles, scripts and fonts, loaded once.
for (const width of ['@mobile', '@desktop'] as const) {
  const paths = PAGE_TYPES.filter((path, index) => [undefined, width].includes(widthOf(path, index)));
  test(
    `every page type scanned at this width has no WCAG 2.2 AA violation (${paths.length} pages)`,
    { tag: width },
    async ({ page, context, baseURL }) => {
      // Many whole-page axe runs, three with every question opened first: slow on a busy machine.
      test.slow();
      await context.addCookies([choiceMade(baseURL)]);
      for (const path of paths) {
        const blocks = WITH_BLOCKS.has(path);
        const title = `${path} has no WCAG 2.2 AA violation${blocks ? ', its questions open, nor any against best practices' : ''}`;
        await test.step(title, async () => {
          await page.goto(path);
          if (blocks) {
            // Every question opened by its summary's click, at once: what a visitor opens one by one.
            const main = page.getByRole('main');
            await main
              .locator('details > summary')
              .evaluateAll((summaries) => summaries.forEach((summary) => (summary as HTMLElement).click()));
            await expect(main.locator('details:not([open])')).toHaveCount(0);
          }
          const results = await new AxeBuilder({ page }).withTags(blocks ? [...WCAG, 'best-practice'] : WCAG).analyze();
          const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
          expect.soft(summary, path).toEqual([]);
        });
      }
    },
  );
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
