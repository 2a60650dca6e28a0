// `npm run bench:revue`: the time a review takes (docs/revue.md), for a change of every kind
// (tests/support/revue.ts) and for a change of every page (the VAT rate), each step measured: the
// head's build (a copy built once and kept between runs: « gardée » then), the base's build kept
// and restored as the workflow's cache does, the visitor model and the content check of each side,
// the pages and public answers read from the builds, the comparison and the report, and the
// screenshots before and after. The base is the project's own build (`npm run build` first). The
// figures go to stdout and into docs/mesures/bench-revue.md, between the markers below; each
// report into .tmp/<variant>.md, to read.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { review } from './revue/diff';
import { reportLines, shotsOf } from './revue/report';
import { checkOf, filesOf, isBuilt, modelOf, viewsOf } from './revue/sides';
import { CHANGES_VARIANT } from '../tests/support/revue';
import { ROOT } from '../tests/support/project-copy';
import { startSite } from '../tests/support/site';
import { buildVariant, type Variant } from '../tests/support/variants';
import { decimal, reportPath } from './bench/stats.mjs';

const REPORT = reportPath('bench-revue.md', ROOT);
const BEGIN = '<!-- mesures:debut (écrit par scripts/bench-revue.ts) -->';
const END = '<!-- mesures:fin -->';

const EVERY_PAGE: Variant = {
  name: 'revue-tva',
  edit: (dir) => {
    const file = join(dir, 'content/site.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^taux_tva: 20$/m, 'taux_tva: 10'));
  },
};

if (!isBuilt(ROOT)) {
  console.error('Le site n’est pas construit : lancer `npm run build` avant `npm run bench:revue`.');
  process.exit(1);
}

const format = (ms: number) => decimal(ms / 1000, 1);

/** A build shorter than this was not made now but kept from an earlier run. */
const KEPT_BELOW_MS = 10_000;

/** The base's build copied to a cache folder and back, without Next's own cache, as scripts/revue/ci.ts does. */
function cacheRoundTrip() {
  const cache = mkdtempSync(join(ROOT, '.tmp', 'revue-cache-'));
  try {
    cpSync(join(ROOT, '.next'), join(cache, 'kept'), {
      recursive: true,
      verbatimSymlinks: true,
      filter: (path) => !path.endsWith('/.next/cache'),
    });
    cpSync(join(cache, 'kept'), join(cache, 'restored'), { recursive: true, verbatimSymlinks: true });
  } finally {
    rmSync(cache, { recursive: true, force: true });
  }
}

/** The screenshots before and after of the changed pages, both builds served on loopback ports. */
async function capture(headDir: string, shots: string) {
  const data = mkdtempSync(join(ROOT, '.tmp', 'revue-captures-'));
  const sites = await Promise.all([
    startSite({ DEVIS_DATA_DIR: join(data, 'base') }, { waitForStore: false }),
    startSite({ DEVIS_DATA_DIR: join(data, 'tete') }, { dir: headDir, waitForStore: false }),
  ]);
  try {
    execFileSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/revue/captures.ts', shots, sites[0].base, sites[1].base, join(data, 'captures')],
      { cwd: ROOT, stdio: 'pipe' },
    );
  } finally {
    await Promise.all(sites.map((site) => site.kill()));
    rmSync(data, { recursive: true, force: true });
  }
}

async function measure(variant: Variant) {
  const times: Record<string, number> = {};
  const timed = async <T>(step: string, work: () => T | Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await work();
    times[step] = performance.now() - started;
    return result;
  };
  const load = loadavg()[0]!;
  const head = await timed('construction tête', () => buildVariant(variant));
  await timed('cache base', cacheRoundTrip);
  const baseFiles = await timed('fichiers base', () => filesOf(ROOT));
  const base = await timed('modèle base', () => modelOf(ROOT, { buildContent: false, files: baseFiles }));
  // In the workflow the head is not built by the review: its content is (contentlayer2 build), then read.
  const headFiles = await timed('fichiers tête', () => filesOf(head.dir));
  const next = await timed('contenu et modèle tête', () => modelOf(head.dir, { buildContent: true, files: headFiles }));
  const baseCheck = await timed('vérification base', () => checkOf(ROOT));
  const headCheck = await timed('vérification tête', () => checkOf(head.dir));
  const paths = (side: typeof base) => side.model!.pages.map((page) => page.path);
  const baseViews = (await timed('textes base', () => viewsOf(ROOT, paths(base)))).views;
  const headViews = (await timed('textes tête', () => viewsOf(head.dir, paths(next)))).views;
  const result = await timed('comparaison et rapport', () =>
    review({ ...base, check: baseCheck, views: baseViews }, { ...next, check: headCheck, views: headViews }),
  );
  const lines = reportLines(result);
  writeFileSync(join(ROOT, '.tmp', `${variant.name}.md`), `${lines.join('\n')}\n`);
  const shots = join(ROOT, '.tmp', `${variant.name}.json`);
  writeFileSync(shots, JSON.stringify(shotsOf(result)));
  await timed('captures', () => capture(head.dir, shots));
  const total = Object.entries(times).reduce((sum, [step, ms]) => (step === 'construction tête' ? sum : sum + ms), 0);
  return { name: variant.name, times, total, load, pages: result.changed.length, lines: lines.length };
}

const runs = [await measure(CHANGES_VARIANT), await measure(EVERY_PAGE)];
const steps = Object.keys(runs[0]!.times);
const table = [
  `| Changement | Pages modifiées | Lignes du rapport | ${steps.join(' (s) | ')} (s) | Total hors construction (s) | Charge au départ |`,
  `| --- | --- | --- | ${steps.map(() => '---').join(' | ')} | --- | --- |`,
  ...runs.map(
    (run) =>
      `| ${run.name} | ${run.pages} | ${run.lines} | ${steps.map((step) => (step === 'construction tête' && run.times[step]! < KEPT_BELOW_MS ? 'gardée' : format(run.times[step]!))).join(' | ')} | ${format(run.total)} | ${decimal(run.load, 2)} |`,
  ),
];
const figures = [
  BEGIN,
  `Mesuré par \`npm run bench:revue\` le ${new Date().toISOString().slice(0, 10)} : Node ${process.versions.node}, ${cpus().length} cœurs (${cpus()[0]?.model.trim()}).`,
  'Chaque étape une fois, l’une après l’autre ; la base est la construction du projet, sa mise en cache et sa reprise mesurées comme dans le workflow. « gardée » : la tête construite lors d’une mesure précédente. « Charge au départ » : charge moyenne sur une minute de la machine, partagée avec d’autres travaux.',
  '',
  ...table,
  END,
].join('\n');
console.log(figures);
const doc = readFileSync(REPORT, 'utf8');
writeFileSync(REPORT, doc.slice(0, doc.indexOf(BEGIN)) + figures + doc.slice(doc.indexOf(END) + END.length));
