// `npm run bench:build`: how the production build grows with the catalogue. For each size
// (1×, 10×, 50× today's venues, with their products, formulas and reviews), a copy of the
// project is made in a temporary folder with a synthetic catalogue, and every step of the
// package.json `build` script is run there and measured: wall time and peak memory of the
// whole process tree (Next.js spawns workers, so one process's max RSS would understate it).
// The figures go to stdout and into docs/mesures/bench-build.md, between the markers below; the
// analysis written by hand around them is kept.
// Options: --sizes 1,10,50 (default), --keep (keep the temporary folders). TMPDIR chooses where.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseDocument } from 'yaml';
import { mb, reportPath } from './bench/stats.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const REPORT = reportPath('bench-build.md', ROOT);
const BEGIN = '<!-- mesures:debut (écrit par scripts/bench-build.mjs) -->';
const END = '<!-- mesures:fin -->';
// Never copied: dependencies are linked, build outputs and caches must start empty.
const NOT_COPIED = new Set([
  'node_modules',
  '.next',
  '.contentlayer',
  '.git',
  'reports',
  'test-results',
  'playwright-report',
  'coverage',
  'data',
]);
const SAMPLE_MS = 100;

function option(name) {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? undefined : (process.argv[index + 1] ?? '');
}
const sizes = (option('sizes') ?? '1,10,50').split(',').map(Number);
if (sizes.some((n) => !Number.isInteger(n) || n < 1)) throw new Error('--sizes attend des entiers positifs, ex. --sizes 1,10');
const keep = process.argv.includes('--keep');

const buildSteps = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'))
  .scripts.build.split('&&')
  .map((s) => s.trim());

// ---- Synthetic catalogue

const VENUE_CODES_LINE = /export const VENUE_CODES = \[([^\]]*)\] as const;/;
const originalVenues = () => {
  const match = VENUE_CODES_LINE.exec(readFileSync(join(ROOT, 'lib/content-model/vocabulary.ts'), 'utf8'));
  if (!match)
    throw new Error('VENUE_CODES introuvable dans lib/content-model/vocabulary.ts : le banc ne sait plus étendre la liste des lieux.');
  return [...match[1].matchAll(/'([^']+)'/g)].map((m) => m[1]);
};

const listFiles = (dir) => (existsSync(dir) ? readdirSync(dir) : []);

/**
 * Copy k (2…factor) of each venue is `<code><k>`: its page (title numbered), its products and
 * formulas (files unchanged, so every reference and image path stays valid), its reviews,
 * its address in site.yaml and its code in VENUE_CODES. Prestations and categories stay as
 * they are: they list categories, not venues, and a category's gallery keeps its two venues.
 */
function multiplyCatalogue(dir, factor) {
  const content = join(dir, 'content');
  const originals = originalVenues();
  const copies = [];
  for (let k = 2; k <= factor; k += 1) {
    for (const venue of originals) {
      const code = `${venue}${k}`;
      copies.push({ venue, code });
      const page = readFileSync(join(content, 'lieux', `${venue}.mdx`), 'utf8');
      writeFileSync(join(content, 'lieux', `${code}.mdx`), page.replace(/^title: (.*)$/m, `title: $1 ${k}`));
      for (const type of ['produits', 'formules']) {
        cpSync(join(content, type, venue), join(content, type, code), { recursive: true });
      }
      for (const file of listFiles(join(content, 'avis')).filter((f) => f.startsWith(`${venue}-`))) {
        const reviews = readFileSync(join(content, 'avis', file), 'utf8');
        writeFileSync(join(content, 'avis', `${code}${file.slice(venue.length)}`), reviews.replace(/^lieu: .*$/m, `lieu: ${code}`));
      }
    }
  }
  const sitePath = join(content, 'site.yaml');
  const site = parseDocument(readFileSync(sitePath, 'utf8'));
  const addresses = site.get('lieux').items;
  for (const { venue, code } of copies) {
    const address = addresses.find((a) => a.get('code') === venue).clone();
    address.set('code', code);
    addresses.push(address);
  }
  writeFileSync(sitePath, site.toString());
  const vocabularyPath = join(dir, 'lib/content-model/vocabulary.ts');
  const codes = [...originals, ...copies.map((c) => c.code)].map((c) => `'${c}'`).join(', ');
  writeFileSync(
    vocabularyPath,
    readFileSync(vocabularyPath, 'utf8').replace(VENUE_CODES_LINE, `export const VENUE_CODES = [${codes}] as const;`),
  );
  const count = (type) => listFiles(join(content, type)).reduce((n, venue) => n + listFiles(join(content, type, venue)).length, 0);
  return {
    venues: listFiles(join(content, 'lieux')).length,
    products: count('produits'),
    formulas: count('formules'),
    reviews: listFiles(join(content, 'avis')).length,
    prestations: listFiles(join(content, 'prestations')).length,
    categories: listFiles(join(content, 'categories')).length,
  };
}

function projectCopy(factor) {
  const dir = mkdtempSync(join(tmpdir(), `bench-build-${factor}x-`));
  for (const name of readdirSync(ROOT)) {
    if (!NOT_COPIED.has(name)) cpSync(join(ROOT, name), join(dir, name), { recursive: true });
  }
  // Hard links, not a symlink: Turbopack refuses modules outside the project's root, and a
  // linked tree costs seconds and no disk space (it needs TMPDIR on node_modules' filesystem).
  execFileSync('cp', ['-al', join(ROOT, 'node_modules'), join(dir, 'node_modules')]);
  return { dir, catalogue: multiplyCatalogue(dir, factor) };
}

// ---- Measuring one step

/** Resident memory of a process and all its descendants, in bytes, from /proc. */
function treeRss(rootPid) {
  const children = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(name));
    } catch {
      // the process ended while we listed it
    }
  }
  let total = 0;
  const queue = [rootPid];
  while (queue.length) {
    const pid = queue.pop();
    try {
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      if (rss) total += Number(rss[1]) * 1024;
    } catch {
      // ended meanwhile
    }
    queue.push(...(children.get(pid) ?? []));
  }
  return total;
}

/** Runs one step; a failed step is measured too, with the last line that says why. */
function runStep(step, dir) {
  const env = { ...process.env, PWD: dir, PATH: `${join(dir, 'node_modules/.bin')}:${process.env.PATH}`, NEXT_TELEMETRY_DISABLED: '1' };
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn('sh', ['-c', step], { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    let peak = 0;
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const sampler = setInterval(() => (peak = Math.max(peak, treeRss(child.pid))), SAMPLE_MS);
    child.on('error', reject);
    child.on('close', (code) => {
      clearInterval(sampler);
      const seconds = (performance.now() - started) / 1000;
      const lines = output.replace(/\x1b\[[0-9;]*m/g, '').split('\n');
      const failure = code === 0 ? undefined : (lines.findLast((l) => /error|failed|échou|erreur/i.test(l)) ?? `code ${code}`).trim();
      resolve({ step, seconds, peak, output, failure });
    });
  });
}

// Next's own phases, as it prints them ("✓ Compiled successfully in 21.3s", "in 2.1min").
const NEXT_PHASES = [
  ['compilation', /Compiled successfully in ([\d.]+)(ms|s|min)\b/],
  ['TypeScript', /Finished TypeScript in ([\d.]+)(ms|s|min)\b/],
  ['pages statiques', /Generating static pages.*\(\d+\/\d+\) in ([\d.]+)(ms|s|min)\b/],
];
const UNIT_SECONDS = { ms: 0.001, s: 1, min: 60 };
function nextPhases(output) {
  const text = output.replace(/\x1b\[[0-9;]*m/g, '');
  return Object.fromEntries(
    NEXT_PHASES.flatMap(([name, pattern]) => {
      const match = pattern.exec(text);
      return match ? [[name, Number(match[1]) * UNIT_SECONDS[match[2]]]] : [];
    }),
  );
}

function routesBuilt(dir) {
  const manifest = join(dir, '.next/prerender-manifest.json');
  if (!existsSync(manifest)) return undefined;
  // Pages only: not /_not-found, /_global-error, nor files such as /robots.txt or /icon.svg.
  return Object.keys(JSON.parse(readFileSync(manifest, 'utf8')).routes).filter((route) => !/^\/_|\.\w+$/.test(route)).length;
}

async function measure(factor) {
  const load = loadavg()[0];
  const { dir, catalogue } = projectCopy(factor);
  console.error(
    `${factor}× : ${catalogue.venues} lieux, ${catalogue.products} produits, ${catalogue.formulas} formules, ${catalogue.reviews} fichiers d'avis, dans ${dir}`,
  );
  try {
    const steps = [];
    for (const step of buildSteps) {
      console.error(`  ${step}…`);
      const result = await runStep(step, dir);
      writeFileSync(join(dir, `bench-${steps.length + 1}.log`), result.output);
      console.error(
        `  ${step} : ${result.seconds.toFixed(1)} s, ${mb(result.peak)} Mo${result.failure ? ` — ÉCHEC : ${result.failure}` : ''}`,
      );
      steps.push(result);
      if (result.failure) break;
    }
    const next = steps.find((s) => /\bnext build\b/.test(s.step));
    return { factor, load, catalogue, steps, phases: next ? nextPhases(next.output) : {}, routes: routesBuilt(dir) };
  } finally {
    if (keep) console.error(`  dossier conservé : ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  }
}

// ---- Report

const fr = (n, digits = 1) => n.toLocaleString('fr-FR', { minimumFractionDigits: digits, maximumFractionDigits: digits });

function table(results) {
  const stepHeads = buildSteps.flatMap((s) => [`\`${s}\` (s)`, `\`${s}\` pic (Mo)`]);
  const phaseNames = NEXT_PHASES.map(([name]) => name);
  const head = [
    'Taille',
    'Lieux',
    'Produits',
    'Formules',
    "Fichiers d'avis",
    'Pages pré-rendues',
    ...stepHeads,
    'Total (s)',
    'Pic (Mo)',
    ...phaseNames.map((p) => `dont ${p} (s)`),
    'Charge au départ',
  ];
  const rows = results.map((r) => [
    `${r.factor}×`,
    r.catalogue.venues,
    r.catalogue.products,
    r.catalogue.formulas,
    r.catalogue.reviews,
    r.routes ?? '?',
    ...buildSteps.flatMap((_, i) => {
      const s = r.steps[i];
      if (!s) return ['non lancé', '–'];
      return [s.failure ? `échec après ${fr(s.seconds)}` : fr(s.seconds), mb(s.peak)];
    }),
    fr(r.steps.reduce((t, s) => t + s.seconds, 0)),
    Math.max(...r.steps.map((s) => mb(s.peak))),
    ...phaseNames.map((p) => (r.phases[p] === undefined ? '?' : fr(r.phases[p]))),
    fr(r.load, 2),
  ]);
  const failures = results.flatMap((r) =>
    r.steps.filter((s) => s.failure).map((s) => `${r.factor}× : \`${s.step}\` a échoué : ${s.failure}`),
  );
  return [
    [head, head.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n'),
    ...failures.map((f) => `\n${f}`),
  ].join('\n');
}

function section(results) {
  const nextVersion = JSON.parse(readFileSync(join(ROOT, 'node_modules/next/package.json'), 'utf8')).version;
  const contentlayerVersion = JSON.parse(readFileSync(join(ROOT, 'node_modules/contentlayer2/package.json'), 'utf8')).version;
  const first = results[0].catalogue;
  return [
    BEGIN,
    `Mesuré par \`npm run bench:build\` le ${new Date().toISOString().slice(0, 10)} : Node ${process.versions.node}, Next ${nextVersion},`,
    `contentlayer2 ${contentlayerVersion}, ${cpus().length} cœurs (${cpus()[0]?.model.trim()}), ${mb(totalmem())} Mo de mémoire.`,
    `Prestations (${first.prestations}) et catégories (${first.categories}) identiques à toutes les tailles. Chaque taille est construite à froid`,
    '(ni `.contentlayer` ni `.next`, donc aucun cache) dans sa propre copie du projet. Pic : mémoire résidente (RSS) de',
    `tout l'arbre de processus de l'étape, relevée toutes les ${SAMPLE_MS} ms ; « Pic (Mo) » est le plus haut des étapes.`,
    "Les phases de Next sont celles qu'il affiche lui-même. « Charge au départ » : charge moyenne sur une minute de la machine,",
    "partagée avec d'autres travaux : au-delà du nombre de cœurs, les temps sont gonflés d'autant.",
    '',
    table(results),
    END,
  ].join('\n');
}

function writeReport(results) {
  const measured = section(results);
  const previous = existsSync(REPORT) ? readFileSync(REPORT, 'utf8') : '';
  const start = previous.indexOf(BEGIN);
  const end = previous.indexOf(END);
  const text =
    start !== -1 && end > start
      ? previous.slice(0, start) + measured + previous.slice(end + END.length)
      : `# Temps et mémoire de la construction selon la taille du catalogue\n\n${measured}\n`;
  mkdirSync(dirname(REPORT), { recursive: true });
  writeFileSync(REPORT, text);
}

// The report is rewritten after each size, so a long run that is stopped keeps what it measured.
const results = [];
for (const factor of sizes) {
  results.push(await measure(factor));
  writeReport(results);
}
console.log(table(results));
console.error(`Rapport écrit dans ${REPORT}`);
if (results.some((r) => r.steps.some((s) => s.failure))) process.exitCode = 1;
