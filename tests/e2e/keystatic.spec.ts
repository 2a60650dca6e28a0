// A copywriter in the browser editor (/keystatic, local mode, `npm run dev`): a product page's
// subtitle and introduction (the first paragraph of its text) and a formula's price changed and
// saved land in content/, and then show on the page, the venue's card and in the calculator; a
// file that is not a photo is refused at once; a figure in the text that contradicts the
// formulas shows the content check's French message beside the editor.
// `next dev` and `contentlayer2 dev` run in a copy of the project (tests/support/project-copy.ts),
// on their own port: the suite's built site is never touched. Slow: the first compile of the
// editor takes minutes on a loaded two-core machine (docs/redaction.md, « Rédiger dans le navigateur »).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { copyProject, ROOT } from '../support/project-copy';

const DIR = join(ROOT, '.tmp/keystatic-e2e');
const PORT = 3458;
const BASE = `http://127.0.0.1:${PORT}`;
const PRODUCT = 'content/produits/vaugirard/salle-de-reunion-paris-15.mdx';
const FORMULA = 'content/formules/vaugirard/location-seche-4h.yaml';
const SUBTITLE = 'Une salle au calme, rien que pour votre équipe';
const FIRST_PARAGRAPH = 'Sortir du bureau, c';
const INTRO = 'Quitter le bureau pour une journée, c’est souvent la meilleure façon de prendre du recul ensemble.';

const children: ChildProcess[] = [];
const logs: string[] = [];

function start(command: string, args: string[]) {
  const child = spawn(join(DIR, 'node_modules/.bin', command), args, {
    // PWD: contentlayer2 finds its project from it (contentlayer.config.ts), not from the working directory.
    cwd: DIR,
    env: { ...process.env, PWD: DIR, NODE_ENV: 'development', NEXT_TELEMETRY_DISABLED: '1', PORT: String(PORT) },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
  children.push(child);
}

const onDisk = (file: string) => readFileSync(join(DIR, file), 'utf8');

/** Saves the entry open in the editor and waits until its file on disk has the change. */
async function save(page: Page, file: string, written: RegExp) {
  await page.getByRole('button', { name: 'Sauvegarder' }).click();
  await expect.poll(() => onDisk(file), { timeout: 60_000 }).toMatch(written);
}

test.describe('the browser editor (Keystatic) @desktop', () => {
  test.describe.configure({ mode: 'serial' });
  test.setTimeout(15 * 60_000);

  test.beforeAll(async () => {
    test.setTimeout(5 * 60_000);
    copyProject(DIR);
    const built = spawnSync(join(DIR, 'node_modules/.bin/contentlayer2'), ['build'], {
      cwd: DIR,
      env: { ...process.env, PWD: DIR },
      encoding: 'utf8',
    });
    expect(built.status, built.stderr).toBe(0);
    start('contentlayer2', ['dev']);
    start('next', ['dev', '-p', String(PORT), '-H', '127.0.0.1']);
    await expect
      .poll(
        () =>
          fetch(`${BASE}/api/keystatic/verification`).then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 4 * 60_000 },
      )
      .toBe(200);
  });

  test.afterAll(async () => {
    // Each command's whole process group (next dev starts workers of its own), then their files.
    await Promise.all(
      children.map(
        (child) =>
          new Promise((resolve) => {
            child.once('exit', resolve);
            if (child.pid) process.kill(-child.pid, 'SIGTERM');
          }),
      ),
    );
    rmSync(DIR, { recursive: true, force: true });
  });

  test('a subtitle, an introduction and a price saved in the editor are in the files, on the card, the page and in the calculator', async ({
    page,
  }) => {
    await page.goto(`${BASE}/keystatic/collection/Product/item/vaugirard%2Fsalle-de-reunion-paris-15`, {
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

    await page.goto(`${BASE}/keystatic/collection/Formula/item/vaugirard%2Flocation-seche-4h`, { waitUntil: 'domcontentloaded' });
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
    await page.goto(`${BASE}/keystatic/collection/Product/item/vaugirard%2Fsalle-de-reunion-paris-15`, {
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

// The suite's own site is a production build: the editor is not in it (next.config.ts, pageExtensions).
test('the production site has no editor: /keystatic and its API answer 404 @desktop', async ({ request }) => {
  for (const path of ['/keystatic', '/keystatic/collection/Formula', '/api/keystatic/verification']) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});
