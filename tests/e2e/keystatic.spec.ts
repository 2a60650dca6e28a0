// A copywriter in the browser editor (/keystatic, local mode, `npm run dev`): a product page's
// subtitle and introduction (the first paragraph of its text) and a formula's price changed and
// saved land in content/, and then show on the page, the venue's card and in the calculator; a
// file that is not a photo is refused at once; a figure in the text that contradicts the
// formulas shows the content check's French message beside the editor.
// The editor's server (`next dev` and `contentlayer2 dev` in a copy of the project) is started and its
// routes compiled by Playwright's global setup as the run begins (tests/support/editor.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { EDITED, EDITOR_BASE as BASE, EDITOR_DIR as DIR, EDITOR_LOG, EDITOR_READY } from '../support/editor';

const PRODUCT = EDITED.product.file;
const FORMULA = EDITED.formula.file;
const SUBTITLE = 'Une salle au calme, rien que pour votre équipe';
const FIRST_PARAGRAPH = 'Sortir du bureau, c';
const INTRO = 'Quitter le bureau pour une journée, c’est souvent la meilleure façon de prendre du recul ensemble.';

const onDisk = (file: string) => readFileSync(join(DIR, file), 'utf8');

/** Saves the entry open in the editor and waits until its file on disk has the change. */
async function save(page: Page, file: string, written: RegExp) {
  await page.getByRole('button', { name: 'Sauvegarder' }).click();
  await expect.poll(() => onDisk(file), { timeout: 60_000 }).toMatch(written);
}

test.describe('the browser editor (Keystatic) @desktop @editeur', () => {
  test.describe.configure({ mode: 'serial' });
  test.setTimeout(15 * 60_000);

  test.beforeAll(async () => {
    test.setTimeout(5 * 60_000);
    await expect
      .poll(
        () =>
          fetch(EDITOR_READY).then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 4 * 60_000, message: `le serveur de l’éditeur ne répond pas (voir ${EDITOR_LOG})` },
      )
      .toBe(200);
  });

  test('a subtitle, an introduction and a price saved in the editor are in the files, on the card, the page and in the calculator', async ({
    page,
  }) => {
    await page.goto(`${BASE}${EDITED.product.editor}`, {
      waitUntil: 'domcontentloaded',
      timeout: 5 * 60_000,
    });
    const subtitle = page.getByRole('textbox', { name: 'Sous-titre' });
    await expect(subtitle).toBeVisible({ timeout: 5 * 60_000 });

    // A file that is not a photo, chosen as the page's photo: refused at once, in the check's words.
    await page.locator('input[type="file"][aria-label="Photo"]').setInputFiles({
      name: 'devis.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('%PDF-1.7 un devis enregistré sous le nom d’une photo'),
    });
    await expect(page.getByRole('alert').filter({ hasText: 'devis.jpg' })).toHaveText(
      "Le fichier « devis.jpg » n'est pas une photo (attendu : une image JPEG, PNG, WebP ou AVIF).",
    );

    await subtitle.fill(SUBTITLE);
    // The introduction: the first paragraph of the text, replaced whole.
    const intro = page.locator('[contenteditable="true"] p').filter({ hasText: FIRST_PARAGRAPH });
    await intro.selectText();
    await page.keyboard.type(INTRO);
    await expect(page.locator('[contenteditable="true"] p').filter({ hasText: INTRO })).toHaveCount(1);
    await save(page, PRODUCT, new RegExp(`^subtitle: ${SUBTITLE}$`, 'm'));
    expect(onDisk(PRODUCT)).toMatch(new RegExp(`^## Se réunir hors de ses murs\\n\\n${INTRO}$`, 'm'));
    expect(onDisk(PRODUCT)).not.toContain(FIRST_PARAGRAPH);
    // The page's photo, shared with other pages, keeps its path.
    expect(onDisk(PRODUCT)).toMatch(/^imageSrc: \/images\/vaugirard\/pros\/reunion-01\.jpg$/m);

    await page.goto(`${BASE}${EDITED.formula.editor}`, { waitUntil: 'domcontentloaded' });
    const price = page.getByRole('textbox', { name: 'Prix affiché' });
    await expect(price).toHaveValue('400', { timeout: 2 * 60_000 });
    await price.fill('410');
    await save(page, FORMULA, /^prix_affiche: 410$/m);

    // contentlayer2 dev regenerates, then next dev serves the new figures: each page is opened until it shows them.
    const shows = async (path: string, text: RegExp | string, where = 'main', folded?: RegExp) => {
      await expect(async () => {
        await page.goto(`${BASE}${path}`, { waitUntil: 'domcontentloaded', timeout: 3 * 60_000 });
        // The page's long texts are folded: the visitor opens the one that holds the text.
        if (folded) await page.locator('main summary').filter({ hasText: folded }).click({ timeout: 5_000 });
        const found = page.locator(where).getByText(text).first();
        // A selected option is shown by its list, not as an element of its own.
        await (where.includes('option') ? expect(found).toBeAttached({ timeout: 5_000 }) : expect(found).toBeVisible({ timeout: 5_000 }));
      }).toPass({ timeout: 5 * 60_000 });
    };
    await shows('/locations/salles-rive-gauche-vaugirard/salle-de-reunion-paris-15', SUBTITLE);
    await shows('/locations/salles-rive-gauche-vaugirard/salle-de-reunion-paris-15', INTRO, 'main', /^En savoir plus/);
    await shows('/locations/salles-rive-gauche-vaugirard/salle-de-reunion-paris-15', /410\s€\sHT/);
    await shows('/locations/salles-rive-gauche-vaugirard', /410\s€\sHT/);
    // The calculator names the chosen formula with its price in its list of formulas.
    await shows('/calcul?offre=vaugirard-location-seche-4h', /410\s€\sHT/, 'main select option:checked');
  });

  test('a figure in the text that contradicts the formulas shows the check’s message beside the editor', async ({ page }) => {
    await page.goto(`${BASE}${EDITED.product.editor}`, {
      waitUntil: 'domcontentloaded',
      timeout: 5 * 60_000,
    });
    const subtitle = page.getByRole('textbox', { name: 'Sous-titre' });
    await expect(subtitle).toBeVisible({ timeout: 5 * 60_000 });
    await subtitle.fill('Une salle calme pour vos réunions, jusqu’à 60 personnes');
    await save(page, PRODUCT, /^subtitle: Une salle calme pour vos réunions, jusqu’à 60 personnes$/m);
    const panel = page.getByRole('alert', { name: 'Vérification du contenu' });
    await expect(panel).toContainText(
      new RegExp(
        `${PRODUCT}, ligne \\d+, champ « subtitle » : le texte annonce « jusqu’à 60 personnes », mais les formules de la page en accueillent au plus 16`,
      ),
      { timeout: 60_000 },
    );
    await expect(panel).toContainText("1 problème dans 1 fichier : rien n'est publié.");
  });
});
