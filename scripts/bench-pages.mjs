// `npm run bench`: every page type of the site against the framework's floor (bench/plancher,
// a bare Next.js page with one photo), in the same run, on the same machine.
// - Bytes (deterministic, valid on a busy machine): gzip JavaScript the browser loads, gzip HTML
//   of the first response and the inline flight data (React Server Components payload in the
//   HTML), each as page / floor, checked against the budgets of issue #19. Exit code 1 when a
//   page is over budget, with one line per page and budget.
// - Lighthouse 12 (not a budget: its noise here is larger than the margins): performance, LCP,
//   TBT and CLS, median of RUNS runs, page and floor in alternation. `--sans-lighthouse` skips it.
// - Beside the budgets, not in them: what the page's link prefetches download while the visitor
//   only scrolls to the end (the next pages' data and code), and the page's text (folded parts included), against
//   which the inline data is judged (issue #36: at most 1.5 × the text).
// The site is built from a copy whose reviews and partner ratings are all real-looking and
// sourced (a production build hides example ones, which would flatter the figures); the build
// is kept in .tmp/builds/ and reused while the sources stay the same (tests/support/variants.ts).
// Each run adds a table to docs/mesures/bench-pages.md, with the machine's load; method and budgets: docs/performance.md.
// Options: --sans-lighthouse, --malgre-la-charge (measure Lighthouse on a busy machine anyway),
// --site=DIR (serve a copy built earlier instead of building the current sources), --page=PART
// (only the page types whose path contains PART; repeatable), --a-l-echelle (the pages at scale,
// issue #36: the Vaugirard venue with 30 formulas and 60 photos, 200 reviews of its children's parties;
// see atScale),
// PORT (site, default 3300), PORT_PLANCHER (floor, default 3310), RUNS (default 3).
// Run by tsx (package.json), which lets it share the test suite's copy-and-build helpers.
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ROOT } from '../tests/support/project-copy.ts';
import { buildVariant, deploymentEnv, startVariant } from '../tests/support/variants.ts';
import { CHROMIUM_PATH, lighthouseChrome } from './chromium.mjs';
import { decimal, kb, median, ratio, reportPath, seconds } from './bench/stats.mjs';

const args = new Set(process.argv.slice(2));
const WITH_LIGHTHOUSE = !args.has('--sans-lighthouse');
const DESPITE_LOAD = args.has('--malgre-la-charge');
const AT_SCALE = args.has('--a-l-echelle');
const SITE_PORT = Number(process.env.PORT ?? 3300);
const FLOOR_PORT = Number(process.env.PORT_PLANCHER ?? 3310);
const RUNS = Number(process.env.RUNS ?? 3);
const REPORT = reportPath('bench-pages.md', ROOT);
const FLOOR_SOURCE = join(ROOT, 'bench/plancher');
// Two levels down like bench/plancher, so that its relative paths (next.config, font, photo) hold.
const FLOOR_DIR = join(ROOT, '.tmp/plancher');
const KB = 1024;

// Budgets (issue #36, launch state): gzip JavaScript as a multiple of the floor's, HTML of the first
// response in gzip bytes, inline data as a multiple of the page's visible text (bytes).
const FLIGHT_PER_TEXT = 1.5;
const CONTENT = { js: 1.05, html: 15 * KB };
const VENUE = { js: 1.05, html: 20 * KB };
const FORM = { js: 1.15, html: 15 * KB };
const ALL_PAGE_TYPES = [
  ['Accueil', '/', CONTENT],
  ['Liste des prestations', '/prestations', CONTENT],
  ['Liste des salles', '/locations', CONTENT],
  ['Lieu (Vaugirard)', '/locations/salles-rive-gauche-vaugirard', VENUE],
  ['Lieu (Montparnasse)', '/locations/salles-rive-gauche-montparnasse', VENUE],
  ['Prestation (particuliers)', '/prestations/salles-pour-anniversaire-enfant-paris', CONTENT],
  ['Prestation (professionnels)', '/prestations/location-salles-de-reunion-paris', CONTENT],
  ['Produit (particuliers)', '/locations/salles-rive-gauche-vaugirard/salle-anniversaire-enfant-paris-15', CONTENT],
  ['Produit (professionnels)', '/locations/salles-rive-gauche-montparnasse/salle-de-reunion-montparnasse-paris-14', CONTENT],
  ['Calcul de tarif', '/calcul?offre=vaugirard-matin-week-end', FORM],
  ['Demande de devis', '/devis', FORM],
];

// --page=/devis (repeatable): only the page types whose path contains one of these.
const only = process.argv.filter((arg) => arg.startsWith('--page=')).map((arg) => arg.slice('--page='.length));
// At scale, the pages that show the grown venue, formulas, photos and reviews.
const SCALED = ['/locations/salles-rive-gauche-vaugirard', '/salle-anniversaire-enfant-paris-15', '/salles-pour-anniversaire-enfant-paris'];
const parts = only.length ? only : AT_SCALE ? SCALED : [];
const PAGE_TYPES = parts.length
  ? ALL_PAGE_TYPES.filter(([name, path]) => parts.some((part) => path.includes(part)) && !(AT_SCALE && name.includes('Montparnasse')))
  : ALL_PAGE_TYPES;

// ---- The machine

const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).map(Number);

/** This process and those that started it (npm, tsx). */
function ownLine() {
  const pids = new Set();
  for (let pid = process.pid; pid > 1 && !pids.has(pid);) {
    pids.add(pid);
    pid = Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
  }
  return pids;
}

/** Builds and test runs of anyone on the machine (their processes' command lines). */
function heavyJobs() {
  const found = [];
  const own = ownLine();
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    if (own.has(Number(pid))) continue;
    let command;
    try {
      command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
    } catch {
      continue;
    }
    if (/next(\.js)? build|next\/dist\/bin\/next build|vitest|playwright test|scripts\/test\.sh|lighthouse/.test(command)) {
      found.push(`${pid} ${command.slice(0, 100)}`);
    }
  }
  return found;
}

/** Lighthouse on a busy machine measures the machine: refuse it; bytes do not depend on load, so only warn. */
async function checkQuiet() {
  const jobs = heavyJobs();
  const limit = cpus().length * 0.75;
  // Our own builds have just raised the one-minute load: let it settle (at most 3 min) before
  // judging, or every first run would refuse itself. Other builds or tests are not waited for.
  for (let waited = 0; jobs.length === 0 && loadAverage()[0] > limit && waited < 180; waited += 10) {
    await new Promise((resolve) => setTimeout(resolve, 10_000));
  }
  const [load] = loadAverage();
  const busy = jobs.length > 0 || load > limit;
  if (!busy) return true;
  const lines = [
    '',
    '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!',
    `!!! Machine occupée : charge ${load} sur ${cpus().length} cœurs${jobs.length ? `, ${jobs.length} build(s) ou test(s) en cours :` : '.'}`,
    ...jobs.map((job) => `!!!   ${job}`),
    WITH_LIGHTHOUSE && !DESPITE_LOAD
      ? '!!! Lighthouse mesurerait la machine, pas les pages : mesure refusée. Attendre, ou --sans-lighthouse (octets seuls), ou --malgre-la-charge.'
      : '!!! Les octets restent exacts ; les chiffres de Lighthouse de ce passage ne valent rien.',
    '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!',
    '',
  ];
  console.error(lines.join('\n'));
  if (WITH_LIGHTHOUSE && !DESPITE_LOAD) process.exit(2);
  return false;
}

// ---- The site, with sourced reviews

const PLATFORM_URLS = {
  google: (n) => `https://www.google.com/maps/contrib/1048${n}/reviews`,
  trustpilot: (n) => `https://www.trustpilot.com/reviews/66${String(n).padStart(6, '0')}a1b2c3d4e5f6`,
  abc_salles: (n) => `https://www.abcsalles.com/avis/${10000 + n}`,
  bedouk: (n) => `https://www.bedouk.com/avis-salle/${20000 + n}`,
};
const RATING_URLS = {
  Google: 'https://g.page/salles-rive-gauche',
  'ABC Salles': 'https://www.abcsalles.com/salle/salles-rive-gauche',
  Trustpilot: 'https://www.trustpilot.com/review/salles-rive-gauche.fr',
  Bedouk: 'https://www.bedouk.com/lieu/salles-rive-gauche',
};

/** Every example review and partner rating becomes a real one, with its source on its platform. */
function sourceReviews(dir) {
  let n = 0;
  const reviews = join(dir, 'content/avis');
  for (const file of readdirSync(reviews)) {
    const path = join(reviews, file);
    const text = readFileSync(path, 'utf8').replace(/- type: (\w+)\n(\s+)exemple: true\n/g, (_, type, indent) => {
      n += 1;
      return `- type: ${type}\n${indent}url: ${PLATFORM_URLS[type](n)}\n`;
    });
    writeFileSync(path, text);
  }
  const site = join(dir, 'content/site.yaml');
  writeFileSync(
    site,
    readFileSync(site, 'utf8').replace(
      /- nom: (.+)\n(\s+)note: (.+)\n\s+exemple: true\n/g,
      (_, name, indent, note) => `- nom: ${name}\n${indent}note: ${note}\n${indent}url: ${RATING_URLS[name]}\n`,
    ),
  );
  const ratings = /\nnotes_particuliers:[\s\S]*?\nplateformes:/.exec(readFileSync(site, 'utf8'))?.[0] ?? 'exemple';
  if (ratings.includes('exemple') || readdirSync(reviews).some((file) => readFileSync(join(reviews, file), 'utf8').includes('exemple'))) {
    throw new Error('Des avis ou des notes d’exemple restent dans la copie : revoir sourceReviews (scripts/bench-pages.mjs).');
  }
}

/**
 * The site at scale (issue #36, « Bad input »), on top of the sourced reviews: the Vaugirard venue
 * with 30 formulas (12 more copies of its Saturday-morning one, also served by its children's party
 * product) and 60 photos (its three, repeated under numbered names), and 200 reviews of its
 * children's parties (shown on the venue, that product and the children's party prestation).
 */
function atScale(dir) {
  sourceReviews(dir);
  const formulas = join(dir, 'content/formules/vaugirard');
  const morning = readFileSync(join(formulas, 'matin-week-end.yaml'), 'utf8');
  const added = Array.from({ length: 12 }, (_, i) => `matin-week-end-${i + 2}`);
  added.forEach((id, i) => writeFileSync(join(formulas, `${id}.yaml`), morning.replace(/^name: (.+)$/m, `name: $1 ${i + 2}`)));
  const product = join(dir, 'content/produits/vaugirard/salle-anniversaire-enfant-paris-15.mdx');
  writeFileSync(product, readFileSync(product, 'utf8').replace(/^formules: \[(.+)\]$/m, `formules: [$1, ${added.join(', ')}]`));
  const venue = join(dir, 'content/lieux/vaugirard.mdx');
  const text = readFileSync(venue, 'utf8');
  const photos = [
    ...(/\nphotos:\n((?: {2}- name: .+\n {4}url: .+\n)+)/.exec(text)?.[1].matchAll(/ {2}- name: (.+)\n {4}url: (.+)\n/g) ?? []),
  ];
  if (photos.length === 0) throw new Error('Photos du lieu de Vaugirard introuvables : revoir atScale (scripts/bench-pages.mjs).');
  const more = Array.from({ length: 60 - photos.length }, (_, i) => {
    const [, name, url] = photos[i % photos.length];
    return `  - name: ${name}, vue ${i + 2}\n    url: ${url}\n`;
  });
  writeFileSync(venue, text.replace(/(\nphotos:\n(?: {2}- name: .+\n {4}url: .+\n)+)/, `$1${more.join('')}`));
  const reviews = join(dir, 'content/avis/vaugirard-anniversaire_enfants.yaml');
  const list = readFileSync(reviews, 'utf8');
  const shown = list.split('\n  - type: ').length - 1;
  const platforms = Object.keys(PLATFORM_URLS);
  const extra = Array.from({ length: 200 - shown }, (_, i) => {
    const type = platforms[i % platforms.length];
    const day = String((i % 28) + 1).padStart(2, '0');
    const month = String((i % 12) + 1).padStart(2, '0');
    return [
      `  - type: ${type}`,
      `    url: ${PLATFORM_URLS[type](1000 + i)}`,
      `    title: "Un anniversaire réussi, n° ${i + 1}"`,
      '    text: "Salle propre et chauffée, accueil aimable, les enfants ont pu jouer et danser. Le métro est tout proche et les parents ont trouvé facilement."',
      `    author: "Parent ${i + 1}"`,
      `    date: "${day}/${month}/${2024 + (i % 2)}"`,
      `    event: "Anniversaire des ${(i % 8) + 3} ans"`,
    ].join('\n');
  });
  writeFileSync(reviews, `${list.trimEnd()}\n${extra.join('\n')}\n`);
}

// ---- The floor

const nextBin = join(ROOT, 'node_modules/next/dist/bin/next');

function filesOf(dir, prefix = '') {
  return readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesOf(dir, join(prefix, entry.name)) : [join(prefix, entry.name)],
  );
}

/** Built once, then again only when its sources, the site's next.config or the version of Next or React change. */
function buildFloor() {
  const hash = createHash('sha256');
  for (const file of filesOf(FLOOR_SOURCE).sort()) hash.update(file).update(readFileSync(join(FLOOR_SOURCE, file)));
  hash.update(readFileSync(join(ROOT, 'next.config.ts')));
  for (const name of ['next', 'react', 'react-dom']) hash.update(readFileSync(join(ROOT, 'node_modules', name, 'package.json')));
  const key = hash.digest('hex');
  const done = join(FLOOR_DIR, '.bench-key');
  if (existsSync(done) && readFileSync(done, 'utf8') === key) return;
  rmSync(FLOOR_DIR, { recursive: true, force: true });
  cpSync(FLOOR_SOURCE, FLOOR_DIR, { recursive: true });
  console.log('Construction du plancher (bench/plancher)…');
  execFileSync(process.execPath, [nextBin, 'build'], { cwd: FLOOR_DIR, env: deploymentEnv(FLOOR_DIR), stdio: 'inherit' });
  writeFileSync(done, key);
}

async function startFloor() {
  const child = spawn(process.execPath, [nextBin, 'start', '-p', String(FLOOR_PORT), '-H', '127.0.0.1'], {
    cwd: FLOOR_DIR,
    env: { ...deploymentEnv(FLOOR_DIR), NODE_ENV: 'production' },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${FLOOR_PORT}`;
  for (let i = 0; i < 120; i += 1) {
    if (child.exitCode !== null) throw new Error(`Le plancher s'est arrêté (code ${child.exitCode}).`);
    if (
      await fetch(base).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { base, kill: () => child.kill('SIGTERM') };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill('SIGKILL');
  throw new Error(`Le plancher ne répond pas sur ${base}.`);
}

// ---- Bytes

const gzipLength = (bytes) => gzipSync(bytes).length;

/** The inline flight data: the strings pushed to self.__next_f by the HTML's scripts. */
const flightBytes = (html) =>
  [...html.matchAll(/<script>(self\.__next_f\.push\(.*?\))<\/script>/gs)].reduce(
    (total, [, script]) => total + Buffer.byteLength(script),
    0,
  );

/** What a phone downloads and what the first response carries, in bytes (gzip as Next serves them). */
async function weigh(browser, url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} : réponse ${response.status}, rien à mesurer.`);
  const html = await response.text();
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  const page = await context.newPage();
  const scripts = new Map();
  // The prefetching of the links in view is the next page's data and code, fetched while idle:
  // left out, or a page would be charged for the product page it links to.
  await page.route('**/*', (route) => (route.request().headers()['next-router-prefetch'] ? route.abort() : route.continue()));
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => undefined);
    if (body) scripts.set(response.url(), gzipLength(body));
  });
  const loaded = await page.goto(url, { waitUntil: 'networkidle' });
  if (!loaded?.ok()) throw new Error(`${url} : réponse ${loaded?.status()} dans le navigateur.`);
  // Code loaded once the page is idle (after hydration) is the page's own: wait for it too.
  await page.waitForTimeout(1000);
  await page.waitForLoadState('networkidle');
  await context.close();
  const js = [...scripts.values()].reduce((a, b) => a + b, 0);
  return {
    js,
    prefetch: (await scrolledDownload(browser, url)) - js,
    html: gzipLength(Buffer.from(html)),
    flight: flightBytes(html),
    text: textBytes(html),
  };
}

/** The page's text, folded parts included (what a visitor can read, opening every disclosure): the HTML without its scripts, styles and tags. */
const textBytes = (html) =>
  Buffer.byteLength(
    html
      .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&(?:#x?[0-9a-f]+|\w+);/gi, '_')
      .replace(/\s+/g, ' ')
      .trim(),
  );

/** Scripts and prefetched data (gzip) a phone downloads when the visitor scrolls to the end of the page and waits. */
async function scrolledDownload(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  const page = await context.newPage();
  const bodies = new Map();
  page.on('response', async (response) => {
    const request = response.request();
    if (request.resourceType() !== 'script' && !request.headers()['next-router-prefetch']) return;
    const body = await response.body().catch(() => undefined);
    if (body) bodies.set(request.url(), gzipLength(body));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 400) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(50);
  }
  await page.waitForTimeout(1000);
  await page.waitForLoadState('networkidle');
  await context.close();
  return [...bodies.values()].reduce((a, b) => a + b, 0);
}

// ---- Lighthouse

async function lighthouseRuns(chrome, pageUrl, floorUrl) {
  const audit = async (url) => {
    const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    if (lhr.runtimeError) throw new Error(`${url} : ${lhr.runtimeError.message}`);
    return {
      performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
    };
  };
  // One run of each not counted: the first request of each image size runs the image optimiser.
  await audit(pageUrl);
  await audit(floorUrl);
  const page = [];
  const floor = [];
  for (let run = 0; run < RUNS; run += 1) {
    page.push(await audit(pageUrl));
    floor.push(await audit(floorUrl));
  }
  const summary = (runs) => Object.fromEntries(['performance', 'lcp', 'tbt', 'cls'].map((key) => [key, median(runs.map((r) => r[key]))]));
  return {
    page: summary(page),
    floor: summary(floor),
    range: [Math.min(...page.map((r) => r.performance)), Math.max(...page.map((r) => r.performance))],
  };
}

// ---- The run

// --site=DIR serves a copy built earlier (in .tmp/builds/) as it is, to compare two builds.
const siteDir = process.argv.find((arg) => arg.startsWith('--site='))?.slice('--site='.length);
const built = siteDir
  ? { name: 'bench-avis-sources', dir: siteDir, env: deploymentEnv(siteDir) }
  : await buildVariant(AT_SCALE ? { name: 'bench-a-l-echelle', edit: atScale } : { name: 'bench-avis-sources', edit: sourceReviews });
buildFloor();
const quiet = await checkQuiet();
const loadBefore = loadAverage();

const site = await startVariant(built, SITE_PORT);
const floor = await startFloor().catch(async (error) => {
  await site.kill();
  throw error;
});
const rows = [];
let floorBytes;
try {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox', '--disable-background-networking'] });
  try {
    // The floor before and after the pages: the same bytes both times, or the measure is wrong.
    floorBytes = await weigh(browser, `${floor.base}/`);
    for (const [name, path, budget] of PAGE_TYPES) rows.push({ name, path, budget, bytes: await weigh(browser, site.base + path) });
    const again = await weigh(browser, `${floor.base}/`);
    if (JSON.stringify(again) !== JSON.stringify(floorBytes))
      console.error(`Attention : le plancher a changé pendant la mesure (${JSON.stringify(floorBytes)} puis ${JSON.stringify(again)}).`);
  } finally {
    await browser.close();
  }
  if (WITH_LIGHTHOUSE) {
    const chrome = await chromeLauncher.launch(lighthouseChrome);
    try {
      for (const row of rows) {
        row.lighthouse = await lighthouseRuns(chrome, site.base + row.path, `${floor.base}/`);
        const { page, floor: f } = row.lighthouse;
        console.log(
          `${row.name} : performance ${page.performance} (plancher ${f.performance}), LCP ${seconds(page.lcp)} (${seconds(f.lcp)}), TBT ${seconds(page.tbt)} (${seconds(f.tbt)})`,
        );
      }
    } finally {
      await chrome.kill();
    }
  }
} finally {
  floor.kill();
  await site.kill();
}
const loadAfter = loadAverage();

// ---- Budgets and report

const over = [];
for (const { name, path, budget, bytes } of rows) {
  const js = bytes.js / floorBytes.js;
  if (js > budget.js) over.push(`${name} (${path}) : JavaScript ${kb(bytes.js)}, ${ratio(js)} le plancher (budget ${ratio(budget.js)})`);
  if (bytes.html > budget.html) over.push(`${name} (${path}) : HTML ${kb(bytes.html)} gzip (budget ${kb(budget.html)})`);
  const flight = bytes.flight / bytes.text;
  if (flight > FLIGHT_PER_TEXT)
    over.push(
      `${name} (${path}) : données en ligne ${kb(bytes.flight)}, ${ratio(flight)} le texte de la page (budget ${ratio(FLIGHT_PER_TEXT)})`,
    );
}

const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: ROOT, encoding: 'utf8' }).trim()
  ? ' (avec des modifications non validées)'
  : '';
const lighthouseVersion = JSON.parse(readFileSync(join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8')).version;
const load = (values) => values.map((v) => decimal(v, 2)).join(' / ');
const table = [
  `## ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, commit ${commit}${dirty}${AT_SCALE ? ' — à l’échelle (--a-l-echelle : lieu de Vaugirard à 30 formules et 60 photos, 200 avis d’anniversaire d’enfant)' : ''}`,
  '',
  `Charge (1, 5, 15 min, ${cpus().length} cœurs) : ${load(loadBefore)} au début, ${load(loadAfter)} à la fin${quiet ? '.' : ' : machine occupée, Lighthouse sans valeur.'}`,
  `Plancher : JavaScript ${kb(floorBytes.js)} (préchargements au défilement ${kb(floorBytes.prefetch)}), HTML ${kb(floorBytes.html)}, données en ligne ${kb(floorBytes.flight)} pour ${kb(floorBytes.text)} de texte.`,
  '',
  '| Page | JS gzip | JS / plancher (budget) | Préchargements au défilement | HTML gzip (budget) | HTML / plancher | Données en ligne | Texte de la page | Données / texte (budget) |' +
    (WITH_LIGHTHOUSE ? ' Performance (plancher) | LCP (plancher) | TBT (plancher) | CLS (plancher) |' : ''),
  '|---|---|---|---|---|---|---|---|---|' + (WITH_LIGHTHOUSE ? '---|---|---|---|' : ''),
  ...rows.map(({ name, path, budget, bytes, lighthouse: lh }) => {
    const mark = (ok) => (ok ? '' : ' **hors budget**');
    const js = bytes.js / floorBytes.js;
    const flight = bytes.flight / bytes.text;
    const cells = [
      `${name} (\`${path}\`)`,
      kb(bytes.js),
      `${ratio(js)} (${ratio(budget.js)})${mark(js <= budget.js)}`,
      kb(bytes.prefetch),
      `${kb(bytes.html)} (${kb(budget.html)})${mark(bytes.html <= budget.html)}`,
      ratio(bytes.html / floorBytes.html),
      kb(bytes.flight),
      kb(bytes.text),
      `${ratio(flight)} (${ratio(FLIGHT_PER_TEXT)})${mark(flight <= FLIGHT_PER_TEXT)}`,
    ];
    if (lh) {
      const { page, floor: f } = lh;
      cells.push(
        `${page.performance} (${f.performance}) [${lh.range.join('–')}]`,
        `${seconds(page.lcp)} (${seconds(f.lcp)})`,
        `${seconds(page.tbt)} (${seconds(f.tbt)})`,
        `${decimal(page.cls, 3)} (${decimal(f.cls, 3)})`,
      );
    }
    return `| ${cells.join(' | ')} |`;
  }),
  '',
  over.length ? `Hors budget :\n\n${over.map((line) => `- ${line}`).join('\n')}` : 'Toutes les pages sont dans les budgets d’octets.',
  '',
];

const HEADER = [
  '# Pages contre le plancher de Next.js',
  '',
  'Un tableau par passage de `npm run bench` (scripts/bench-pages.mjs), le plus récent en haut.',
  'Le plancher (bench/plancher) : une page Next.js 16 nue, un titre, un paragraphe et une photo par next/image avec flou d’attente,',
  'mêmes réglages d’images et même police que le site, construite et servie comme lui, mesurée dans le même passage.',
  'Le site est construit depuis une copie où tous les avis et notes sont réels et sourcés (la production masque les exemples).',
  '',
  'Octets : JavaScript chargé par un téléphone (412 px) jusqu’au repos du réseau, sans le préchargement des liens visibles (il sert la page suivante), compressé en gzip comme Next le sert ;',
  'à part, ce que les préchargements des liens téléchargent (code et données, gzip) quand le visiteur fait défiler la page jusqu’au bout ;',
  'HTML de la première réponse, compressé ; données en ligne (`self.__next_f.push`, la charge utile des composants serveur), non compressées,',
  'contre le texte de la page (ses parties repliées comprises : le HTML sans scripts, styles ni balises, en octets).',
  'Les octets ne dépendent pas de la charge de la machine. Lighthouse ' +
    lighthouseVersion +
    ' (mobile simulé, médiane de ' +
    RUNS +
    ' passages,',
  'page et plancher en alternance, [plus bas–plus haut] de la page) en dépend : ses chiffres ne valent que sur une machine au repos.',
  'Budgets (issue #36, depuis le 2026-11-27 ; ceux d’avant, issue #19 : JavaScript 1,10 ×, 1,14 × sur les produits, 1,20 × sur les formulaires, HTML 20 Ko, 30 Ko sur les lieux) :',
  `JavaScript ≤ ${ratio(CONTENT.js)} le plancher, ${ratio(FORM.js)} sur /calcul et /devis ; HTML ≤ ${kb(CONTENT.html)} gzip, ${kb(VENUE.html)} sur les pages de lieu ;`,
  `données en ligne ≤ ${ratio(FLIGHT_PER_TEXT)} le texte de la page. Méthode et lecture : docs/performance.md.`,
  '',
];
const previous = existsSync(REPORT)
  ? readFileSync(REPORT, 'utf8')
      .split('\n## ')
      .slice(1)
      .map((section) => `## ${section}`)
  : [];
writeFileSync(REPORT, [...HEADER, table.join('\n'), ...previous].join('\n').replace(/\n{3,}/g, '\n\n'));
console.log(`\n${table.join('\n')}`);
if (over.length) {
  console.error(`\n${over.length} dépassement(s) de budget :\n${over.map((line) => `  ${line}`).join('\n')}`);
  process.exit(1);
}
