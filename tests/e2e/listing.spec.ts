// A listing that sells on a phone (#27): on a venue, a product and a prestation page, the
// booking box shows the engine's starting price, its two actions open /calcul and /devis with
// the formula chosen, and on phones its short form is pinned once the box is scrolled past,
// never over the focused element. At 375 and 1280 px (both projects). Their accessibility: axe
// scans a page of each type, the same venue and prestation pages among them (accessibility.spec.ts).
import { expect, test, type Page } from '@playwright/test';
import { getPrestation, getProduct, productsForPrestation, productsOf, venueBySlug } from '../../lib/content';
import { formatPrice } from '../../lib/pricing/format';
import { startingPrice, type PricingFormula } from '../../lib/pricing';
import { offeredFormulasOf } from '../../lib/pricing/formulas';
import { calculatorHref, quoteHref } from '../../lib/view/hand-offs';
import { choiceMade } from './listings';

const formulasOf = (products: ReturnType<typeof productsOf>): PricingFormula[] => offeredFormulasOf(products);

/**
 * One page of each type, with the starting price the engine gives for what it offers (for a venue:
 * individuals first), and the event type the quote form opens with (a venue page serves them all).
 */
const PAGES = [
  {
    type: 'lieu',
    path: '/locations/salles-rive-gauche-vaugirard',
    formulas: () => formulasOf(productsOf('vaugirard', 'particuliers')),
    event: undefined,
  },
  {
    type: 'produit (pro)',
    path: '/locations/salles-rive-gauche-montparnasse/salle-de-reunion-montparnasse-paris-14',
    formulas: () =>
      formulasOf([getProduct(venueBySlug('salles-rive-gauche-montparnasse')!.code, 'salle-de-reunion-montparnasse-paris-14')!]),
    event: 'reunion',
  },
  {
    type: 'prestation',
    path: '/prestations/salles-pour-anniversaire-enfant-paris',
    formulas: () => formulasOf(productsForPrestation(getPrestation('salles-pour-anniversaire-enfant-paris')!)),
    event: 'anniversaire_enfants',
  },
];

const box = (page: Page) => page.getByRole('region', { name: 'Réserver' });
const bar = (page: Page) => page.getByTestId('barre-reservation');
/** Just past the full box: where the pinned bar shows on a phone. */
const scrollPastBox = (page: Page) =>
  box(page).evaluate((element) =>
    window.scrollTo({ top: element.getBoundingClientRect().bottom + window.scrollY + 50, behavior: 'instant' }),
  );

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([choiceMade(baseURL)]);
});

for (const { type, path, formulas, event } of PAGES) {
  test.describe(`page ${type}`, () => {
    test('the booking box shows the engine’s starting price and its two actions open the calculator and the quote form prefilled', async ({
      page,
    }) => {
      const start = startingPrice(formulas())!;
      await page.goto(path);
      await expect(box(page)).toBeInViewport();
      await expect(box(page).locator('dd[data-chiffre="prix"]').first()).toHaveText(start.text);

      await box(page).getByRole('link', { name: 'Calculer mon prix' }).click();
      await page.waitForURL(calculatorHref(start.formula.id, { evenement: event }));
      await expect(page.getByLabel('Formule')).toHaveValue(start.formula.id);
      await expect(
        page.getByRole('radio', { name: start.formula.audience === 'pro' ? 'Un professionnel' : 'Un particulier' }),
      ).toBeChecked();

      // Back to the page, as a visitor does, for its other action.
      await page.goBack();
      await box(page).getByRole('link', { name: 'Demander un devis' }).click();
      await page.waitForURL(quoteHref(start.formula.id, { evenement: event }));
      // Venue, formula, audience and the page's event type already filled in.
      if (event) await expect(page.getByLabel('Type d’événement')).toHaveValue(event);
      await expect(page.getByLabel('Formule')).toHaveValue(start.formula.id);
      await expect(page.locator('input[name="lieu"]:checked')).toHaveValue(start.formula.venue);
      await expect(page.locator('input[name="public"]:checked')).toHaveValue(start.formula.audience);
    });

    test(
      'on a phone the short form is pinned once the box is scrolled past, with the cheapest total',
      { tag: '@mobile' },
      async ({ page }) => {
        const start = startingPrice(formulas())!;
        await page.goto(path);
        await expect(bar(page)).toBeHidden();
        await scrollPastBox(page);
        await expect(bar(page)).toBeInViewport();
        await expect(bar(page)).toContainText(formatPrice(start.estimate.total, start.formula));
        await bar(page).getByRole('link', { name: 'Demander un devis' }).click();
        await page.waitForURL(quoteHref(start.formula.id, { evenement: event }));
      },
    );

    test('on a desktop the box stays in the side column as the page scrolls', { tag: '@desktop' }, async ({ page }) => {
      await page.goto(path);
      await expect(bar(page)).toBeHidden();
      await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight / 2, behavior: 'instant' }));
      await expect(box(page)).toBeInViewport();
    });
  });
}

test.describe('the pinned bar never hides the focused element', () => {
  // Focus scrolls instantly (no smooth scrolling): each step is checked where it lands.
  test.use({ reducedMotion: 'reduce' });

  test('a keyboard walk through a product page, at 375 px', { tag: '@mobile' }, async ({ page }) => {
    test.slow();
    await page.goto('/locations/salles-rive-gauche-vaugirard/salle-anniversaire-enfant-paris-15');
    let pinnedSeen = false;
    for (let step = 0; step < 80; step += 1) {
      await page.keyboard.press('Tab');
      const state = await page.evaluate(() => {
        const focused = document.activeElement;
        const pinned = document.querySelector('.booking-bar');
        if (!focused || !pinned) return { inFooter: true, pinned: false, hidden: false };
        const shown = getComputedStyle(pinned).visibility === 'visible' && getComputedStyle(pinned).display !== 'none';
        const f = focused.getBoundingClientRect();
        const b = pinned.getBoundingClientRect();
        const covered = shown && !pinned.contains(focused) && b.top < window.innerHeight && f.bottom > b.top && f.top < b.bottom;
        return { inFooter: focused.closest('footer') !== null, pinned: shown && b.top < window.innerHeight, hidden: covered };
      });
      expect(state.hidden, `étape ${step} : l’élément qui a le focus est sous la barre`).toBe(false);
      pinnedSeen ||= state.pinned;
      if (state.inFooter) break;
    }
    expect(pinnedSeen, 'la barre est apparue pendant le parcours').toBe(true);
  });

  test('hidden while the mobile menu is open', { tag: '@mobile' }, async ({ page }) => {
    await page.goto('/locations/salles-rive-gauche-vaugirard/salle-anniversaire-enfant-paris-15');
    await scrollPastBox(page);
    await expect(bar(page)).toBeVisible();
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await expect(page.locator('#menu-mobile')).toBeVisible();
    await expect(bar(page)).toBeHidden();
  });
});

test('hidden while the consent banner is open', { tag: '@mobile' }, async ({ browser, baseURL }) => {
  // A visitor who has not chosen yet: the banner is at the bottom, the bar stays out of its way.
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, ...(baseURL && { baseURL }) });
  const page = await context.newPage();
  await page.goto('/locations/salles-rive-gauche-vaugirard/salle-anniversaire-enfant-paris-15');
  await expect(page.getByRole('region', { name: 'Vos choix sur les cookies' })).toBeVisible();
  await scrollPastBox(page);
  await expect(bar(page)).toBeHidden();
  await context.close();
});

test.describe('bad input: a very long price and title at 320 px', () => {
  test.use({ viewport: { width: 320, height: 640 } });
  const LONG_PRICE = '12\u00a0500\u00a0€\u00a0HT (15\u00a0000\u00a0€\u00a0TTC) la journée';
  const LONG_TITLE =
    'Salle de réunion lumineuse avec vidéoprojecteur, paperboard, café à volonté et terrasse privative, à deux pas de la gare Montparnasse, Paris 14e';

  test('the pinned bar and the page keep within the screen', { tag: '@mobile' }, async ({ page }) => {
    // No content item is that long: the built page gets them once React has taken it over (the
    // consent banner gone, as the visitor's stored choice says), in place of its title and of
    // the bar's price. The bar's layout is CSS only: what is measured is what such content gives.
    const path = '/locations/salles-rive-gauche-montparnasse/salle-de-reunion-montparnasse-paris-14';
    await page.goto(path);
    await expect(page.locator('#consentement')).toHaveCount(0);
    await page.evaluate(
      ({ title, price }) => {
        document.querySelector('h1')!.textContent = title;
        document.querySelector('[data-chiffre="prix-barre"]')!.textContent = price;
      },
      { title: LONG_TITLE, price: LONG_PRICE },
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(LONG_TITLE);
    await scrollPastBox(page);
    await expect(bar(page)).toBeInViewport();
    await expect(bar(page)).toContainText(LONG_PRICE);
    const widths = await bar(page).evaluate((element) => ({
      bar: [element.scrollWidth, element.clientWidth],
      page: [document.documentElement.scrollWidth, document.documentElement.clientWidth],
      buttonRight: element.querySelector('a')!.getBoundingClientRect().right,
    }));
    expect(widths.bar[0], 'la barre déborde').toBeLessThanOrEqual(widths.bar[1]!);
    expect(widths.page[0], 'la page déborde').toBeLessThanOrEqual(widths.page[1]!);
    expect(widths.buttonRight, 'le bouton sort de l’écran').toBeLessThanOrEqual(320);
  });
});
