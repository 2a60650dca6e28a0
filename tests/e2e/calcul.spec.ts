// The price calculator as a visitor uses it: from a formula card to a total, a URL that
// can be shared, French messages on wrong entries, and the hand-off to the quote form.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { holdScripts } from '../support/slow-scripts';

// The calculation does not depend on the width: its cases run at 1280 px only (@desktop); what
// depends on the layout (the button that stays put, touch sizes, axe) runs at both widths. What the
// server renders without JavaScript is read over HTTP (tests/integration/served.test.ts).
const result = (page: Page) => page.getByRole('region', { name: 'Votre estimation' });
const status = (page: Page) => result(page).getByRole('status');
const people = (page: Page) => page.getByLabel('Nombre de personnes');
const quoteLink = (page: Page) => result(page).getByRole('link', { name: 'Demander un devis' });

const escape = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/** Where an element sits on the page (not in the viewport, which scrolls as fields are filled). */
const placeOf = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return { x: box.left + window.scrollX, y: box.top + window.scrollY, width: box.width, height: box.height };
  });

/** The query of a link or page, as an object, to compare with the URL contract. */
const query = (href: string | null) => Object.fromEntries(new URL(href ?? '', 'http://x').searchParams);

test('from a product page’s formula card to a total', { tag: '@desktop' }, async ({ page }) => {
  await page.goto('/locations/salles-rive-gauche-vaugirard/salle-anniversaire-enfant-paris-15');
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Matinée du week-end' }) });
  await card.getByRole('link', { name: /Calculer le tarif/ }).click();
  // The page's event type goes along, for the quote form (#35).
  await expect(page).toHaveURL(/\/calcul\?offre=vaugirard-matin-week-end&evenement=anniversaire_enfants$/);
  await expect(page.getByLabel('Formule')).toHaveValue('vaugirard-matin-week-end');
  // The number of people starts empty, its range as the hint (#27): the total waits for it.
  await expect(people(page)).toHaveValue('');
  await expect(people(page)).toHaveAccessibleDescription(/Jusqu’à 35 personnes/);
  await expect(status(page)).toContainText('Indiquez votre nombre de personnes pour obtenir le total.');
  await people(page).fill('20');
  await expect(status(page)).toContainText('210 € TTC');
  await expect(result(page)).toContainText('Matinée du week-end · Salles Rive Gauche Vaugirard (Paris 15)');

  await people(page).fill('30');
  // 210 € and the 50 € supplement beyond 25 people.
  await expect(status(page)).toContainText('260 € TTC');
  await expect(result(page)).toContainText("Au-delà de 25 personnes : supplément de 50 € TTC, jusqu'à 35 personnes.");
  await expect(page).toHaveURL(/\/calcul\?offre=vaugirard-matin-week-end&personnes=30&evenement=anniversaire_enfants$/);
});

test('a shared URL gives the same calculation, with VAT for professionals', { tag: '@desktop' }, async ({ page }) => {
  await page.goto('/calcul?offre=vaugirard-formation-journee&personnes=12&quantite=4&date=2030-06-17');
  await expect(page.getByRole('radio', { name: 'Un professionnel' })).toBeChecked();
  await expect(people(page)).toHaveValue('12');
  await expect(page.getByLabel('Nombre de jours consécutifs')).toHaveValue('4');
  await expect(page.getByLabel('Date du premier jour (facultatif)')).toHaveValue('2030-06-17');
  // 4 days × 250 € HT = 1 000 € HT; VAT 200 €; 1 200 € TTC.
  await expect(status(page)).toContainText('1 000 € HT');
  await expect(status(page)).toContainText('soit 1 200 € TTC avec la TVA à 20 %');
  await expect(result(page)).toContainText('TVA 20 %');
});

test('what a visitor types before the page is interactive is priced once it is (a slow phone)', { tag: '@desktop' }, async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/calcul?offre=vaugirard-matin-week-end', { waitUntil: 'commit' });
  await people(page).fill('30');
  await release();
  await expect(status(page)).toContainText('260 € TTC');
  await expect(page).toHaveURL(/\/calcul\?offre=vaugirard-matin-week-end&personnes=30$/);
  await expect(people(page)).toHaveValue('30');
});

test('wrong entries get a French message next to the field, never NaN', { tag: '@desktop' }, async ({ page }) => {
  await page.goto('/calcul?offre=vaugirard-apres-midi-week-end');
  const field = people(page);
  // The field starts empty, its message waiting for a first entry: one is typed first.
  await field.fill('3');
  const cases: [string, string][] = [
    ['', 'Indiquez le nombre de personnes.'],
    ['douze', 'Saisissez un nombre en chiffres, par exemple 12.'],
    ['-4', 'Le nombre ne peut pas être négatif.'],
    ['2,5', 'Saisissez un nombre entier, sans virgule.'],
  ];
  for (const [value, message] of cases) {
    await field.fill(value);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(escape(message));
    await expect(status(page)).toContainText('Corrigez le champ « Nombre de personnes » pour obtenir le total.');
  }
  await field.fill('36');
  await expect(field).toHaveAccessibleDescription(/Cette formule accueille au plus 35 personnes\./);
  await expect(status(page)).toContainText('Demande impossible');
  await field.fill('35');
  await expect(field).not.toHaveAttribute('aria-invalid');
  await expect(status(page)).toContainText('410 € TTC');
  await expect(page.locator('body')).not.toContainText('NaN');
});

test('a group too large for one room is offered both rooms, and the link recalculates', { tag: '@desktop' }, async ({ page }) => {
  await page.goto('/calcul?offre=montparnasse-journee-tout-compris-une-salle&personnes=40');
  await expect(status(page)).toContainText('Cette formule accueille au plus 25 personnes.');
  const alternative = result(page).getByRole('link', { name: /Journée tout compris, lieu entier/ });
  await expect(alternative).toContainText('750 € TTC');
  await alternative.click();
  await expect(page).toHaveURL(/offre=montparnasse-journee-tout-compris-deux-salles&personnes=40/);
  await expect(status(page)).toContainText('750 € TTC');
});

test('the room choice at Montparnasse sets the group size allowed', { tag: '@desktop' }, async ({ page }) => {
  await page.goto('/calcul?offre=montparnasse-formation-journee&personnes=20&quantite=9');
  await expect(status(page)).toContainText("Salle Ocre : jusqu'à 12 personnes pour cette formule.");
  await page.getByRole('radio', { name: /Salle Bleue/ }).check();
  // 9 days × 450 € HT.
  await expect(status(page)).toContainText('4 050 € HT');
  await expect(page).toHaveURL(/salle=bleue/);
});

test('switching audience and venue picks a formula of that audience and venue', { tag: '@desktop' }, async ({ page }) => {
  await page.goto('/calcul');
  await expect(page.getByRole('radio', { name: 'Un particulier' })).toBeChecked();
  await page.getByRole('radio', { name: 'Un professionnel' }).check();
  await page.getByRole('radio', { name: /Montparnasse/ }).check();
  const formula = await page.getByLabel('Formule').inputValue();
  expect(formula).toMatch(/^montparnasse-/);
  await people(page).fill('10');
  await expect(status(page)).toContainText('HT');
  expect(query(page.url())).toMatchObject({ offre: formula });
});

test('"Demander un devis" carries the formula and the inputs with the contract’s names', { tag: '@desktop' }, async ({ page }) => {
  await page.goto('/calcul?offre=vaugirard-location-seche-8h');
  await people(page).fill('10');
  await page.getByLabel('Heures supplémentaires').fill('2');
  await page.getByLabel('Date de l’événement (facultatif)').fill('2030-06-17');
  await expect(status(page)).toContainText('680 € HT');
  expect(query(await quoteLink(page).getAttribute('href'))).toEqual({
    offre: 'vaugirard-location-seche-8h',
    personnes: '10',
    heures: '2',
    date: '2030-06-17',
  });
  expect(await quoteLink(page).getAttribute('href')).toMatch(/^\/devis\?/);

  await page.goto('/calcul?offre=montparnasse-formation-journee&personnes=14&quantite=10&salle=bleue');
  expect(query(await quoteLink(page).getAttribute('href'))).toEqual({
    offre: 'montparnasse-formation-journee',
    personnes: '14',
    quantite: '10',
    salle: 'bleue',
  });
  await people(page).fill('abc');
  expect(query(await quoteLink(page).getAttribute('href'))).toEqual({
    offre: 'montparnasse-formation-journee',
    quantite: '10',
    salle: 'bleue',
  });
  await quoteLink(page).click();
  await expect(page).toHaveURL(/\/devis\?offre=montparnasse-formation-journee&quantite=10&salle=bleue$/);
});

test('the quote button does not move as the result changes', async ({ page }) => {
  await page.goto('/calcul?offre=vaugirard-journee-etude&personnes=12');
  await expect(status(page)).toContainText('1 200 € HT');
  const before = await placeOf(quoteLink(page));
  await people(page).fill('40');
  await expect(status(page)).toContainText('Demande impossible');
  expect(await placeOf(quoteLink(page))).toEqual(before);
  await people(page).fill('');
  await expect(status(page)).toContainText('Total en attente');
  expect(await placeOf(quoteLink(page))).toEqual(before);
});

test('the controls are large enough to touch', async ({ page }) => {
  await page.goto('/calcul?offre=montparnasse-formation-journee');
  for (const control of [
    people(page),
    page.getByLabel('Formule'),
    page.locator('label').filter({ hasText: 'Salle Bleue' }),
    quoteLink(page),
  ]) {
    const box = await control.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(24);
  }
});

test(
  'with a refusal, suggestions or an input error on screen, the page has no WCAG 2.2 AA violation',
  { tag: '@mobile' },
  async ({ page }) => {
    const violations = async () => {
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
      return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    };
    await page.goto('/calcul?offre=montparnasse-formation-journee&personnes=13&quantite=9&salle=ocre');
    await expect(result(page).getByRole('link', { name: /Même formule, Salle Bleue/ })).toBeVisible();
    expect(await violations()).toEqual([]);
    await page.getByLabel('Nombre de jours sur le trimestre').fill('x');
    await expect(page.getByLabel('Nombre de jours sur le trimestre')).toHaveAttribute('aria-invalid', 'true');
    expect(await violations()).toEqual([]);
  },
);
