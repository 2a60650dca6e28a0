// The CNIL's rules, as a visitor meets them: no third party before a choice, the tag
// manager only after consent to measurement, the embeds after a click or consent.
import { expect, test, type Page } from '@playwright/test';
import { NOT_FOUND, ONE_PAGE_PER_TYPE } from '../spec-routes';
import { choiceMade } from './listings';
import { recordConsoleErrors, recordThirdParties, scrollThrough, TEST_GTM_ID } from './third-parties';

// Which requests leave the browser does not depend on the width: those tests run at 1280 px only
// (@desktop); the first layer's look runs at both.
const VENUE = '/locations/salles-rive-gauche-vaugirard';

// In French, and on the English page of the walk, in English (#37).
const banner = (page: Page) => page.getByRole('region', { name: /^(Vos choix sur les cookies|Your cookie choices)$/ });
const button = (page: Page, name: string) => banner(page).getByRole('button', { name, exact: true });
const GTM = `https://www.googletagmanager.com/gtm.js?id=${TEST_GTM_ID}`;

// One page of each type, in two parts run side by side: before a choice, not a single request to a
// third party and not a single console error (security.spec.ts walks the same pages consent accepted).
const PARTS = 2;
const SIZE = Math.ceil(ONE_PAGE_PER_TYPE.length / PARTS);
for (let part = 0; part < PARTS; part++) {
  const pages = ONE_PAGE_PER_TYPE.slice(part * SIZE, (part + 1) * SIZE);
  test(
    `before any choice: the banner, not a single request to a third party nor a console error (pages ${part * SIZE + 1} to ${part * SIZE + pages.length} of ${ONE_PAGE_PER_TYPE.length})`,
    { tag: '@desktop' },
    async ({ page, baseURL }) => {
      test.slow();
      const third = await recordThirdParties(page, baseURL);
      let path = '';
      const errors = recordConsoleErrors(page, () => path, NOT_FOUND);
      for (path of pages) {
        await page.goto(path);
        await expect(banner(page)).toBeVisible();
        await scrollThrough(page);
      }
      expect(third.requests).toEqual([]);
      expect(errors).toEqual([]);
    },
  );
}

test('"Tout refuser" and "Tout accepter" are equally visible on the first layer', async ({ page }) => {
  await page.goto('/');
  const look = (name: string) =>
    button(page, name).evaluate((element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return {
        background: style.backgroundColor,
        color: style.color,
        size: style.fontSize,
        weight: style.fontWeight,
        height: box.height,
        width: Math.round(box.width),
      };
    });
  await expect(button(page, 'Tout refuser')).toBeInViewport();
  await expect(button(page, 'Tout accepter')).toBeInViewport();
  expect(await look('Tout refuser')).toEqual(await look('Tout accepter'));
  await expect(banner(page).getByRole('checkbox')).toHaveCount(0);
});

test(
  '"Tout accepter" loads the tag manager and the embeds, and the choice holds after a reload',
  { tag: '@desktop' },
  async ({ page, baseURL }) => {
    test.slow();
    const third = await recordThirdParties(page, baseURL);
    await page.goto(VENUE);
    expect(third.requests).toEqual([]);
    const gtm = page.waitForRequest(GTM);
    await button(page, 'Tout accepter').click();
    await gtm;
    await expect(banner(page)).toBeHidden();
    // The embeds load lazily, when they come near the screen.
    const embeds = [
      page.waitForRequest(/^https:\/\/www\.youtube-nocookie\.com\//),
      page.waitForRequest(/^https:\/\/www\.google\.com\/maps/),
    ];
    await page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/"]').scrollIntoViewIfNeeded();
    await page.locator('iframe[src^="https://www.google.com/maps"]').scrollIntoViewIfNeeded();
    await Promise.all(embeds);
    await scrollThrough(page);
    expect(third.hosts()).toEqual(['www.google.com', 'www.googletagmanager.com', 'www.youtube-nocookie.com']);
    // Loaded by consent, the video does not start by itself.
    expect(third.requests.some((url) => url.includes('autoplay'))).toBe(false);

    third.requests.length = 0;
    const again = page.waitForRequest(GTM);
    await page.reload();
    await again;
    await expect(banner(page)).toBeHidden();
  },
);

test(
  '"Tout refuser": nothing from a third party, even after a reload; a click loads that one embed',
  { tag: '@desktop' },
  async ({ page, baseURL }) => {
    test.slow();
    const third = await recordThirdParties(page, baseURL);
    await page.goto(VENUE);
    await button(page, 'Tout refuser').click();
    await expect(banner(page)).toBeHidden();
    await scrollThrough(page);
    await page.reload();
    await scrollThrough(page);
    await page.goto('/');
    await scrollThrough(page);
    expect(third.requests).toEqual([]);
    await expect(banner(page)).toBeHidden();

    await page.goto(VENUE);
    await page.getByRole('button', { name: 'Lire la vidéo' }).click();
    await expect(page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/"]')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    expect(third.hosts()).toEqual(['www.youtube-nocookie.com']);
    expect(third.requests[0]).toMatch(/autoplay=1/);
  },
);

test('a choice per purpose: external content without audience measurement', { tag: '@desktop' }, async ({ page, baseURL }) => {
  const third = await recordThirdParties(page, baseURL);
  await page.goto(VENUE);
  await button(page, 'Choisir par finalité').click();
  await expect(banner(page).getByRole('checkbox', { name: 'Mesure d’audience' })).not.toBeChecked();
  await expect(banner(page).getByRole('checkbox', { name: 'Contenus externes' })).not.toBeChecked();
  await banner(page).getByRole('checkbox', { name: 'Contenus externes' }).check();
  await button(page, 'Enregistrer mes choix').click();
  await expect(banner(page)).toBeHidden();
  const embeds = [page.waitForRequest(/^https:\/\/www\.youtube-nocookie\.com\//), page.waitForRequest(/^https:\/\/www\.google\.com\/maps/)];
  await page.locator('iframe').last().scrollIntoViewIfNeeded();
  await Promise.all(embeds);
  await scrollThrough(page);
  expect(third.hosts()).toEqual(['www.google.com', 'www.youtube-nocookie.com']);
});

test('the choice is kept six months and changed at any time from the footer', { tag: '@desktop' }, async ({ page, baseURL }) => {
  test.slow();
  const third = await recordThirdParties(page, baseURL);
  await page.goto('/');
  const gtm = page.waitForRequest(GTM);
  await button(page, 'Tout accepter').click();
  await gtm;

  const [cookie] = (await page.context().cookies()).filter((c) => c.name === 'consentement');
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(180);
  expect(days).toBeLessThan(185);

  await page.getByRole('contentinfo').getByRole('button', { name: 'Gestion des cookies' }).click();
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByRole('heading')).toBeFocused();
  await expect(banner(page).getByRole('checkbox', { name: 'Mesure d’audience' })).toBeChecked();
  await expect(banner(page).getByRole('checkbox', { name: 'Contenus externes' })).toBeChecked();

  // Withdrawing measurement reloads the page without the tag manager.
  await banner(page).getByRole('checkbox', { name: 'Mesure d’audience' }).uncheck();
  third.requests.length = 0;
  await Promise.all([page.waitForEvent('load'), button(page, 'Enregistrer mes choix').click()]);
  await scrollThrough(page);
  expect(third.requests.filter((url) => url.includes('googletagmanager'))).toEqual([]);
  await expect(banner(page)).toBeHidden();
});

test(
  'a visitor who already chose never sees the banner, even before the scripts run',
  { tag: '@desktop' },
  async ({ page, baseURL, context }) => {
    // Hold back the JavaScript: what shows is the static HTML and the inline script before the banner.
    await page.route('**/_next/static/**/*.js', (route) => route.abort());
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('#consentement')).toBeVisible();
    await context.addCookies([choiceMade(baseURL)]);
    await page.goto('/locations', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('#consentement')).toBeAttached();
    await expect(page.locator('#consentement')).toBeHidden();
  },
);
