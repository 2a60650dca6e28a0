// What a visitor reads on the pages (tests/integration/pages.test.ts: every route answers, in French).
// The same HTML at both widths: the desktop project only (ONE_WIDTH in playwright.config.ts). What
// the server wrote is read in its HTML (showServed); a page is loaded where a link is followed or
// where the page scrolls.
import { expect, test } from '@playwright/test';
import { showServed } from './served';

test('an unknown path answers 404 with a French page and a way back', async ({ page, request }) => {
  expect(await showServed(page, request, '/locations/salles-rive-gauche-vaugirard/page-inexistante')).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
  await expect(page.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/');
});

test('a product page shows its formulas with TTC prices and links to the calculator and the quote', async ({ page, request }) => {
  await showServed(page, request, '/locations/salles-rive-gauche-vaugirard/salle-anniversaire-enfant-paris-15');
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Matinée du week-end' }) });
  await expect(card).toContainText('210 € TTC');
  await expect(card).toContainText('9h – 12h30');
  await expect(card).toContainText('Au-delà de 25 personnes : supplément de 50 € TTC');
  await expect(card.getByRole('link', { name: /Calculer le tarif/ })).toHaveAttribute(
    'href',
    '/calcul?offre=vaugirard-matin-week-end&evenement=anniversaire_enfants',
  );
  await expect(card.getByRole('link', { name: /Demander un devis/ })).toHaveAttribute(
    'href',
    '/devis?offre=vaugirard-matin-week-end&evenement=anniversaire_enfants',
  );
});

test('a professional page shows HT prices, the per-person price and its minimum', async ({ page, request }) => {
  await showServed(page, request, '/locations/salles-rive-gauche-montparnasse/salle-de-reunion-montparnasse-paris-14');
  // Formula names are typeset (frenchTypography): the typographic apostrophe.
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Demi-journée d’étude' }) });
  await expect(card).toContainText('75 € HT (90 € TTC) par personne');
  await expect(card).toContainText('Minimum de facturation : 950 € HT');
  await expect(page.getByRole('heading', { name: 'Location sèche des deux salles, journée' })).toBeVisible();
});

// Reviews: tests/unit/drafts-build.test.ts (a production build shows only the real ones, with their source).
test('a venue page shows access information', async ({ page, request }) => {
  await showServed(page, request, '/locations/salles-rive-gauche-montparnasse');
  const access = page.getByRole('region').filter({ has: page.getByText('Métro', { exact: true }) });
  await expect(access).toContainText('120 rue Raymond-Losserand, 75014 Paris');
  await expect(access).toContainText('lignes 4, 6, 12, 13');
  await expect(access).toContainText('pas de tramway');
  // The essentials' access block (#27) words the parking « Parking : payant, à 300 m ».
  await expect(access).toContainText(/Parking\s*payant, à 300\sm/);
});

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

// The first screen's photo is the page's largest paint on a phone: it must not wait behind the
// scripts. Read in the HTML as served, which is what the browser fetches early from: a step per page.
test('the first photo of each listing is fetched early and at high priority, and only that one', async ({ page, request }) => {
  for (const route of [
    '/',
    '/prestations',
    '/locations',
    '/locations/salles-rive-gauche-vaugirard',
    '/prestations/salles-pour-anniversaire-enfant-paris',
    '/locations/salles-rive-gauche-vaugirard/salle-anniversaire-enfant-paris-15',
  ]) {
    await test.step(route, async () => {
      await showServed(page, request, route);
      const first = page.getByRole('main').locator('img').first();
      await expect.soft(first, route).toHaveAttribute('fetchpriority', 'high');
      await expect.soft(first, route).not.toHaveAttribute('loading', 'lazy');
      await expect.soft(page.locator('img[fetchpriority="high"]'), route).toHaveCount(1);
      await expect.soft(page.locator('link[rel="preload"][as="image"][fetchpriority="high"]'), route).toHaveCount(1);
    });
  }
});
