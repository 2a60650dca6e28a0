import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

const PAGE_TYPES = [
  '/',
  '/prestations',
  '/locations',
  '/locations/salles-rive-gauche-vaugirard',
  '/locations/salles-rive-gauche-montparnasse',
  '/prestations/salles-pour-anniversaire-enfant-paris',
  '/prestations/location-salles-de-reunion-paris',
  '/locations/salles-rive-gauche-vaugirard/salle-anniversaire-enfant-paris-15',
  '/locations/salles-rive-gauche-montparnasse/salle-de-formation-proche-gare-montparnasse-paris',
  '/calcul',
  '/devis',
  '/page-inexistante',
];

for (const path of PAGE_TYPES) {
  test(`${path} has no WCAG 2.2 AA violation`, async ({ page }) => {
    await page.goto(path);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(summary).toEqual([]);
  });
}

test('the open mobile menu has no WCAG 2.2 AA violation', async ({ page }) => {
  test.skip((page.viewportSize()?.width ?? 0) >= 1024, 'menu mobile');
  await page.goto('/');
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  const results = await new AxeBuilder({ page }).include('#menu-mobile').withTags(['wcag2a', 'wcag2aa', 'wcag22aa']).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});
