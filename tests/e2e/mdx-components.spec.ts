import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { choiceMade } from './listings';

// A prestation page whose copy uses every component copywriters may write in MDX. The whole
// pages with blocks (copy, practical section and FAQ together) are scanned by accessibility.spec.ts.
const PAGE = '/prestations/location-salles-de-reunion-paris';
// The site's own blocks placed in copy (#16 point 4) are fed by the page through the MDX component map.
const NNBSP = '\u202f';
const NBSP = '\u00a0';
/** The copy is folded under the essentials since #27 (« En savoir plus ») and typeset (typographic apostrophe). */
const openCopy = (page: Page) => page.locator('summary', { hasText: 'En savoir plus' }).click();

// One load of the page for every component it shows, each checked in its own step (a failure
// names the component); the Bouton last, as following it leaves the page.
test('the components of the copy, each as a visitor meets it', async ({ page, context, baseURL }) => {
  // The cookie choice already made, so the banner does not cover the copy.
  await context.addCookies([choiceMade(baseURL)]);
  await page.goto(PAGE);
  await openCopy(page);

  await test.step('an Encadre is a section named by its heading, with its text', async () => {
    const encadre = page.getByRole('region', { name: 'Nos conseils pour une réunion efficace' });
    await expect(encadre.getByRole('heading', { level: 3, name: 'Nos conseils pour une réunion efficace' })).toBeVisible();
    await expect(encadre).toContainText('Choisissez la disposition en fonction de l’objectif');
  });

  await test.step('a Photo shows its image with its alt text and its caption', async () => {
    const figure = page.getByRole('figure', { name: /La salle Bleue de Montparnasse en îlots/ });
    const image = figure.getByRole('img', {
      name: 'Îlots de tables entourés de chaises dans la salle Bleue, paperboard et écran en fond de salle',
    });
    // Below the fold, the photo loads lazily: it must load once scrolled to.
    await image.scrollIntoViewIfNeeded();
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  await test.step('the copy with its components has no WCAG 2.2 AA violation', async () => {
    const results = await new AxeBuilder({ page })
      .include('.prose-content')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  await test.step('a Formule is the formula’s card: the engine’s price and links to the calculator and the quote', async () => {
    const card = page.locator('.prose-content').getByRole('article', { name: 'Journée d’étude' });
    await expect(card.locator('[data-chiffre="prix-formule"]')).toHaveText(/^\d[\d\s]*\s€\sHT/);
    await expect(card.getByRole('link', { name: 'Demander un devis : Journée d’étude' })).toHaveAttribute(
      'href',
      '/devis?offre=vaugirard-journee-etude',
    );
    await expect(card.getByRole('link', { name: 'Calculer le tarif : Journée d’étude' })).toHaveAttribute(
      'href',
      '/calcul?offre=vaugirard-journee-etude',
    );
  });

  await test.step('an Acces gives each venue’s address and transport', async () => {
    const vaugirard = page.getByRole('region', { name: 'Venir à la salle de Vaugirard' });
    await expect(vaugirard.getByText('350 rue de Vaugirard, 75015 Paris')).toBeVisible();
    await expect(vaugirard.getByText(/^lignes? 12/)).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Venir aux salles de Montparnasse' }).getByText('120 rue Raymond-Losserand, 75014 Paris'),
    ).toBeVisible();
  });

  await test.step('a Question of the copy is answered in the page’s FAQ, after the frontmatter’s, and in FAQPage', async () => {
    const question = `Peut-on réserver la salle plusieurs jours de suite${NNBSP}?`;
    await expect(page.locator('.prose-content')).not.toContainText('plusieurs jours de suite');
    const faq = page.getByRole('region', { name: 'Questions fréquentes' });
    const last = faq.locator('details').last();
    await expect(last.locator('[data-faq-question]')).toHaveText(question);
    await last.locator('summary').click();
    await expect(last.getByRole('link', { name: 'demande de devis' })).toHaveAttribute('href', '/devis');
    const data = (await page.locator('script[type="application/ld+json"]').allTextContents())
      .map((text) => JSON.parse(text) as { '@type'?: string; mainEntity?: { name: string; acceptedAnswer: { text: string } }[] })
      .find((block) => block['@type'] === 'FAQPage')!;
    expect(data.mainEntity!.at(-1)).toEqual({
      '@type': 'Question',
      name: question,
      acceptedAnswer: {
        '@type': 'Answer',
        text: `Oui${NBSP}: pour une formation ou un séminaire sur plusieurs jours, indiquez toutes les dates dans votre demande de devis${NNBSP}; nous vérifions la disponibilité de la salle pour chacune d’elles.`,
      },
    });
  });

  await test.step('a Bouton is a link to its href, and following it opens that page', async () => {
    const bouton = page.getByRole('link', { name: 'Estimer le tarif de ma réunion' });
    await expect(bouton).toHaveAttribute('href', '/calcul');
    await expect(bouton).toHaveClass(/btn-primary/);
    await bouton.click();
    await expect(page).toHaveURL(/\/calcul$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Calcul de tarif' })).toBeVisible();
  });
});

test('a Galerie shows its category’s photos, each enlarged on request', { tag: '@mobile' }, async ({ page, context, baseURL }) => {
  // The cookie choice already made, so the banner does not cover the copy.
  await context.addCookies([choiceMade(baseURL)]);
  await page.goto('/prestations/salles-pour-anniversaire-enfant-paris');
  await openCopy(page);
  const gallery = page.getByRole('region', { name: 'Des anniversaires dans nos salles' });
  await expect(gallery.getByRole('button', { name: /Photo \d sur 7 : agrandir$/ })).toHaveCount(7);
  await gallery.getByRole('button', { name: /Photo 2 sur 7 : agrandir$/ }).click();
  await expect(page.getByRole('dialog', { name: 'Photo 2 sur 7' })).toBeVisible();
});

test(
  'Formules lists the venue’s formulas with their prices; example reviews and ratings stay out of production',
  { tag: '@desktop' },
  async ({ page, context, baseURL }) => {
    // The cookie choice already made, so the banner does not cover the copy.
    await context.addCookies([choiceMade(baseURL)]);
    await page.goto('/locations/salles-rive-gauche-vaugirard');
    await openCopy(page);
    const copy = page.locator('.prose-content');
    await expect(copy.getByRole('link', { name: 'Journée d’étude', exact: true })).toBeVisible();
    expect(await copy.locator('[data-chiffre="prix-formule"]').count()).toBeGreaterThan(10);
    await expect(copy.locator('[data-chiffre="prix-formule"]').filter({ hasText: '€ TTC' }).first()).toBeVisible();
    await expect(copy.locator('[data-chiffre="prix-formule"]').filter({ hasText: '€ HT' }).first()).toBeVisible();
    // Every review and rating these blocks name is an example today: none is published.
    await expect(page.getByRole('heading', { name: "Les parents racontent l'anniversaire de leur enfant" })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Ce que nos clients disent de nous ailleurs' })).toHaveCount(0);
  },
);
