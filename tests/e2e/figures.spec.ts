// One truth for every figure: a card that leads to a product page shows the figures of that
// page, and a product page shows the engine's answer for its formulas (lib/pricing/describe.ts).
import { expect, test, type Page } from '@playwright/test';
import { productFigures } from '../../lib/view/cards';
import { frenchTypography } from '../../lib/french/typography';
import { productHref, products } from '../../lib/content';
import { LISTINGS } from './listings';
const PRODUCT_PAGES = new Set(products().map(productHref));

// The figures are in the HTML, the same at every width: the desktop project only (ONE_WIDTH in playwright.config.ts).
// Read as the server wrote them (styled, as what is hidden counts), without scripts, and without
// the images and fonts that would only slow each of the many page loads here.
test.use({ javaScriptEnabled: false });
test.beforeEach(async ({ page }) => {
  await page.route('**/*', (route) =>
    ['document', 'stylesheet'].includes(route.request().resourceType()) ? route.continue() : route.abort(),
  );
});

type Figures = { href: string; price: string; people?: string | undefined; formula?: string };

/** Every figure in main that sits in a list item linking to a product page. */
async function figuresOn(page: Page, path: string): Promise<Figures[]> {
  await page.goto(path);
  return page.locator('main li').evaluateAll((items) =>
    items.flatMap((item) => {
      const href = item.querySelector('a')?.getAttribute('href') ?? '';
      const text = (selector: string) => item.querySelector(selector)?.textContent ?? undefined;
      const card = text('[data-chiffre="prix"]');
      if (card !== undefined) return [{ href, price: card, people: text('[data-chiffre="personnes"]') }];
      const formula = text('[data-chiffre="prix-formule"]');
      if (formula !== undefined) return [{ href, price: formula, people: text('[data-chiffre="capacite-formule"]'), formula: text('a') }];
      return [];
    }),
  );
}

const productPage = new Map<string, { price: string; people: string; formulas: Map<string, { price: string; people: string }> }>();

async function productFiguresShown(page: Page, href: string) {
  const known = productPage.get(href);
  if (known) return known;
  await page.goto(href);
  const main = page.getByRole('main');
  const formulas = new Map<string, { price: string; people: string }>();
  for (const card of await main
    .getByRole('article')
    .filter({ has: page.locator('[data-chiffre="prix-formule"]') })
    .all()) {
    formulas.set((await card.getByRole('heading', { level: 3 }).textContent())!, {
      price: (await card.locator('[data-chiffre="prix-formule"]').textContent())!,
      people: (await card.locator('[data-chiffre="capacite-formule"]').textContent())!,
    });
  }
  const shown = {
    price: (await main.locator('dd[data-chiffre="prix"]').textContent())!,
    people: (await main.locator('dd[data-chiffre="personnes"]').textContent())!,
    formulas,
  };
  productPage.set(href, shown);
  return shown;
}

for (const path of LISTINGS) {
  test(`${path}: every card leading to a product page shows that page's figures`, async ({ page }) => {
    const figures = (await figuresOn(page, path)).filter((f) => PRODUCT_PAGES.has(f.href));
    if (/^\/(locations\/|prestations\/)/.test(path)) expect(figures.length, 'cartes vers des pages produits').toBeGreaterThan(0);
    for (const figure of figures) {
      const shown = await productFiguresShown(page, figure.href);
      if (figure.formula) {
        expect(shown.formulas.get(figure.formula), `${figure.formula} sur ${figure.href}`).toEqual({
          price: figure.price,
          people: figure.people,
        });
      } else {
        expect({ price: figure.price, people: figure.people }, `carte vers ${figure.href}`).toEqual({
          price: shown.price,
          people: shown.people,
        });
      }
    }
  });
}

test('every product page shows the starting price and the people range the engine gives for its formulas', async ({ page }) => {
  // One test walks all 19 product pages: a guard of its own, wider than one page's, against a hang.
  test.setTimeout(300_000);
  for (const product of products()) {
    const { start, people } = productFigures(product);
    const shown = await productFiguresShown(page, productHref(product));
    expect({ href: productHref(product), price: shown.price, people: shown.people }).toEqual({
      // The people as the page typesets them (frenchTypography: typographic apostrophe).
      href: productHref(product),
      price: start!.text,
      people: frenchTypography(people!.text),
    });
  }
});

test('the Vaugirard cards no longer show hand-typed figures: each starts where its page starts', async ({ page }) => {
  await page.goto('/locations/salles-rive-gauche-vaugirard');
  const card = (name: string) =>
    page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name, exact: true }) });
  await expect(card('Anniversaire enfant')).toContainText('À partir de 210 € TTC · jusqu’à 35 personnes');
  await expect(card('Boum')).toContainText('À partir de 399 € TTC · jusqu’à 25 personnes');
  await expect(card('Salle de réunion')).toContainText('À partir de 400 € HT (480 € TTC)');
  await expect(card('Assemblée générale')).toContainText('À partir de 210 € HT (252 € TTC)');
});

test('access times name how they are counted', async ({ page }) => {
  await page.goto('/locations/salles-rive-gauche-montparnasse');
  await expect(page.getByRole('main')).toContainText('Gare Montparnasse à 8 min à pied');
  await expect(page.getByRole('main')).toContainText('Aéroport d’Orly à 25 min en voiture');
  await page.goto('/locations/salles-rive-gauche-vaugirard');
  await expect(page.getByRole('main')).toContainText('Gare Montparnasse entre 10 et 15 min en transports en commun');
});
