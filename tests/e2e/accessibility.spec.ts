import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { PAGE_TYPES } from '../spec-routes';


// The pages as a visitor sees them once the cookie choice is made: the banner, sticky at the
// bottom, would otherwise cover part of the footer on short pages. The banner has its own test.
const choiceMade = (baseURL: string | undefined) => ({
  name: 'consentement',
  value: `v1.m0.e0.${Math.floor(Date.now() / 1000)}`,
  domain: new URL(baseURL ?? 'http://127.0.0.1').hostname,
  path: '/',
});

for (const path of PAGE_TYPES) {
  test(`${path} has no WCAG 2.2 AA violation`, async ({ page, context, baseURL }) => {
    await context.addCookies([choiceMade(baseURL)]);
    await page.goto(path);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
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
    (await new AxeBuilder({ page }).include('#consentement').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()).violations.map((v) => v.id);
  expect(await check()).toEqual([]);
  await banner.getByRole('button', { name: 'Choisir par finalité' }).click();
  await expect(banner.getByRole('checkbox')).toHaveCount(2);
  expect(await check()).toEqual([]);
});
