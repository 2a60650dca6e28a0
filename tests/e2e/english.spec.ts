// The English pages for professional visitors (#37), in a browser at 375 and 1280 px: each page
// type reads in English (its figures, those of its French page, are compared in the served HTML:
// tests/integration/served-pages.test.ts), the language switch lands on the same
// page in the other language (or on its home when the page has no translation) and keeps the
// calculator's choices, and a link to a page that exists only in French says so. A formula reads in
// its English words (content/en/formules/) on the product page, in the calculator and the quote form.
import { expect, test, type Page } from '@playwright/test';
import { ENGLISH_EXAMPLES } from '../spec-routes';
import { choiceMade } from './listings';

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([choiceMade(baseURL)]);
});

const frenchOf = async (page: Page) => new URL((await page.locator('link[rel="alternate"][hreflang="fr"]').getAttribute('href'))!).pathname;

// One load per page type, a step each: the pages share the frame's styles and scripts.
test('each English page type reads in English, fits the screen, and links back to its French page', async ({ page }) => {
  for (const path of ENGLISH_EXAMPLES)
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Skip to content' })).toBeAttached();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), path).toBe(true);
      const french = await frenchOf(page);
      await expect(page.locator('header').getByRole('link', { name: /^(FR|Français)$/ })).toHaveAttribute('href', french);
    });
});

/**
 * The header's switch, once it leads to `href`. Before hydration it leads to the other language's
 * home (the layout cannot know the page); a click then would test that fallback, not the switch.
 */
async function switchTo(page: Page, name: RegExp, href: string) {
  const link = page.locator('header').getByRole('link', { name });
  await expect(link).toHaveAttribute('href', href);
  return link;
}

test('the switch leads to the same page in the other language, and back', async ({ page }) => {
  await page.goto('/prestations/location-salles-de-reunion-paris');
  await (await switchTo(page, /^(EN|English)$/, '/en/meeting-rooms-paris')).click();
  await expect(page).toHaveURL(/\/en\/meeting-rooms-paris$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
  await (await switchTo(page, /^(FR|Français)$/, '/prestations/location-salles-de-reunion-paris')).click();
  await expect(page).toHaveURL(/\/prestations\/location-salles-de-reunion-paris$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

test('from a page without a translation, the switch leads to the English home', { tag: '@mobile' }, async ({ page }) => {
  await page.goto('/prestations/salles-pour-bapteme-paris');
  await page
    .locator('header')
    .getByRole('link', { name: /^(EN|English)$/ })
    .click();
  await expect(page).toHaveURL(/\/en$/);
});

test('the switch keeps the calculator’s choices', { tag: '@desktop' }, async ({ page }) => {
  await page.goto('/calcul?offre=vaugirard-journee-etude&personnes=12');
  await (await switchTo(page, /^(EN|English)$/, '/en/calculator')).click();
  await expect(page).toHaveURL(/\/en\/calculator\?offre=vaugirard-journee-etude&personnes=12$/);
  await expect(page.locator('input[name="personnes"]')).toHaveValue('12');
  await expect(page.locator('select[name="offre"] option:checked')).toHaveText(/^Full-day delegate package — /);
  await expect(page.getByText('Excl. VAT, per person, with a minimum charge')).toBeVisible();
});

test(
  'an English product page and the quote form name the formulas in English, not marked French',
  { tag: '@desktop' },
  async ({ page }) => {
    await page.goto('/en/venues/salles-rive-gauche-vaugirard/meeting-room-paris-15');
    const card = page.getByRole('article', { name: 'Half-day delegate package' });
    await expect(card.getByText('Excl. VAT, per person, with a minimum charge')).toBeVisible();
    await card.locator('summary').click();
    await expect(card.getByText('Lunch')).toBeVisible();
    await expect(page.locator('article[aria-labelledby^="formule-"] [lang="fr"]')).toHaveCount(0);
    await page.goto('/en/quote?offre=vaugirard-location-seche-4h');
    await expect(page.locator('select[name="offre"] option:checked')).toHaveText('Room-only hire, half day');
  },
);

test(
  'on a phone, a venue page leads to the page for clients from abroad, and the footer to the English privacy notice',
  { tag: '@mobile' },
  async ({ page }) => {
    await page.goto('/en/venues/salles-rive-gauche-vaugirard');
    await page.getByRole('link', { name: /^Coming from abroad\? Getting here from Eurostar, CDG and Orly/ }).click();
    await expect(page).toHaveURL(/\/en\/international-clients$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
    await expect(page.getByRole('heading', { level: 1, name: 'International clients' })).toBeVisible();
    for (const heading of [
      /^Getting here from Eurostar, CDG and Orly/,
      /^VAT for companies based outside France/,
      /^Payment: bank transfer and purchase orders/,
      /^When we answer/,
    ])
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    await expect(page.getByText(/Metro line 4 runs direct from Gare du Nord/)).toBeVisible();
    await expect(page.getByText(/EU VAT refund procedure/)).toBeVisible();
    await expect(page.getByText(/13th Directive procedure/)).toBeVisible();
    await expect(page.getByText(/in Paris time/)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await page.locator('footer').getByRole('link', { name: 'Privacy notice' }).click();
    await expect(page).toHaveURL(/\/en\/privacy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible();
    await expect(page.getByText('This is a translation for information only; the French privacy notice prevails.')).toBeVisible();
    for (const heading of ['Data controller', 'Your quote request', 'Cookies and trackers', 'Your rights'])
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    await expect(page.getByText(/“Reject all” is as easy as “Accept all”/)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  },
);
