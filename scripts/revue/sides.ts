// One side of a review, read from its folder: its visitor model (computed by that side's own code,
// scripts/revue/model.ts), its content check, and each page's visible text from its build or
// from a running site. Every command gets its arguments as a list: a ref, a branch or a file
// name from a pull request is data, never shell text.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkContent } from '../../lib/content-check/index';
import { checkLaunch } from '../../lib/content-check/launch';
import { formatProblem } from '../../lib/content-check/report';
import { startSite } from '../../tests/support/site';
import { bypassHeaders } from './bypass';
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

const run = (command: string, args: string[], dir: string, env: Record<string, string> = {}) =>
  execFileSync(command, args, { cwd: dir, env: { ...process.env, PWD: dir, ...env }, stdio: 'pipe', maxBuffer: 256 * 1024 * 1024 });

/** A side's content check with the head's rules, each line without its line number (an edit above moves it). */
export function checkOf(dir: string): CheckView {
  const line = (p: { file: string; field?: string | undefined; message: string }) => formatProblem({ ...p, line: undefined });
  const content = checkContent({ rootDir: dir });
  // The launch check runs only on correct content (lib/content-check/launch.ts): not run, it is not compared.
  const launch = content.problems.length ? undefined : checkLaunch({ rootDir: dir }).items.map(line);
  return { problems: content.problems.map(line), warnings: content.warnings.map(line), launch };
}

/** Folders and files no page is made of: tests, documents, the CI's settings, what is installed or built. */
const NOT_BUILT = new Set([
  ...['node_modules', '.git', '.next', '.contentlayer', '.tmp', 'data', 'reports', 'test-results', 'playwright-report', 'coverage'],
  ...['tests', 'docs', 'bench', '.github', '.ci', '.vscode', 'next-env.d.ts'],
]);
/** The lockfile: a copy of the project has none (checkout below, tests/support/project-copy.ts), its hash is read from git. */
const LOCKFILE = 'package-lock.json';
const notBuilt = (name: string) => NOT_BUILT.has(name) || name.endsWith('.md') || name.endsWith('.tsbuildinfo') || name.startsWith('.env');

/** Git's hash of a file's bytes (`git hash-object`): the same as `git rev-parse REF:path`. */
const blobHash = (data: Buffer) => createHash('sha1').update(`blob ${data.length}\0`).update(data).digest('hex');

/** The hash of a commit's lockfile; undefined when it has none. */
function lockfileAt(dir: string, ref: string): string | undefined {
  try {
    return execFileSync('git', ['rev-parse', '--verify', '--quiet', `${ref}:${LOCKFILE}`], { cwd: dir, stdio: 'pipe' })
      .toString()
      .trim();
  } catch {
    return undefined;
  }
}

/**
 * Every file of the side that a page may be made of, with the hash of its bytes: content, photos,
 * code, and the files outside them (package.json, the lockfile, contentlayer.config.ts…), a change
 * of which is a change of code. `ref`: the commit a checkout comes from, for its lockfile.
 */
export function filesOf(dir: string, ref?: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (folder: string) => {
    for (const name of readdirSync(join(dir, folder)).sort()) {
      const path = folder ? `${folder}/${name}` : name;
      if (notBuilt(name)) continue;
      const stats = statSync(join(dir, path));
      if (stats.isDirectory()) walk(path);
      else if (stats.isFile()) out[path] = blobHash(readFileSync(join(dir, path)));
    }
  };
  walk('');
  const lock = ref && !out[LOCKFILE] ? lockfileAt(dir, ref) : undefined;
  return lock ? { ...out, [LOCKFILE]: lock } : out;
}

/**
 * Builds the side's content and computes its visitor model with its own code (copied there when it
 * lacks this script), drafts shown and flagged (`SITE_ENV=preview`): the production view is told from them.
 */
export function modelOf(
  dir: string,
  options: { buildContent: boolean; files: Record<string, string> },
): { model?: VisitorModel; modelError?: string } {
  try {
    if (options.buildContent) run('npx', ['contentlayer2', 'build'], dir);
    const own = join(dir, 'scripts/revue');
    if (!MODEL_FILES.every((file) => existsSync(join(own, file)))) {
      mkdirSync(own, { recursive: true });
      for (const file of MODEL_FILES) copyFileSync(join(HERE, file), join(own, file));
    }
    const output = run(process.execPath, ['--import', 'tsx', '--conditions=react-server', join(own, 'model.ts')], dir, {
      SITE_ENV: 'preview',
    });
    const model = JSON.parse(output.toString()) as Omit<VisitorModel, 'files'>;
    return { model: { ...model, files: options.files } };
  } catch (error) {
    return { modelError: failure(error) };
  }
}

/** The built page of a path in a Next build: `.next/server/app/locations/x.html`, `index.html` for `/`. */
const builtFile = (dir: string, path: string) => join(dir, '.next/server/app', `${path === '/' ? '/index' : path}.html`);

export const isBuilt = (dir: string) => existsSync(join(dir, '.next/BUILD_ID'));

/** The pages read, and how many answered each status other than 200 (`401`, `erreur réseau`). */
export type Views = { views: Map<string, PageView>; failed: Record<string, number> };

/** Each page's view fetched from a running site, four at a time; a page that does not answer 200 is counted, not read. */
async function fetchedViews(site: string, paths: readonly string[]): Promise<Views> {
  const views = new Map<string, PageView>();
  const failed: Record<string, number> = {};
  const queue = [...paths];
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      const response = await fetch(new URL(path, site), { headers: bypassHeaders() }).catch(() => undefined);
      const status = response ? String(response.status) : 'erreur réseau';
      if (response?.status === 200) views.set(path, pageView(await response.text()));
      else failed[status] = (failed[status] ?? 0) + 1;
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  return { views, failed };
}

/**
 * Each page's view, read from a build folder or fetched from a running site (a preview's address).
 * The pages a build folder does not hold (rendered on demand: /calcul, /devis) are read from that
 * build, served on a loopback port for the time of reading them.
 */
export async function viewsOf(site: string, paths: readonly string[]): Promise<Views> {
  if (/^https?:\/\//.test(site)) return fetchedViews(site, paths);
  const views = new Map<string, PageView>();
  for (const path of paths) if (existsSync(builtFile(site, path))) views.set(path, pageView(readFileSync(builtFile(site, path), 'utf8')));
  const onDemand = paths.filter((path) => !views.has(path));
  if (onDemand.length === 0) return { views, failed: {} };
  // Its own data folder: the build's may be in use by a running copy of the site.
  const data = mkdtempSync(join(tmpdir(), 'revue-'));
  // A build whose server does not start: those pages stay unread, and the report names them.
  const served = await startSite({ DEVIS_DATA_DIR: data }, { dir: site, waitForStore: false }).catch(() => undefined);
  try {
    const fetched = served ? await fetchedViews(served.base, onDemand) : { views: new Map<string, PageView>(), failed: {} };
    for (const [path, view] of fetched.views) views.set(path, view);
    return { views, failed: fetched.failed };
  } finally {
    await served?.kill();
    rmSync(data, { recursive: true, force: true });
  }
}

/** A preview's pages are never indexed (lib/seo/metadata.ts): the home page's robots tag tells how a side was built. */
const PREVIEW_ROBOTS = /<meta\s+name="robots"\s+content="noindex/i;

/** How a build folder or a running site was built, read from its home page; undefined when it does not answer. */
export async function buildOf(site: string): Promise<Side['build']> {
  const html = /^https?:\/\//.test(site)
    ? await fetch(new URL('/', site), { headers: bypassHeaders() })
        .then((response) => (response.ok ? response.text() : undefined))
        .catch(() => undefined)
    : existsSync(builtFile(site, '/'))
      ? readFileSync(builtFile(site, '/'), 'utf8')
      : undefined;
  if (html === undefined) return undefined;
  return PREVIEW_ROBOTS.test(html) ? 'préversion' : 'production';
}

/** Builds a side with `npm run build` as the preview is (drafts shown); its error, shortened, when it does not build. */
export function build(dir: string): string | undefined {
  try {
    run('npm', ['run', 'build'], dir, { SITE_ENV: 'preview' });
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

/**
 * A side, read in full. Its pages are « non lues » when any of them did not answer 200 (a
 * protected preview answers 401 to each): a side read in part would read as pages, photos and
 * sentences removed.
 */
export async function sideOf(
  dir: string,
  options: { buildContent: boolean; site?: string | undefined; buildError?: string | undefined; ref?: string | undefined },
): Promise<Side> {
  const files = filesOf(dir, options.ref);
  const { model, modelError } = modelOf(dir, { buildContent: options.buildContent, files });
  const site = options.site ?? (isBuilt(dir) ? dir : undefined);
  const read =
    model && site && !options.buildError
      ? await viewsOf(
          site,
          model.pages.map((page) => page.path),
        )
      : undefined;
  // Pages a build folder does not hold, when its server does not start, are named apart (diff.ts): only a site's answers count here.
  const refused = read && /^https?:\/\//.test(site!) && Object.keys(read.failed).length ? read.failed : undefined;
  const views = refused ? undefined : read?.views;
  return {
    model,
    modelError,
    files,
    views,
    unread: refused,
    buildError: options.buildError,
    build: views ? await buildOf(site!) : undefined,
    check: checkOf(dir),
  };
}
