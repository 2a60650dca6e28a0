// One truth for every figure: a card that leads to a product page shows the figures of that
// page, and a product page shows the engine's answer for its formulas (lib/pricing/describe.ts).
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { productFigures } from '../../lib/view/cards';
import { frenchTypography } from '../../lib/french/typography';
import { productHref, products } from '../../lib/content';
import { LISTINGS } from './listings';
import { showServed } from './served';
const PRODUCT_PAGES = new Set(products().map(productHref));

// The figures are in the HTML, the same at every width: the desktop project only (ONE_WIDTH in
// playwright.config.ts). Read as the server wrote them (showServed): no script, style, photo or font
// to load for each of the many pages here.

type Figures = { href: string; price: string; people?: string | undefined; formula?: string };

/** Every figure in main that sits in a list item linking to a product page. */
async function figuresOn(page: Page, request: APIRequestContext, path: string): Promise<Figures[]> {
  await showServed(page, request, path);
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

type Shown = { price: string; people: string; formulas: Map<string, { price: string; people: string }> };

/** A product page's figures: its summary's, and each formula card's by its heading, read at once. */
async function productFiguresShown(page: Page, request: APIRequestContext, href: string): Promise<Shown> {
  await showServed(page, request, href);
  const read = await page.getByRole('main').evaluate((main) => {
    const text = (within: Element, selector: string) => within.querySelector(selector)?.textContent ?? '';
    const cards = [...main.querySelectorAll('article')].filter((card) => card.querySelector('[data-chiffre="prix-formule"]'));
    return {
      prices: [...main.querySelectorAll('dd[data-chiffre="prix"]')].map((dd) => dd.textContent ?? ''),
      people: [...main.querySelectorAll('dd[data-chiffre="personnes"]')].map((dd) => dd.textContent ?? ''),
      formulas: cards.map((card) => ({
        heading: text(card, 'h3'),
        price: text(card, '[data-chiffre="prix-formule"]'),
        people: text(card, '[data-chiffre="capacite-formule"]'),
      })),
    };
  });
  // One starting price and one people range in the page's summary.
  expect([read.prices.length, read.people.length], `${href} : un prix et une capacité dans le résumé`).toEqual([1, 1]);
  return {
    price: read.prices[0]!,
    people: read.people[0]!,
    formulas: new Map(read.formulas.map(({ heading, price, people }) => [heading, { price, people }])),
  };
}

// One test reads each of the 19 product pages once, then every listing: a step per page, each
// difference reported (expect.soft) with the page and the card it is on.
test('every product page shows the engine’s starting price and people range, and every card leading to it shows the same', async ({
  page,
  request,
}) => {
  const shownOn = new Map<string, Shown>();
  for (const product of products()) {
    const href = productHref(product);
    await test.step(`${href}: the starting price and the people range the engine gives for its formulas`, async () => {
      const { start, people } = productFigures(product);
      const shown = await productFiguresShown(page, request, href);
      shownOn.set(href, shown);
      expect.soft({ href, price: shown.price, people: shown.people }).toEqual({
        // The people as the page typesets them (frenchTypography: typographic apostrophe).
        href,
        price: start!.text,
        people: frenchTypography(people!.text),
      });
    });
  }
  for (const path of LISTINGS) {
    await test.step(`${path}: every card leading to a product page shows that page's figures`, async () => {
      const figures = (await figuresOn(page, request, path)).filter((f) => PRODUCT_PAGES.has(f.href));
      if (/^\/(locations\/|prestations\/)/.test(path))
        expect.soft(figures.length, `${path} : cartes vers des pages produits`).toBeGreaterThan(0);
      for (const figure of figures) {
        const shown = shownOn.get(figure.href)!;
        if (figure.formula) {
          expect.soft(shown.formulas.get(figure.formula), `${path} : ${figure.formula} sur ${figure.href}`).toEqual({
            price: figure.price,
            people: figure.people,
          });
        } else {
          expect.soft({ price: figure.price, people: figure.people }, `${path} : carte vers ${figure.href}`).toEqual({
            price: shown.price,
            people: shown.people,
          });
        }
      }
    });
  }
});

test('the Vaugirard cards no longer show hand-typed figures: each starts where its page starts', async ({ page, request }) => {
  await showServed(page, request, '/locations/salles-rive-gauche-vaugirard');
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

test('access times name how they are counted', async ({ page, request }) => {
  await showServed(page, request, '/locations/salles-rive-gauche-montparnasse');
  await expect(page.getByRole('main')).toContainText('Gare Montparnasse à 8 min à pied');
  await expect(page.getByRole('main')).toContainText('Aéroport d’Orly à 25 min en voiture');
  await showServed(page, request, '/locations/salles-rive-gauche-vaugirard');
  await expect(page.getByRole('main')).toContainText('Gare Montparnasse entre 10 et 15 min en transports en commun');
});
