// `npm run bench:revue`: the time a review takes beyond its two builds (docs/revue.md), for a
// change of every kind (tests/support/revue.ts) and for a change of every page (the VAT rate),
// each step measured: the visitor model and the content check of each side, the pages' text read
// from the builds, the comparison and the report. The base is the project's own build (`npm run
// build` first); each head is a copy built once (tests/support/variants.ts, kept between runs).
// The figures go to stdout and into docs/mesures/bench-revue.md, between the markers below; each report
// into .tmp/<variant>.md, to read.
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { review } from './revue/diff';
import { reportLines } from './revue/report';
import { checkOf, filesOf, isBuilt, modelOf, viewsOf } from './revue/sides';
import { CHANGES_VARIANT } from '../tests/support/revue';
import { ROOT } from '../tests/support/project-copy';
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

async function measure(variant: Variant) {
  const head = await buildVariant(variant);
  const times: Record<string, number> = {};
  const timed = async <T>(step: string, work: () => T | Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await work();
    times[step] = performance.now() - started;
    return result;
  };
  const load = loadavg()[0]!;
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
  const total = Object.values(times).reduce((sum, ms) => sum + ms, 0);
  return { name: variant.name, times, total, load, pages: result.changed.length, lines: lines.length };
}

const runs = [await measure(CHANGES_VARIANT), await measure(EVERY_PAGE)];
const steps = Object.keys(runs[0]!.times);
const table = [
  `| Changement | Pages modifiées | Lignes du rapport | ${steps.join(' (s) | ')} (s) | Total (s) | Charge au départ |`,
  `| --- | --- | --- | ${steps.map(() => '---').join(' | ')} | --- | --- |`,
  ...runs.map(
    (run) =>
      `| ${run.name} | ${run.pages} | ${run.lines} | ${steps.map((step) => format(run.times[step]!)).join(' | ')} | ${format(run.total)} | ${decimal(run.load, 2)} |`,
  ),
];
const figures = [
  BEGIN,
  `Mesuré par \`npm run bench:revue\` le ${new Date().toISOString().slice(0, 10)} : Node ${process.versions.node}, ${cpus().length} cœurs (${cpus()[0]?.model.trim()}).`,
  'Hors les deux constructions ; chaque étape une fois, l’une après l’autre. « Charge au départ » : charge moyenne sur une minute de la machine, partagée avec d’autres travaux.',
  '',
  ...table,
  END,
].join('\n');
console.log(figures);
const doc = readFileSync(REPORT, 'utf8');
writeFileSync(REPORT, doc.slice(0, doc.indexOf(BEGIN)) + figures + doc.slice(doc.indexOf(END) + END.length));
