// The pull request workflow's review (.github/workflows/pull-request.yml, job « revue »): the base
// checked out with its own packages (installed from its own lockfile when it differs) and built
// once beside the head, the head's pages read on its preview (built by the deployment: not built
// a third time; a fork's pull request has no preview, its head is built here), the report and its
// screenshots written to REVUE_DIR for the workflow's artifact; scripts/revue/post-comment.ts then
// posts the comment. Exits 1 when the review blocks the merge (the « revue » status check): the
// reasons are the report's first part. A step that fails says why in the report, never silently.
// Environment (data from the pull request, never shell text): PREVIEW_URL, REVUE_DIR,
// VERCEL_AUTOMATION_BYPASS_SECRET (a protected preview), BASE_SHA (the merge commit's first parent by default),
// REVUE_CACHE (a folder the workflow keeps between runs: the base's build, by commit),
// REVUE_MODULES (another: the base's packages, by lockfile).
import { spawn, execFileSync } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { blockers, escapeMarkdown, review } from './diff';
import { REPORT_TITLE, reportLines, shotsOf } from './report';
import { build, checkout, failure, sideOf } from './sides';

const { PREVIEW_URL, REVUE_DIR = 'reports/revue' } = process.env;
const root = process.cwd();
const BASE_PORT = 3100;
const started = Date.now();
const seconds = () => `${Math.round((Date.now() - started) / 1000)} s`;
const reportFile = join(REVUE_DIR, 'rapport.md');
mkdirSync(join(REVUE_DIR, 'captures'), { recursive: true });

/**
 * The base's build, kept in REVUE_CACHE by its commit (without Next's own cache): restored when
 * kept, so that each push of a pull request does not build the same base again; else built, then
 * kept, even when the review then blocks (the workflow saves the cache whatever the verdict).
 */
function baseBuild(dir: string, sha: string): { buildError?: string | undefined; restored: boolean } {
  const kept = process.env.REVUE_CACHE && join(process.env.REVUE_CACHE, sha, '.next');
  if (kept && existsSync(join(kept, 'BUILD_ID'))) {
    cpSync(kept, join(dir, '.next'), { recursive: true, verbatimSymlinks: true });
    return { restored: true };
  }
  const buildError = build(dir, sha);
  if (kept && !buildError) {
    rmSync(process.env.REVUE_CACHE!, { recursive: true, force: true });
    cpSync(join(dir, '.next'), kept, { recursive: true, verbatimSymlinks: true, filter: (path) => !path.endsWith('/.next/cache') });
  }
  return { buildError, restored: false };
}

/** The review, its report and the pages to photograph; throws with the step that failed. */
async function reviewed() {
  // The checkout is the pull request's merge commit: its first parent is the base it was merged
  // onto. The event's base.sha can be older, and would bring other pull requests' changes in.
  const sha = process.env.BASE_SHA || execFileSync('git', ['rev-parse', 'HEAD^1'], { cwd: root }).toString().trim();
  const baseDir = checkout(root, sha, 'base');
  const { buildError, restored } = baseBuild(baseDir, sha);
  console.log(
    buildError
      ? `Base non construite (${seconds()}) : ${buildError}`
      : `Base ${restored ? 'reprise du cache' : 'construite'} (${seconds()}).`,
  );
  // A fork's pull request has no preview (no secrets for its code): its head is built here.
  const headError = PREVIEW_URL ? undefined : build(root, 'HEAD');
  // A base that does not build still gives its content and its check, for the figures and the verdicts;
  // a base taken from the cache has its build but not its content's: built here.
  const [base, head] = await Promise.all([
    sideOf(baseDir, { buildContent: Boolean(buildError) || restored, buildError, ref: sha }),
    sideOf(root, {
      buildContent: PREVIEW_URL ? true : Boolean(headError),
      site: PREVIEW_URL || undefined,
      buildError: headError,
      ref: 'HEAD',
    }),
  ]);
  const result = review(base, head);
  writeFileSync(reportFile, `${reportLines(result, { site: PREVIEW_URL || undefined }).join('\n')}\n`);
  const shots = join(REVUE_DIR, 'pages.json');
  writeFileSync(shots, JSON.stringify(shotsOf(result)));
  console.log(`Rapport écrit (${seconds()}).`);
  return { result, shots, baseDir, baseBuilt: !buildError };
}

/** The before and after screenshots: the base served on a loopback port, the head on its preview (or served too). */
async function capture(shots: string, baseDir: string) {
  const serve = (dir: string, port: number) =>
    spawn(process.execPath, ['--import', 'tsx', 'server.ts', '-p', String(port), '-H', '127.0.0.1'], {
      cwd: dir,
      env: { ...process.env, NODE_ENV: 'production', PWD: dir },
      stdio: 'ignore',
    });
  const servers = [serve(baseDir, BASE_PORT), ...(PREVIEW_URL ? [] : [serve(root, BASE_PORT + 1)])];
  const baseUrl = `http://127.0.0.1:${BASE_PORT}`;
  const headUrl = PREVIEW_URL || `http://127.0.0.1:${BASE_PORT + 1}`;
  try {
    for (const url of new Set([baseUrl, headUrl])) {
      let up = false;
      for (let tries = 0; tries < 60 && !up; tries += 1) {
        up = await fetch(url).then(
          (response) => response.ok,
          () => false,
        );
        if (!up) await new Promise((wait) => setTimeout(wait, 1000));
      }
      if (!up) throw new Error(`${url} ne répond pas après 60 s`);
    }
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/revue/captures.ts', shots, baseUrl, headUrl, join(REVUE_DIR, 'captures')], {
      stdio: ['ignore', 'inherit', 'pipe'],
    });
  } finally {
    for (const server of servers) server.kill();
  }
}

const { result, shots, baseDir, baseBuilt } = await reviewed().catch((error: unknown) => {
  // No review: the comment says why, and the check fails.
  const why = failure(error);
  writeFileSync(reportFile, `${[REPORT_TITLE, '', '### ⛔ La revue n’a pas pu être faite', `- ${escapeMarkdown(why)}`].join('\n')}\n`);
  console.error(`La revue n’a pas pu être faite : ${why}`);
  process.exit(1);
});
if (baseBuilt && result.changed.length) {
  try {
    await capture(shots, baseDir);
    console.log(`Captures faites (${seconds()}).`);
  } catch (error) {
    // Pictures missing block nothing: the report is read whole; the comment says why they are missing.
    const why = failure(error);
    appendFileSync(reportFile, `\n> ⚠️ Captures avant / après non faites : ${escapeMarkdown(why)}\n`);
    console.error(`Captures non faites : ${why}`);
  }
}

const reasons = blockers(result);
if (reasons.length) {
  console.error(`La revue bloque la fusion :\n${reasons.map((line) => `- ${line}`).join('\n')}`);
  process.exit(1);
}
