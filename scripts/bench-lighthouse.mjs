// `npm run bench:lighthouse`: Lighthouse 12 in Debian's Chromium on every page type of the production
// build, three runs each, and the median scores and Web Vitals in docs/mesures/bench-lighthouse.md.
// Lighthouse's default mobile setting: a mid-range phone, simulated slow 4G and 4× CPU slowdown.
// The production build is used as it is (`npm run build` first if there is none).
// Options: PORT (default 3300), RUNS (default 3), CHROMIUM_PATH (default /usr/bin/chromium).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_PATH, lighthouseChrome } from './chromium.mjs';
import { decimal, median, reportPath, seconds } from './bench/stats.mjs';

const PORT = Number(process.env.PORT ?? 3300);
const RUNS = Number(process.env.RUNS ?? 3);
const BASE = `http://127.0.0.1:${PORT}`;
const REPORT = reportPath('bench-lighthouse.md');

const PAGE_TYPES = [
  ['Accueil', '/'],
  ['Liste des prestations', '/prestations'],
  ['Liste des salles', '/locations'],
  ['Lieu', '/locations/salles-rive-gauche-vaugirard'],
  ['Prestation (particuliers)', '/prestations/salles-pour-anniversaire-enfant-paris'],
  ['Prestation (professionnels)', '/prestations/location-salles-de-reunion-paris'],
  ['Produit (particuliers)', '/locations/salles-rive-gauche-vaugirard/salle-anniversaire-enfant-paris-15'],
  ['Produit (professionnels)', '/locations/salles-rive-gauche-montparnasse/salle-de-reunion-montparnasse-paris-14'],
  ['Calcul de tarif', '/calcul?offre=vaugirard-matin-week-end'],
  ['Demande de devis', '/devis'],
  ['Mentions légales', '/mentions-legales'],
  ['Confidentialité', '/confidentialite'],
];
// The 404 page is left out: Lighthouse refuses to audit a page answered with status 404.
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const TARGET = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
const METRICS = [
  ['FCP', 'first-contentful-paint', 'ms'],
  ['LCP', 'largest-contentful-paint', 'ms'],
  ['TBT', 'total-blocking-time', 'ms'],
  ['CLS', 'cumulative-layout-shift', ''],
  ['Speed Index', 'speed-index', 'ms'],
];

async function waitForServer(server) {
  for (let i = 0; i < 120; i += 1) {
    if (server.exitCode !== null) throw new Error(`next start s'est arrêté (code ${server.exitCode}).`);
    try {
      if ((await fetch(BASE)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`Le serveur ne répond pas sur ${BASE}.`);
}

if (!existsSync('.next/BUILD_ID')) execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
// Another server on the port would be measured instead of this build.
if (
  await fetch(BASE).then(
    () => true,
    () => false,
  )
) {
  console.error(`Le port ${PORT} est déjà utilisé : arrêter ce serveur ou choisir PORT=…`);
  process.exit(1);
}

const server = spawn('npx', ['next', 'start', '-p', String(PORT), '-H', '127.0.0.1'], { stdio: 'ignore', detached: true });
const stopServer = () => {
  try {
    process.kill(-server.pid);
  } catch {
    // already stopped
  }
};
process.on('exit', stopServer);

let chrome;
const audit = (path, categories) =>
  lighthouse(`${BASE}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories });
const rows = [];
const loads = [];
const benchmarks = [];
try {
  await waitForServer(server);
  chrome = await chromeLauncher.launch(lighthouseChrome);
  for (const [name, path] of PAGE_TYPES) {
    const runs = [];
    // One run not counted: the first request of each image size runs the image optimiser,
    // which a deployed site has long done (its CDN serves the cached file).
    await audit(path, ['performance']);
    for (let run = 1; run <= RUNS; run += 1) {
      const result = await audit(path, CATEGORIES);
      const { categories, audits, runtimeError } = result.lhr;
      if (runtimeError) throw new Error(`${path} : ${runtimeError.message}`);
      benchmarks.push(result.lhr.environment.benchmarkIndex);
      runs.push({
        scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((categories[c].score ?? 0) * 100)])),
        metrics: Object.fromEntries(METRICS.map(([, id]) => [id, audits[id].numericValue])),
        failing: [
          ...CATEGORIES.filter((c) => c !== 'performance').flatMap((c) =>
            categories[c].auditRefs
              .filter((ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score < 1)
              .map((ref) => ref.id),
          ),
          // Not weighted in the score, but a lazy largest image is a mistake in our markup, not noise.
          ...(audits['lcp-lazy-loaded']?.score === 0 ? ['lcp-lazy-loaded'] : []),
        ],
      });
      loads.push(loadavg()[0]);
      console.log(`${name} (${run}/${RUNS}) : ${CATEGORIES.map((c) => runs.at(-1).scores[c]).join(' / ')}`);
    }
    rows.push({
      name,
      path,
      scores: Object.fromEntries(CATEGORIES.map((c) => [c, median(runs.map((r) => r.scores[c]))])),
      performanceRange: [Math.min(...runs.map((r) => r.scores.performance)), Math.max(...runs.map((r) => r.scores.performance))],
      metrics: Object.fromEntries(METRICS.map(([, id]) => [id, median(runs.map((r) => r.metrics[id]))])),
      failing: [...new Set(runs.flatMap((r) => r.failing))],
    });
  }
} finally {
  await chrome?.kill();
  stopServer();
}

const chromiumVersion = execFileSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8' }).trim();
const lighthouseVersion = JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')).version;
const format = (value, unit) => (unit === 'ms' ? seconds(value) : decimal(value, 3));
const misses = rows.flatMap((row) =>
  CATEGORIES.filter((c) => row.scores[c] < TARGET[c]).map((c) => `${row.name} : ${c} ${row.scores[c]} (objectif ${TARGET[c]})`),
);

const lines = [
  '# Lighthouse : scores et Web Vitals par type de page',
  '',
  `Mesuré par \`npm run bench:lighthouse\` (scripts/bench-lighthouse.mjs) le ${new Date().toISOString().slice(0, 10)} : Lighthouse ${lighthouseVersion}, ${chromiumVersion},`,
  `réglage mobile par défaut (téléphone de milieu de gamme, 4G lente simulée, processeur ralenti 4×), sur \`next start\` (build de production, en local).`,
  `Médiane de ${RUNS} passages par page, après un passage de chauffe non compté. Aucun consentement donné : la bannière est affichée, aucun traceur n’est chargé.`,
  `Charge de la machine pendant la mesure (moyenne sur 1 min, ${cpus().length} cœurs) : de ${Math.min(...loads).toFixed(1)} à ${Math.max(...loads).toFixed(1)} ;`,
  `indice de calcul mesuré par Lighthouse (benchmarkIndex) : ${Math.round(median(benchmarks))} en médiane.`,
  'Lighthouse simule la lenteur à partir des temps de calcul observés : une machine chargée par d’autres processus dégrade surtout TBT et LCP.',
  '',
  'La colonne « écart » donne le plus bas et le plus haut score de performance des passages : leur dispersion sur une même page dit la précision de la mesure.',
  'Analyse et pistes : docs/performance.md.',
  '',
  '| Page | Performance | Écart | Accessibilité | Bonnes pratiques | SEO | ' + METRICS.map(([label]) => label).join(' | ') + ' |',
  '|---|---|---|---|---|---|' + METRICS.map(() => '---|').join(''),
  ...rows.map(
    (row) =>
      `| ${row.name} (\`${row.path}\`) | ${row.scores.performance} | ${row.performanceRange.join('–')} | ${CATEGORIES.slice(1)
        .map((c) => row.scores[c])
        .join(' | ')} | ${METRICS.map(([, id, unit]) => format(row.metrics[id], unit)).join(' | ')} |`,
  ),
  '',
  `Objectifs : performance ≥ ${TARGET.performance}, accessibilité, bonnes pratiques et SEO à 100.`,
  '',
  misses.length
    ? `Objectifs manqués :\n\n${misses.map((m) => `- ${m}`).join('\n')}`
    : 'Tous les objectifs sont atteints sur chaque type de page.',
  '',
  ...(rows.some((row) => row.failing.length)
    ? [
        'Audits non réussis (hors score de performance), au moins une fois :',
        '',
        ...rows.filter((row) => row.failing.length).map((row) => `- ${row.name} : ${row.failing.join(', ')}`),
        '',
      ]
    : []),
];
mkdirSync('docs', { recursive: true });
writeFileSync(REPORT, lines.join('\n'));
console.log(`\n${lines.join('\n')}`);
