// `npm run revue`: what a change shows visitors differently, in French Markdown (docs/revue.md).
//
//   npm run revue                           the working tree against origin/main
//   npm run revue -- --base main --tete HEAD
//   npm run revue -- --construire           also build, as a preview, the sides not built so or built from other files, to compare their texts
//   npm run revue -- --base-dossier DIR --tete-site https://preview…   (the pull request workflow)
//
// Options: --base REF (origin/main by default) or --base-dossier DIR; --tete REF or --tete-dossier
// DIR (the working tree by default); --base-site / --tete-site: a build folder or a site's address
// where the pages are read (the side's own build by default); --max N sentences a page (8);
// --sortie FILE writes the report there too; --json FILE the pages to photograph (scripts/revue/captures.ts);
// --liens URL links each page of the report to that site (a preview). Exits 1 when the review
// blocks the merge (a page gone from production without a redirect, a new check item, a side not read).
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { blockers, DEFAULT_MAX_PER_PAGE, review } from './diff';
import { reportLines, shotsOf } from './report';
import { build, buildOf, checkout, filesOf, isBuilt, sideOf, staleBuild } from './sides';

const USAGE =
  'Usage : npm run revue -- [--base REF | --base-dossier DIR] [--tete REF | --tete-dossier DIR] [--base-site DIR|URL] [--tete-site DIR|URL] [--construire] [--max N] [--sortie FICHIER] [--json FICHIER] [--liens URL]';

async function main(argv: string[]): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        base: { type: 'string' },
        'base-dossier': { type: 'string' },
        tete: { type: 'string' },
        'tete-dossier': { type: 'string' },
        'base-site': { type: 'string' },
        'tete-site': { type: 'string' },
        construire: { type: 'boolean' },
        max: { type: 'string' },
        sortie: { type: 'string' },
        json: { type: 'string' },
        liens: { type: 'string' },
      },
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const max = values.max === undefined ? DEFAULT_MAX_PER_PAGE : Number(values.max);
  if (!Number.isInteger(max) || max < 1) {
    console.error(`« --max ${values.max} » n'est pas un nombre entier positif.\n${USAGE}`);
    return 2;
  }
  const root = process.cwd();
  const prepare = (ref: string | undefined, dir: string | undefined, name: string, fallback: string | undefined) => {
    if (dir) return { dir: resolve(dir), fresh: false };
    const wanted = ref ?? fallback;
    return wanted ? { dir: checkout(root, wanted, name), fresh: true, ref: wanted } : { dir: root, fresh: true };
  };
  const started = Date.now();
  const base = prepare(values.base, values['base-dossier'], 'base', 'origin/main');
  const head = prepare(values.tete, values['tete-dossier'], 'tete', undefined);
  const sides = await Promise.all(
    [
      [base, values['base-site']],
      [head, values['tete-site']],
    ].map(async ([side, site]) => {
      const { dir, fresh, ref } = side as { dir: string; fresh: boolean; ref?: string };
      // A folder built for production (npm run build) is built again as the preview is: else every
      // example badge reads as removed. A build made from other files is built again, and it is said.
      const stale = isBuilt(dir) ? staleBuild(dir, filesOf(dir, ref)) : undefined;
      const wanted = values.construire && !site && (!isBuilt(dir) || stale !== undefined || (await buildOf(dir)) !== 'préversion');
      const buildError = wanted ? build(dir, ref) : undefined;
      const read = await sideOf(dir, { buildContent: fresh && !buildError, site: site as string | undefined, buildError, ref });
      return wanted && stale && !buildError ? { ...read, rebuilt: stale } : read;
    }),
  );
  const result = review(sides[0]!, sides[1]!, { maxPerPage: max });
  const report = reportLines(result, { site: values.liens }).join('\n');
  console.log(report);
  if (values.sortie) writeFileSync(values.sortie, `${report}\n`);
  if (values.json) writeFileSync(values.json, JSON.stringify(shotsOf(result)));
  console.error(`Revue faite en ${Math.round((Date.now() - started) / 1000)} s.`);
  return blockers(result).length ? 1 : 0;
}

main(process.argv.slice(2)).then(
  (code) => process.stdout.write('', () => process.exit(code)),
  (error: Error) => {
    console.error(`[revue] ${error.message}`);
    process.exit(1);
  },
);
