// What a visitor reads on the pages where a link is followed or the page scrolls (the words the
// server wrote: tests/integration/served-pages.test.ts; every route answers, in French:
// tests/integration/pages.test.ts). The same HTML at both widths: the desktop project only
// (ONE_WIDTH in playwright.config.ts).
import { expect, test } from '@playwright/test';

// Reviews: tests/unit/drafts-build.test.ts (a production build shows only the real ones, with their source).

test('a product page lists the layouts suited to its event, and links to their photos on the venue page', async ({ page }) => {
  await page.goto('/locations/salles-rive-gauche-montparnasse/salle-de-reunion-montparnasse-paris-14');
  const layouts = page.getByRole('region', { name: 'Dispositions de la salle' });
  // One row per layout in the one capacity table (#27), its name heading the row.
  await expect(layouts.getByRole('rowheader')).toHaveText([
    /^U ou îlots, salle Ocre/,
    /^U ou îlots, salle Bleue/,
    /^Conférence/,
    /^Théâtre/,
  ]);
  await expect(layouts).toContainText('jusqu’à 35 personnes');
  await expect(layouts.getByRole('img')).toHaveCount(0);
  await layouts.getByRole('link', { name: 'Les dispositions en photos, sur la page du lieu' }).click();
  await expect(page).toHaveURL('/locations/salles-rive-gauche-montparnasse#dispositions-photos');
  await expect(
    page
      .getByRole('region', { name: 'Les dispositions en photos' })
      .getByRole('img', { name: /salle Ocre/ })
      .first(),
  ).toBeAttached();
});

test('the prestations page lists individuals first, then professionals under #pros', async ({ page }) => {
  await page.goto('/prestations#pros');
  const headings = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
  expect(headings[0]).toMatch(/^Particuliers/);
  expect(headings[1]).toMatch(/^Professionnels/);
  await expect(page.locator('#pros')).toBeInViewport();
});
