// The pull request workflow's review (.github/workflows/pull-request.yml, job « revue »): the base
// checked out and built once beside the head, the head's pages read on its preview (built by the
// deployment: not built a third time), the report and its screenshots written to REVUE_DIR for the
// workflow's artifact; scripts/revue/post-comment.ts then posts the comment. Exits 1 when the
// review blocks the merge (the « revue » status check): the reasons are the report's first part.
// Environment (data from the pull request, never shell text): PREVIEW_URL, REVUE_DIR,
// VERCEL_AUTOMATION_BYPASS_SECRET (a protected preview), BASE_SHA (the merge commit's first parent by default),
// REVUE_CACHE (a folder the workflow keeps between runs: the base's build, by commit).
import { spawn, execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { blockers, review } from './diff';
import { reportLines, shotsOf } from './report';
import { build, checkout, sideOf } from './sides';

const { PREVIEW_URL, REVUE_DIR = 'reports/revue' } = process.env;
const root = process.cwd();
// The checkout is the pull request's merge commit: its first parent is the base it was merged
// onto. The event's base.sha can be older, and would bring other pull requests' changes in.
const BASE_SHA = process.env.BASE_SHA || execFileSync('git', ['rev-parse', 'HEAD^1'], { cwd: root }).toString().trim();
const BASE_PORT = 3100;
const started = Date.now();
const seconds = () => `${Math.round((Date.now() - started) / 1000)} s`;

/**
 * The base's build, kept in REVUE_CACHE by its commit (without Next's own cache): restored when
 * kept, so that each push of a pull request does not build the same base again; else built, then kept.
 */
function baseBuild(dir: string): { buildError?: string | undefined; restored: boolean } {
  const kept = process.env.REVUE_CACHE && join(process.env.REVUE_CACHE, BASE_SHA, '.next');
  if (kept && existsSync(join(kept, 'BUILD_ID'))) {
    cpSync(kept, join(dir, '.next'), { recursive: true, verbatimSymlinks: true });
    return { restored: true };
  }
  const buildError = build(dir);
  if (kept && !buildError) {
    rmSync(process.env.REVUE_CACHE!, { recursive: true, force: true });
    cpSync(join(dir, '.next'), kept, { recursive: true, verbatimSymlinks: true, filter: (path) => !path.endsWith('/.next/cache') });
  }
  return { buildError, restored: false };
}

const baseDir = checkout(root, BASE_SHA, 'base');
const { buildError, restored } = baseBuild(baseDir);
console.log(
  buildError
    ? `Base non construite (${seconds()}) : ${buildError}`
    : `Base ${restored ? 'reprise du cache' : 'construite'} (${seconds()}).`,
);

// A base that does not build still gives its content and its check, for the figures and the verdicts;
// a base taken from the cache has its build but not its content's: built here.
const [base, head] = await Promise.all([
  sideOf(baseDir, { buildContent: Boolean(buildError) || restored, buildError, ref: BASE_SHA }),
  sideOf(root, { buildContent: true, site: PREVIEW_URL || undefined, ref: 'HEAD' }),
]);
const result = review(base, head);
mkdirSync(join(REVUE_DIR, 'captures'), { recursive: true });
writeFileSync(join(REVUE_DIR, 'rapport.md'), `${reportLines(result, { site: PREVIEW_URL || undefined }).join('\n')}\n`);
const shots = join(REVUE_DIR, 'pages.json');
writeFileSync(shots, JSON.stringify(shotsOf(result)));
console.log(`Rapport écrit (${seconds()}).`);

if (!buildError && PREVIEW_URL && result.changed.length) {
  const server = spawn(process.execPath, ['--import', 'tsx', 'server.ts', '-p', String(BASE_PORT), '-H', '127.0.0.1'], {
    cwd: baseDir,
    env: { ...process.env, NODE_ENV: 'production', PWD: baseDir },
    stdio: 'ignore',
  });
  try {
    const baseUrl = `http://127.0.0.1:${BASE_PORT}`;
    for (let tries = 0; tries < 60; tries += 1) {
      if (
        await fetch(baseUrl).then(
          (response) => response.ok,
          () => false,
        )
      )
        break;
      await new Promise((wait) => setTimeout(wait, 1000));
    }
    execFileSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/revue/captures.ts', shots, baseUrl, PREVIEW_URL, join(REVUE_DIR, 'captures')],
      {
        stdio: 'inherit',
      },
    );
  } finally {
    server.kill();
  }
  console.log(`Captures faites (${seconds()}).`);
}

const reasons = blockers(result);
if (reasons.length) {
  console.error(`La revue bloque la fusion :\n${reasons.map((reason) => `- ${reason}`).join('\n')}`);
  process.exit(1);
}
