// Availability as a visitor sees it: in the calculator, the quote form and the month view of
// a product page, against a site reading a calendar from a loopback ICS server (its own
// `next start` of the suite's build), and « à confirmer » on the suite's site, which has none.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { addDays } from '../../lib/dates/paris';
import { formatLongDate } from '../../lib/french/format';
import { startIcsServer, type IcsServer } from '../support/ics-server';
import { freshDataDir, ensureTemplate } from '../support/pglite';
import { afternoonOnly, calendar, nextFree, saturday, sunday, today, workday } from '../support/provider-calendar';
import { startSite, type RunningSite } from '../support/site';
import { choiceMade } from './listings';

/** Scrolls at once so that the element's bottom is 20 px under the screen's bottom edge: where the pinned bar is on a phone. */
const putUnderBar = (element: Locator) =>
  element.evaluate((e) =>
    window.scrollTo({ top: e.getBoundingClientRect().bottom + window.scrollY - window.innerHeight + 20, behavior: 'instant' }),
  );

/** The pinned bar shows, and the element ends above its top edge. */
async function expectClearOfBar(element: Locator, what: string) {
  const bar = element.page().getByTestId('barre-reservation');
  await expect(bar).toBeVisible();
  await expect(bar).toBeInViewport();
  const [box, barBox] = await Promise.all([element.boundingBox(), bar.boundingBox()]);
  expect(box!.y + box!.height, `${what} est sous la barre`).toBeLessThanOrEqual(barBox!.y);
}

let feeds: IcsServer;
let site: RunningSite;

/** The section's one line with its link into /devis, and nothing of a month (#27: availability only where it says something). */
async function expectLineOnly(section: Locator) {
  const line = section.getByTestId('dispo-ligne');
  await expect(line).toBeVisible();
  await expect(line).toContainText('Indiquez votre date dans votre demande');
  const quote = line.getByRole('link', { name: 'Demander un devis' });
  await expect(quote).toBeVisible();
  await expect(quote).toHaveAttribute('href', /^\/devis\?offre=/);
  await expect(section.getByRole('table')).toHaveCount(0);
  await expect(section.getByText('Voir le calendrier du mois')).toHaveCount(0);
}

test.describe('with the provider’s calendar', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    // startSite waits up to 180 s for a busy machine: the hook gets more, as a guard against a hang.
    test.setTimeout(240_000);
    // Its own calendar server and site (the suite's build, free loopback ports), for this block only.
    feeds = await startIcsServer();
    feeds.serve('vaugirard', { body: calendar });
    // Montparnasse's calendars are configured but fail: its answer has no unit.
    feeds.serve('panne', { status: 500 });
    await ensureTemplate();
    site = await startSite({
      DEVIS_DATA_DIR: freshDataDir(),
      DEVIS_RATE_LIMIT: '0',
      DEVIS_NETWORK_LIMIT: '0',
      DISPO_ICS_VAUGIRARD: feeds.url('vaugirard'),
      DISPO_ICS_MONTPARNASSE_OCRE: feeds.url('panne'),
      DISPO_ICS_MONTPARNASSE_BLEUE: feeds.url('panne'),
    });
  });

  test.afterAll(async () => {
    await site?.kill();
    await feeds?.close();
  });

  const availability = (page: Page) => page.getByTestId('disponibilite');
  // The forms read the same at both widths: their tests run at 1280 px only (@desktop); the month view runs at both.

  test('the calculator says « Déjà réservé » and offers the next free dates, one click each', { tag: '@desktop' }, async ({ page }) => {
    await page.goto(`${site.base}/calcul?offre=vaugirard-matin-week-end&date=${saturday}`);
    const region = availability(page).getByRole('status');
    await expect(region).toContainText('Déjà réservé');
    const choices = availability(page).getByRole('button');
    await expect(choices).toHaveText(nextFree.map(formatLongDate));
    await choices.first().click();
    await expect(page.getByLabel(/Date/)).toHaveValue(nextFree[0]!);
    await expect(region).toContainText('Libre');
    await expect(region).toContainText(`Le ${formatLongDate(nextFree[0]!)} est libre`);
  });

  // Its first HTML without JavaScript is read over HTTP (tests/integration/served.test.ts).
  test('opened on a date, the calculator answers without a second request', { tag: '@desktop' }, async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/disponibilites/')) asked.push(request.url());
    });
    await page.goto(`${site.base}/calcul?offre=vaugirard-matin-week-end&date=${saturday}`);
    await expect(availability(page).getByRole('status')).toContainText('Déjà réservé');
    await availability(page).getByRole('button').first().click();
    await expect(availability(page).getByRole('status')).toContainText('Libre');
    expect(asked).toEqual([]);
  });

  test(
    'a date typed in the calculator is judged from the venue’s answer, fetched after the page',
    { tag: '@desktop' },
    async ({ page }) => {
      // The calculator asks for its venue's answer as soon as it runs, before any date.
      const answered = page.waitForResponse((response) => response.url().endsWith('/disponibilites/vaugirard'));
      await page.goto(`${site.base}/calcul?offre=vaugirard-matin-week-end`);
      await answered;
      await page.getByLabel(/Date/).fill(saturday);
      await expect(availability(page).getByRole('status')).toContainText('Déjà réservé');
      await expect(availability(page).getByRole('button')).toHaveText(nextFree.map(formatLongDate));
      await page.getByLabel('Formule').selectOption('vaugirard-apres-midi-week-end');
      await expect(availability(page).getByRole('status')).toContainText('Libre');
    },
  );

  test('a morning is free when only the afternoon is taken, and the afternoon is not', { tag: '@desktop' }, async ({ page }) => {
    await page.goto(`${site.base}/calcul?offre=vaugirard-matin-week-end&date=${afternoonOnly}`);
    await expect(availability(page).getByRole('status')).toContainText('Libre');
    await page.getByLabel('Formule').selectOption('vaugirard-apres-midi-week-end');
    await expect(availability(page).getByRole('status')).toContainText('Déjà réservé');
  });

  // Its first HTML without JavaScript is read over HTTP (tests/integration/served.test.ts).
  test('the quote form shows the same state for the chosen date', { tag: '@desktop' }, async ({ page }) => {
    await page.goto(`${site.base}/devis?offre=vaugirard-matin-week-end&date=${saturday}`);
    await expect(availability(page).getByRole('status')).toContainText('Déjà réservé');
    await availability(page).getByRole('button').first().click();
    await expect(availability(page).getByRole('status')).toContainText('Libre');
  });

  test(
    'the month view marks the taken and partly taken days, moves by keyboard and opens the calculator',
    { tag: '@desktop' },
    async ({ page }) => {
      await page.goto(`${site.base}/locations/salles-rive-gauche-vaugirard/salle-anniversaire-enfant-paris-15`);
      const section = page.getByRole('region', { name: 'Disponibilités' });
      // The month view is folded under the availability line since #27.
      await section.locator('summary', { hasText: 'Voir le calendrier du mois' }).click();
      await expect(section.getByTestId('dispo-note')).toContainText('Choisissez un jour');
      if (saturday.slice(0, 7) !== today.slice(0, 7)) await section.getByRole('button', { name: 'Mois suivant' }).click();
      // The Saturday: morning taken, afternoon free; the Sunday: only 9h – 10h taken.
      await expect(section.locator(`[data-date="${saturday}"]`)).toHaveAttribute('aria-label', /en partie réservé/);
      await expect(section.locator(`[data-date="${sunday}"]`)).toHaveAttribute('aria-label', /en partie réservé/);

      await section.locator(`[data-date="${saturday}"]`).focus();
      await page.keyboard.press('ArrowRight');
      await expect(page.locator(':focus')).toHaveAttribute('data-date', sunday);
      await page.keyboard.press('ArrowDown');
      await expect(page.locator(':focus')).toHaveAttribute('data-date', addDays(sunday, 7));
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('Enter');
      // Sunday: the morning is taken at 9h, the afternoon free: the link opens the afternoon formula.
      await expect(page).toHaveURL(new RegExp(`/calcul\\?offre=vaugirard-apres-midi-week-end&date=${sunday}$`));
      await expect(availability(page).getByRole('status')).toContainText('Libre');
    },
  );

  test(
    'the English product page shows the month in English, its days linked to the English calculator',
    { tag: '@mobile' },
    async ({ page }) => {
      await page.goto(`${site.base}/en/venues/salles-rive-gauche-vaugirard/meeting-room-paris-15`);
      const section = page.getByRole('region', { name: 'Availability' });
      await expect(section.getByTestId('dispo-ligne')).toContainText('Give your date in your request');
      await expect(section.getByRole('link', { name: 'Request a quote' })).toHaveAttribute('href', /^\/en\/quote\?offre=/);
      await section.locator('summary', { hasText: 'See the calendar by month' }).click();
      await expect(section.getByTestId('dispo-note')).toContainText('Choose a day');
      await expect(section.getByRole('columnheader').first()).toHaveText('Mon');
      if (workday.slice(0, 7) !== today.slice(0, 7)) await section.getByRole('button', { name: 'Next month' }).click();
      // The meeting room's formulas are weekday ones: a weekend day of that month is not offered, the morning taken leaves the day partly booked.
      const weekend = sunday.slice(0, 7) === workday.slice(0, 7) ? sunday : addDays(workday, 5);
      await expect(section.locator(`[data-date="${weekend}"]`)).toHaveAttribute('aria-label', /^\w+day \d+ \w+: not offered$/);
      const day = section.locator(`[data-date="${workday}"]`);
      await expect(day).toHaveAttribute('aria-label', /: partly booked\. Calculate the price for this date$/);
      await expect(day).toHaveAttribute('href', new RegExp(`^/en/calculator\\?offre=vaugirard-[a-z0-9-]+&date=${workday}$`));
      await day.click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Price calculator');
      await expect(page.getByLabel(/^Date of/)).toHaveValue(workday);
    },
  );

  test(
    'the pinned bar never covers the month view: its legend scrolled to, a day reached by keyboard, in French and in English',
    { tag: '@mobile' },
    async ({ page }) => {
      // The consent choice made (its banner hides the bar), and scrolls that land at once: each is measured where it lands.
      await page.context().addCookies([choiceMade(site.base)]);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const MONTHS = [
        {
          path: '/locations/salles-rive-gauche-vaugirard/salle-anniversaire-enfant-paris-15',
          words: { section: 'Disponibilités', summary: 'Voir le calendrier du mois', next: 'Mois suivant' },
        },
        {
          path: '/en/venues/salles-rive-gauche-vaugirard/meeting-room-paris-15',
          words: { section: 'Availability', summary: 'See the calendar by month', next: 'Next month' },
        },
      ];
      for (const { path, words } of MONTHS) {
        await page.goto(`${site.base}${path}`);
        const section = page.getByRole('region', { name: words.section });
        const summary = section.locator('summary', { hasText: words.summary });
        await summary.click();
        const legend = section.getByRole('list');

        await putUnderBar(legend);
        await legend.scrollIntoViewIfNeeded();
        await expectClearOfBar(legend, `${path} : la légende`);

        // The month's day under the bar, then Tab from the summary: the next month's button (the
        // previous one is disabled this month), then the day.
        const active = section.locator('[data-date][tabindex="0"]');
        const day = await active.getAttribute('data-date');
        await putUnderBar(active);
        await expect(summary).toBeFocused();
        await page.keyboard.press('Tab');
        await expect(section.getByRole('button', { name: words.next })).toBeFocused();
        await expectClearOfBar(page.locator(':focus'), `${path} : le bouton du mois suivant`);
        await page.keyboard.press('Tab');
        await expect(page.locator(':focus')).toHaveAttribute('data-date', day!);
        await expectClearOfBar(page.locator(':focus'), `${path} : le jour atteint par Tab`);

        // A week down by the arrow key, into a row the visitor has scrolled under the bar.
        await section.getByRole('button', { name: words.next }).click();
        await expect(section.getByRole('button', { name: words.next })).toBeDisabled();
        const first = section.locator('[data-date][tabindex="0"]');
        const weekLater = addDays((await first.getAttribute('data-date'))!, 7);
        await first.focus();
        await putUnderBar(section.locator(`[data-date="${weekLater}"]`));
        await page.keyboard.press('ArrowDown');
        await expect(page.locator(':focus')).toHaveAttribute('data-date', weekLater);
        await expectClearOfBar(page.locator(':focus'), `${path} : le jour atteint par la flèche`);
      }
    },
  );

  test('the month view passes axe', { tag: '@mobile' }, async ({ page }) => {
    await page.goto(`${site.base}/locations/salles-rive-gauche-vaugirard/salle-anniversaire-enfant-paris-15`);
    await page.locator('summary', { hasText: 'Voir le calendrier du mois' }).click();
    await expect(page.getByTestId('dispo-note')).toContainText('Choisissez un jour');
    const results = await new AxeBuilder({ page })
      .include('#disponibilites')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
  });

  test(
    'where the configured calendars answer no unit, the line and its quote link replace the month',
    { tag: '@mobile' },
    async ({ page }) => {
      const answered = page.waitForResponse((response) => response.url().endsWith('/disponibilites/montparnasse'));
      await page.goto(`${site.base}/locations/salles-rive-gauche-montparnasse/salle-de-reunion-montparnasse-paris-14`);
      expect(((await (await answered).json()) as { units: object }).units).toEqual({});
      await expectLineOnly(page.getByRole('region', { name: 'Disponibilités' }));
    },
  );
});

test.describe('without a calendar (the default)', () => {
  test('the calculator says « Disponibilité à confirmer »', { tag: '@desktop' }, async ({ page }) => {
    await page.goto(`/calcul?offre=vaugirard-matin-week-end&date=${saturday}`);
    await expect(page.getByTestId('disponibilite').getByRole('status')).toContainText('Disponibilité à confirmer');
    await expect(page.getByTestId('disponibilite').getByRole('button')).toHaveCount(0);
  });

  test(
    'without the venue’s answer, an offered date reads « à confirmer » and a date not offered nothing',
    { tag: '@desktop' },
    async ({ page }) => {
      await page.route('**/disponibilites/**', (route) => route.abort());
      await page.goto('/calcul?offre=vaugirard-matin-week-end');
      const status = page.getByTestId('disponibilite').getByRole('status');
      await page.getByLabel(/Date/).fill(saturday);
      await expect(status).toContainText('Disponibilité à confirmer');
      await page.getByLabel(/Date/).fill(workday);
      await expect(status).toHaveText('');
    },
  );

  test('the month view gives way to the line and its quote link, at the height of the page as served (no layout shift)', async ({
    page,
    browser,
  }, testInfo) => {
    const path = '/locations/salles-rive-gauche-vaugirard/salle-anniversaire-enfant-paris-15';
    const { viewport, baseURL } = testInfo.project.use;
    const served = await browser.newContext({
      javaScriptEnabled: false,
      ...(viewport !== undefined && { viewport }),
      ...(baseURL !== undefined && { baseURL }),
    });
    const asServed = await served.newPage();
    await asServed.goto(path);
    const before = await asServed.getByRole('region', { name: 'Disponibilités' }).boundingBox();
    await served.close();
    const answered = page.waitForResponse((response) => response.url().endsWith('/disponibilites/vaugirard'));
    await page.goto(path);
    await answered;
    const section = page.getByRole('region', { name: 'Disponibilités' });
    await expectLineOnly(section);
    expect((await section.boundingBox())?.height).toBe(before?.height);
  });
});
