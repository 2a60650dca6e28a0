// One side of a review, read from its folder: its visitor model (computed by that side's own code,
// scripts/revue/model.ts), its content check, and each page's visible text from its build or
// from a running site. Every command gets its arguments as a list: a ref, a branch or a file
// name from a pull request is data, never shell text.
import { execFileSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkContent } from '../../lib/content-check/index';
import { checkLaunch } from '../../lib/content-check/launch';
import { formatProblem } from '../../lib/content-check/report';
import { startSite } from '../../tests/support/site';
import type { Side } from './diff';
import { pageView } from './html';
import type { CheckView, PageView, VisitorModel } from './types';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const MODEL_FILES = ['model.ts', 'visitor-model.ts', 'types.ts'];

/** The last lines of a failed command's output: enough to say why, short enough for a comment. */
function failure(error: unknown): string {
  const { stderr, stdout, message } = error as { stderr?: Buffer | string; stdout?: Buffer | string; message?: string };
  const text = `${String(stdout ?? '')}\n${String(stderr ?? '')}`.trim() || String(message);
  return text.split('\n').filter(Boolean).slice(-6).join(' / ');
}

const run = (command: string, args: string[], dir: string) =>
  execFileSync(command, args, { cwd: dir, env: { ...process.env, PWD: dir }, stdio: 'pipe', maxBuffer: 256 * 1024 * 1024 });

/** A side's content check with the head's rules, each line without its line number (an edit above moves it). */
export function checkOf(dir: string): CheckView {
  const line = (p: { file: string; field?: string | undefined; message: string }) => formatProblem({ ...p, line: undefined });
  const content = checkContent({ rootDir: dir });
  // The launch check runs only on correct content (lib/content-check/launch.ts).
  const launch = content.problems.length ? [] : checkLaunch({ rootDir: dir }).items;
  return { problems: content.problems.map(line), warnings: content.warnings.map(line), launch: launch.map(line) };
}

/** Builds the side's content and computes its visitor model with its own code (copied there when it lacks this script). */
export function modelOf(dir: string, options: { buildContent: boolean }): { model?: VisitorModel; modelError?: string } {
  try {
    if (options.buildContent) run('npx', ['contentlayer2', 'build'], dir);
    const own = join(dir, 'scripts/revue');
    if (!MODEL_FILES.every((file) => existsSync(join(own, file)))) {
      mkdirSync(own, { recursive: true });
      for (const file of MODEL_FILES) copyFileSync(join(HERE, file), join(own, file));
    }
    const output = run(process.execPath, ['--import', 'tsx', '--conditions=react-server', join(own, 'model.ts')], dir);
    return { model: JSON.parse(output.toString()) as VisitorModel };
  } catch (error) {
    return { modelError: failure(error) };
  }
}

/** The built page of a path in a Next build: `.next/server/app/locations/x.html`, `index.html` for `/`. */
const builtFile = (dir: string, path: string) => join(dir, '.next/server/app', `${path === '/' ? '/index' : path}.html`);

export const isBuilt = (dir: string) => existsSync(join(dir, '.next/BUILD_ID'));

/** Each page's view fetched from a running site, four at a time. */
async function fetchedViews(site: string, paths: readonly string[]): Promise<Map<string, PageView>> {
  const views = new Map<string, PageView>();
  const queue = [...paths];
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      const response = await fetch(new URL(path, site));
      if (response.ok) views.set(path, pageView(await response.text()));
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  return views;
}

/**
 * Each page's view, read from a build folder or fetched from a running site (a preview's address).
 * The pages a build folder does not hold (rendered on demand: /calcul, /devis) are read from that
 * build, served on a loopback port for the time of reading them.
 */
export async function viewsOf(site: string, paths: readonly string[]): Promise<Map<string, PageView>> {
  if (/^https?:\/\//.test(site)) return fetchedViews(site, paths);
  const views = new Map<string, PageView>();
  for (const path of paths) if (existsSync(builtFile(site, path))) views.set(path, pageView(readFileSync(builtFile(site, path), 'utf8')));
  const onDemand = paths.filter((path) => !views.has(path));
  if (onDemand.length === 0) return views;
  // Its own data folder: the build's may be in use by a running copy of the site.
  const data = mkdtempSync(join(tmpdir(), 'revue-'));
  // A build whose server does not start: those pages stay unread, and the report names them.
  const served = await startSite({ DEVIS_DATA_DIR: data }, { dir: site, waitForStore: false }).catch(() => undefined);
  try {
    if (served) for (const [path, view] of await fetchedViews(served.base, onDemand)) views.set(path, view);
  } finally {
    await served?.kill();
    rmSync(data, { recursive: true, force: true });
  }
  return views;
}

/** Builds a side with `npm run build`; its error, shortened, when it does not build. */
export function build(dir: string): string | undefined {
  try {
    run('npm', ['run', 'build'], dir);
    return undefined;
  } catch (error) {
    return failure(error);
  }
}

/**
 * A ref's files in their own folder, sharing the project's installed packages: `git archive`
 * rather than a worktree, whose `.git` file Turbopack takes for the root (it then cannot see the
 * linked node_modules); no lockfile, so that it takes the folder as the root (tests/support/project-copy.ts).
 */
export function checkout(root: string, ref: string, name: string): string {
  const dir = join(root, '.tmp/revue', name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  execFileSync('tar', ['-x', '-C', dir], { input: run('git', ['archive', '--format=tar', ref], root), maxBuffer: 1024 * 1024 * 1024 });
  rmSync(join(dir, 'package-lock.json'), { force: true });
  // contentlayer's cache spares computing every photo's blur placeholder again.
  if (existsSync(join(root, '.contentlayer'))) cpSync(join(root, '.contentlayer'), join(dir, '.contentlayer'), { recursive: true });
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  return dir;
}

/** A side, read in full. */
export async function sideOf(
  dir: string,
  options: { buildContent: boolean; site?: string | undefined; buildError?: string | undefined },
): Promise<Side> {
  const { model, modelError } = modelOf(dir, options);
  const site = options.site ?? (isBuilt(dir) ? dir : undefined);
  const views =
    model && site && !options.buildError
      ? await viewsOf(
          site,
          model.pages.map((page) => page.path),
        )
      : undefined;
  return { model, modelError, views, buildError: options.buildError, check: checkOf(dir) };
}
