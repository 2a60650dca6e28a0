// The footer of every page type, the same HTML everywhere: read over HTTP (tests/integration/served-pages.test.ts).
import { expect, test, type Page } from '@playwright/test';

// The menu below the large breakpoint: the mobile project only (playwright.config.ts). One load of
// the home page, each behaviour a step, the menu closed again at the end of each; the link chosen
// last, as it leaves the page.
const opener = (page: Page) => page.getByRole('button', { name: 'Ouvrir le menu' });
const menu = (page: Page) => page.getByRole('dialog', { name: 'Menu' });

test(
  'the mobile menu: opens with its tabs, keeps focus inside, closes every way, and leads to the page chosen',
  { tag: '@mobile' },
  async ({ page }) => {
    await page.goto('/');

    await test.step('starts closed, opens with its tabs, and closes with the close button, returning focus', async () => {
      await expect(menu(page)).toBeHidden();
      await expect(opener(page)).toHaveAttribute('aria-expanded', 'false');
      await opener(page).click();
      await expect(menu(page)).toBeVisible();
      await expect(opener(page)).toHaveAttribute('aria-expanded', 'true');
      await expect(menu(page).getByRole('tab', { name: 'Nos Prestations' })).toHaveAttribute('aria-selected', 'true');
      const panel = menu(page).getByRole('tabpanel');
      await expect(panel.getByRole('link')).toHaveCount(10);
      await expect(panel.getByRole('link', { name: /salles pour anniversaire enfant/i })).toBeVisible();
      await menu(page).getByRole('button', { name: 'Fermer le menu' }).click();
      await expect(menu(page)).toBeHidden();
      await expect(opener(page)).toBeFocused();
      await expect(opener(page)).toHaveAttribute('aria-expanded', 'false');
    });

    await test.step('keeps focus inside and closes with Escape', async () => {
      await opener(page).click();
      // The drawer arrives with the menu's data (/menu.json): focus moves into it once it is open.
      await expect(menu(page)).toBeVisible();
      for (let i = 0; i < 30; i += 1) await page.keyboard.press('Tab');
      const focusInside = await page.evaluate(() => !!document.activeElement?.closest('dialog[open]'));
      expect(focusInside).toBe(true);
      await page.keyboard.press('Escape');
      await expect(menu(page)).toBeHidden();
      await expect(opener(page)).toBeFocused();
    });

    await test.step('tabs switch with a click and with the arrow keys', async () => {
      await opener(page).click();
      const prestations = menu(page).getByRole('tab', { name: 'Nos Prestations' });
      const salles = menu(page).getByRole('tab', { name: 'Nos salles à louer' });
      await salles.click();
      await expect(salles).toHaveAttribute('aria-selected', 'true');
      await expect(prestations).toHaveAttribute('aria-selected', 'false');
      const panel = menu(page).getByRole('tabpanel');
      await expect(panel.getByRole('link')).toHaveCount(2);
      await expect(panel).toContainText('Paris 15');
      await expect(panel).toContainText('Paris 14');
      await salles.press('ArrowLeft');
      await expect(prestations).toHaveAttribute('aria-selected', 'true');
      await expect(prestations).toBeFocused();
      await prestations.press('ArrowRight');
      await expect(salles).toHaveAttribute('aria-selected', 'true');
      await expect(salles).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(menu(page)).toBeHidden();
    });

    await test.step('offers the extra links, then the calculator and the quote', async () => {
      await opener(page).click();
      // The drawer and its links arrive with the menu's data (/menu.json): read them once it is open.
      await expect(menu(page)).toBeVisible();
      const links = await menu(page).locator('ul').last().getByRole('link').allTextContents();
      expect(links.slice(-2)).toEqual(['Calcul de tarif', 'Demande de devis']);
      expect(links.length).toBeGreaterThan(2);
    });

    await test.step('closes on a click on the overlay', async () => {
      await page.mouse.click(8, 400);
      await expect(menu(page)).toBeHidden();
    });

    await test.step('the drawer slides in 300 ms, and not at all with reduced motion', async () => {
      // The drawer's content exists only while the menu is open.
      await opener(page).click();
      const duration = () => page.locator('.mobile-menu-panel').evaluate((el) => getComputedStyle(el).transitionDuration);
      expect(await duration()).toBe('0.3s');
      await page.emulateMedia({ reducedMotion: 'reduce' });
      expect(await duration()).toBe('0s');
      await page.emulateMedia({ reducedMotion: null });
    });

    await test.step('closes when a link is chosen, and the page changes', async () => {
      await menu(page).getByRole('tab', { name: 'Nos salles à louer' }).click();
      await menu(page)
        .getByRole('link', { name: /Montparnasse/ })
        .click();
      await expect(page).toHaveURL(/\/locations\/salles-rive-gauche-montparnasse$/);
      await expect(menu(page)).toBeHidden();
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Montparnasse');
    });
  },
);

// The header of large screens: the desktop project only.
test.describe('desktop header', { tag: '@desktop' }, () => {
  test('logo, Nos prestations, Nos salles, extra links, then the two buttons on the right', async ({ page }) => {
    await page.goto('/locations');
    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    const names = await nav.getByRole('link').allTextContents();
    expect(names.slice(0, 2)).toEqual(['Nos prestations', 'Nos salles']);
    expect(names.length).toBeGreaterThan(2);
    await expect(nav.getByRole('link', { name: 'Nos prestations' })).toHaveAttribute('href', '/prestations');
    await expect(nav.getByRole('link', { name: 'Nos salles' })).toHaveAttribute('href', '/locations');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: /accueil/ })).toHaveAttribute('href', '/');
    const calc = header.getByRole('link', { name: 'Calcul de tarif' });
    const devis = header.getByRole('link', { name: 'Demande de devis' });
    await expect(calc).toHaveAttribute('href', '/calcul');
    await expect(devis).toHaveAttribute('href', '/devis');
    const [navBox, calcBox, devisBox] = await Promise.all([nav.boundingBox(), calc.boundingBox(), devis.boundingBox()]);
    expect(calcBox!.x).toBeGreaterThan(navBox!.x);
    expect(devisBox!.x).toBeGreaterThan(calcBox!.x);
    await expect(page.getByRole('button', { name: 'Ouvrir le menu' })).toBeHidden();
  });
});
