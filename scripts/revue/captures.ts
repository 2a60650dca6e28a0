// Phone screenshots (375 px) of each changed page, before and after: the first screen, then the
// first changed section scrolled to the top, or the changed region (a footer shared by every page). `tsx scripts/revue/captures.ts <revue.json> <base>
// <tête> <dossier>`: revue.json is written by `npm run revue -- --json`, base and tête are the
// addresses of the two sites (the base served by the workflow, the head's preview). The files go
// into the workflow's « revue » artifact, which the comment names; index.json tells, for each page,
// its most telling capture on each side (scripts/revue/publish-captures.ts shows them in the comment).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { consentWords } from '../../lib/consent/words';
import { localeOf } from '../../lib/i18n';
import { playwrightChromium } from '../chromium.mjs';
import type { CaptureIndex } from './comment';
import type { Shots } from './report';
import { bypassHeaders } from './bypass';

/** The most pages photographed: a change to every page is read in the report, not in 80 pictures. */
const MAX_PAGES = 20;
const PHONE = { width: 375, height: 812 };

const [shotsFile, baseUrl, headUrl, outDir] = process.argv.slice(2);
if (!shotsFile || !baseUrl || !headUrl || !outDir) {
  console.error('Usage : tsx scripts/revue/captures.ts <revue.json> <adresse de la base> <adresse de la tête> <dossier>');
  process.exit(2);
}

/** `locations_salles-rive-gauche-vaugirard` for `/locations/salles-rive-gauche-vaugirard`; `accueil` for `/`. */
const fileStem = (path: string) => path.slice(1).replace(/[^a-z0-9-]+/gi, '_') || 'accueil';

/** The files written, the most telling last: the first screen, then the changed section or region. */
async function photograph(page: Page, url: string, shot: Shots['pages'][number], stem: string): Promise<string[]> {
  const { heading, region } = shot;
  const first = `${stem}-1-premier-ecran.png`;
  const section = `${stem}-2-section.png`;
  const response = await page.goto(url, { waitUntil: 'load' });
  if (!response?.ok()) return [];
  // The consent banner covers the first screen until a choice is made: refused, as a first visit
  // would, with the words of the page's own language.
  await page
    .getByRole('button', { name: consentWords(localeOf(shot.path)).refuseAll })
    .click({ timeout: 2000 })
    .catch(() => undefined);
  await page.screenshot({ path: first });
  if (!heading && region) {
    const landmark = page.locator(region).first();
    if (!(await landmark.count())) return [first];
    await landmark.screenshot({ path: section });
    return [first, section];
  }
  if (!heading) return [first];
  const title = page.getByRole('heading', { name: heading, exact: true }).first();
  if (!(await title.count())) return [first];
  // A heading read only by screen readers has no size: its container is shown instead. The
  // site's header stays pinned at the top: the section starts below it.
  await title.evaluate((element) => {
    const shown = element.getBoundingClientRect().height > 1 ? element : (element.parentElement ?? element);
    // Instant: the site scrolls smoothly, and the screenshot would catch the page on its way.
    shown.scrollIntoView({ block: 'start', behavior: 'instant' });
    window.scrollBy({ top: -(document.querySelector('header')?.getBoundingClientRect().height ?? 0) - 8, behavior: 'instant' });
  });
  await page.screenshot({ path: section });
  return [first, section];
}

const { pages } = JSON.parse(readFileSync(shotsFile, 'utf8')) as Shots;
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch(playwrightChromium);
// A protected preview lets the browser in with the automation bypass (docs/deploiement.md).
const page = await browser.newPage({
  viewport: PHONE,
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  extraHTTPHeaders: bypassHeaders(),
});
let files = 0;
const index: CaptureIndex = { pages: [] };
for (const shot of pages.slice(0, MAX_PAGES)) {
  const { path } = shot;
  const entry: CaptureIndex['pages'][number] = { path };
  for (const [side, site] of [
    ['avant', baseUrl],
    ['apres', headUrl],
  ] as const) {
    const stem = `${fileStem(path)}-${side}`;
    const written = await photograph(page, new URL(path, site).href, shot, join(outDir, stem)).catch((error: Error) => {
      console.error(`${path} (${side}) : ${error.message.split('\n')[0]}`);
      return [];
    });
    files += written.length;
    const telling = written.at(-1);
    if (telling) entry[side] = basename(telling);
  }
  index.pages.push(entry);
}
await browser.close();
writeFileSync(join(outDir, 'index.json'), JSON.stringify(index));
console.log(`${files} captures de ${index.pages.length} pages dans ${outDir}.`);
