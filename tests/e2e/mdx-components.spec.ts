import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

// A prestation page whose copy uses every component copywriters may write in MDX.
const PAGE = '/prestations/location-salles-de-reunion-paris';

test.beforeEach(async ({ page, context, baseURL }) => {
  // The cookie choice already made, so the banner does not cover the copy.
  await context.addCookies([
    { name: 'consentement', value: `v1.m0.e0.${Math.floor(Date.now() / 1000)}`, domain: new URL(baseURL!).hostname, path: '/' },
  ]);
  await page.goto(PAGE);
});

test('an Encadre is a section named by its heading, with its text', async ({ page }) => {
  const encadre = page.getByRole('region', { name: 'Nos conseils pour une réunion efficace' });
  await expect(encadre.getByRole('heading', { level: 3, name: 'Nos conseils pour une réunion efficace' })).toBeVisible();
  await expect(encadre).toContainText('Choisissez la disposition en fonction de l\'objectif');
});

test('a Bouton is a link to its href, and following it opens that page', async ({ page }) => {
  const bouton = page.getByRole('link', { name: 'Estimer le tarif de ma réunion' });
  await expect(bouton).toHaveAttribute('href', '/calcul');
  await expect(bouton).toHaveClass(/btn-primary/);
  await bouton.click();
  await expect(page).toHaveURL(/\/calcul$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Calcul de tarif' })).toBeVisible();
});

test('a Photo shows its image with its alt text and its caption', async ({ page }) => {
  const figure = page.getByRole('figure', { name: /La salle Bleue de Montparnasse en îlots/ });
  const image = figure.getByRole('img', { name: 'Îlots de tables entourés de chaises dans la salle Bleue, paperboard et écran en fond de salle' });
  // Below the fold, the photo loads lazily: it must load once scrolled to.
  await image.scrollIntoViewIfNeeded();
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
});

test('the copy with its components has no WCAG 2.2 AA violation', async ({ page }) => {
  const results = await new AxeBuilder({ page }).include('.prose-content').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
