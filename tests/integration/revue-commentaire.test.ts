// The pull request's comment as GitHub shows it (#45): the comment's Markdown rendered as GitHub
// renders it (CommonMark with GitHub's extensions: tables, strikethrough, raw <details> and <img>)
// into a static page, opened in Chromium: each page a link to the preview, each changed sentence a
// link to its place, the captures shown side by side once their fold is opened, nothing left as
// raw Markdown.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type Page } from '@playwright/test';
import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commentBody } from '../../scripts/revue/comment';
import { review, type Side } from '../../scripts/revue/diff';
import { pageView } from '../../scripts/revue/html';
import { reportLines } from '../../scripts/revue/report';
import type { Page as SitePage, VisitorModel } from '../../scripts/revue/types';
import { playwrightChromium } from '../../scripts/chromium.mjs';
import { MEETING_15_PAGE } from '../support/revue';

const SITE = 'https://salles-rive-gauche-git-revue-srg.vercel.app';
const PAGE = MEETING_15_PAGE;
const GONE: SitePage = {
  ...PAGE,
  path: '/locations/salles-rive-gauche-vaugirard/salle-de-formation-paris-15',
  title: 'Salle de formation à Paris 15',
};
/** A one-pixel PNG: the captures GitHub would fetch from the « revue-captures » branch. */
const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const model = (pages: SitePage[]): VisitorModel => ({ brand: 'srg', pages, figures: [], redirects: [], files: {}, meanings: {} });
const built = (pages: SitePage[], text: string): Side => ({
  model: model(pages),
  views: new Map(pages.map((page) => [page.path, pageView(`<body><main><h1>Se réunir</h1><p>${text}</p></main></body>`)])),
  check: { problems: [], warnings: [], launch: [] },
});

describe('le commentaire, rendu comme GitHub rend le Markdown, dans un vrai navigateur', () => {
  let browser: Browser;
  let page: Page;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'revue-commentaire-'));
    writeFileSync(join(dir, 'avant.png'), PIXEL);
    writeFileSync(join(dir, 'apres.png'), PIXEL);
    const result = review(
      built([PAGE, GONE], 'Une salle calme et neutre pour vos réunions.'),
      built([PAGE], 'Une salle calme et sobre pour vos réunions.'),
      { files: [PAGE.source!] },
    );
    const body = commentBody({
      report: reportLines(result, { site: SITE }).join('\n'),
      previewUrl: SITE,
      sha: '4f2c9ab81d0e3c5a7b9d1f2e4a6c8b0d2e4f6a8c',
      artifactUrl: 'https://github.com/salles-rive-gauche/site/actions/runs/1/artifacts/2',
      captures: 1,
      shown: { url: pathToFileURL(`${dir}/`).href, index: { pages: [{ path: PAGE.path, avant: 'avant.png', apres: 'apres.png' }] } },
    });
    const html = micromark(body, { extensions: [gfm()], htmlExtensions: [gfmHtml()], allowDangerousHtml: true });
    writeFileSync(join(dir, 'commentaire.html'), `<!DOCTYPE html><meta charset="utf-8"><body>${html}</body>`);
    browser = await chromium.launch(playwrightChromium);
    page = await browser.newPage();
    await page.goto(pathToFileURL(join(dir, 'commentaire.html')).href);
  });
  afterAll(async () => {
    await browser?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('dit en titre pourquoi la fusion est bloquée', async () => {
    await expect(page.locator('h3').first().textContent()).resolves.toBe('⛔ Fusion bloquée (1) : la vérification « revue » échoue');
  });

  it('une page supprimée n’est pas un lien : elle n’est sur aucun site', async () => {
    await expect(page.getByRole('link', { name: GONE.path }).count()).resolves.toBe(0);
    await expect(page.locator('code', { hasText: GONE.path }).count()).resolves.toBeGreaterThan(0);
  });

  it('chaque chemin de page est un lien vers la préversion, chaque phrase changée un lien vers sa place', async () => {
    await expect(page.getByRole('link', { name: PAGE.path }).first().getAttribute('href')).resolves.toBe(`${SITE}${PAGE.path}`);
    const sentence = page.getByRole('link', { name: 'Section « Se réunir »' });
    await expect(sentence.getAttribute('href')).resolves.toBe(
      `${SITE}${PAGE.path}#:~:text=Une%20salle%20calme%20et%20sobre%20pour%20vos%20r%C3%A9unions.`,
    );
    await expect(page.locator('li', { has: sentence }).locator('del').textContent()).resolves.toBe('neutre');
    await expect(page.locator('li', { has: sentence }).locator('strong').textContent()).resolves.toBe('sobre');
  });

  it('les captures avant et après, repliées, s’affichent côte à côte une fois ouvertes', async () => {
    const captures = page.locator('details', { hasText: 'Captures avant / après, sur téléphone (1 page)' });
    await expect(captures.locator('img').first().isVisible()).resolves.toBe(false);
    await captures.locator('summary').click();
    await expect(captures.locator('th').allTextContents()).resolves.toEqual(['Avant', 'Après']);
    const widths = await captures.locator('img').evaluateAll((images) => images.map((image) => (image as HTMLImageElement).naturalWidth));
    expect(widths).toEqual([1, 1]);
  });

  it('rien ne reste en Markdown brut', async () => {
    const text = await page.locator('body').innerText();
    expect(text).not.toMatch(/\]\(|<img|<details|\*\*|~~|^#/m);
  });
});
