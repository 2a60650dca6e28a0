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
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkContent } from '../../lib/content-check/index';
import { checkLaunch } from '../../lib/content-check/launch';
import { formatProblem } from '../../lib/content-check/report';
import { startSite } from '../../tests/support/site';
import { bypassHeaders } from './bypass';
import { PUBLIC_ANSWERS, type Side } from './diff';
import { pageView } from './html';
import type { Answer, CheckView, PageView, VisitorModel } from './types';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const MODEL_FILES = ['model.ts', 'visitor-model.ts', 'types.ts'];

/** The last lines of a failed command's output: enough to say why, short enough for a comment. */
export function failure(error: unknown): string {
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
 * lacks this script): its pages with drafts shown and flagged (`SITE_ENV=preview`), the production
 * view being told from them; its figures, robots.txt and sitemap as production serves them.
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
    const modelAs = (env: Record<string, string>) =>
      JSON.parse(
        run(process.execPath, ['--import', 'tsx', '--conditions=react-server', join(own, 'model.ts')], dir, env).toString(),
      ) as Omit<VisitorModel, 'files'>;
    // The pages with their drafts flagged, as the preview builds them; the figures, robots.txt and
    // the sitemap as production serves them (drafts left out: a draft may hold a venue's lowest price).
    const preview = modelAs({ SITE_ENV: 'preview' });
    const production = modelAs({ SITE_ENV: '', VERCEL_ENV: '' });
    const shown = new Map(production.figures.map((figure) => [figure.key, figure.value]));
    return {
      model: {
        ...preview,
        figures: production.figures,
        previewFigures: preview.figures.filter((figure) => shown.has(figure.key) && shown.get(figure.key) !== figure.value),
        robots: production.robots,
        sitemap: production.sitemap,
        files: options.files,
      },
    };
  } catch (error) {
    return { modelError: failure(error) };
  }
}

/** The built page of a path in a Next build: `.next/server/app/locations/x.html`, `index.html` for `/`. */
const builtFile = (dir: string, path: string) => join(dir, '.next/server/app', `${path === '/' ? '/index' : path}.html`);

export const isBuilt = (dir: string) => existsSync(join(dir, '.next/BUILD_ID'));

/**
 * The pages read; how many answered each status other than 200 (`401`, `erreur réseau`, `serveur
 * non démarré`) and which; the public answers outside the pages (PUBLIC_ANSWERS), when read.
 */
export type Views = { views: Map<string, PageView>; failed: Record<string, number>; failedPaths: string[]; answers?: Map<string, Answer> };

/**
 * The security headers compared (next.config.ts). Cache-Control and X-Robots-Tag are not: Vercel
 * sets its own on a preview, and the base is served locally.
 */
const SECURITY_HEADERS = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'permissions-policy',
];

/** Each public answer of a running site: its status (a redirect not followed), its security headers, its view when it is a page. */
async function fetchedAnswers(site: string): Promise<Map<string, Answer>> {
  const answers = new Map<string, Answer>();
  for (const { path } of PUBLIC_ANSWERS) {
    const response = await fetch(new URL(path, site), { headers: bypassHeaders(), redirect: 'manual' }).catch(() => undefined);
    if (!response) {
      answers.set(path, { status: 'erreur réseau', headers: {} });
      continue;
    }
    const headers = Object.fromEntries(
      SECURITY_HEADERS.flatMap((name) => (response.headers.has(name) ? [[name, response.headers.get(name)!]] : [])),
    );
    const html = response.headers.get('content-type')?.includes('text/html') ? await response.text() : undefined;
    // The home page's view is compared as a page: only its status and headers here.
    answers.set(path, { status: String(response.status), headers, ...(html && path !== '/' && { view: pageView(html) }) });
  }
  return answers;
}

/** Each page's view fetched from a running site, four at a time; a page that does not answer 200 is counted, not read. */
async function fetchedViews(site: string, paths: readonly string[]): Promise<Views> {
  const views = new Map<string, PageView>();
  const failed: Record<string, number> = {};
  const failedPaths: string[] = [];
  const queue = [...paths];
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      const response = await fetch(new URL(path, site), { headers: bypassHeaders() }).catch(() => undefined);
      const status = response ? String(response.status) : 'erreur réseau';
      if (response?.status === 200) views.set(path, pageView(await response.text()));
      else {
        failed[status] = (failed[status] ?? 0) + 1;
        failedPaths.push(path);
      }
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  return { views, failed, failedPaths: failedPaths.sort(), answers: await fetchedAnswers(site) };
}

/**
 * Each page's view, read from a build folder or fetched from a running site (a preview's address).
 * The pages a build folder does not hold (rendered on demand: /calcul, /devis) and the public
 * answers are read from that build, served on a loopback port for the time of reading them.
 */
export async function viewsOf(site: string, paths: readonly string[]): Promise<Views> {
  if (/^https?:\/\//.test(site)) return fetchedViews(site, paths);
  const views = new Map<string, PageView>();
  for (const path of paths) if (existsSync(builtFile(site, path))) views.set(path, pageView(readFileSync(builtFile(site, path), 'utf8')));
  const onDemand = paths.filter((path) => !views.has(path));
  // Its own data folder: the build's may be in use by a running copy of the site.
  const data = mkdtempSync(join(tmpdir(), 'revue-'));
  // A build whose server does not start: those pages stay unread, counted, and the report names them.
  const served = await startSite({ DEVIS_DATA_DIR: data }, { dir: site, waitForStore: false }).catch(() => undefined);
  try {
    if (!served) {
      // The public answers, read from the same server, are not served either.
      const unserved = [...onDemand, ...PUBLIC_ANSWERS.map((answer) => answer.path).filter((path) => !paths.includes(path))];
      return { views, failed: { 'serveur non démarré': unserved.length }, failedPaths: unserved };
    }
    const fetched = await fetchedViews(served.base, onDemand);
    for (const [path, view] of fetched.views) views.set(path, view);
    return { ...fetched, views };
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

/** What a side's build was made from (written beside it by `build`): its commit, whether the tree was dirty, its files' hash. */
type BuildRecord = { commit: string; dirty: boolean; files: string };
const RECORD = '.next/revue-construction.json';

/** One hash of every file a page may be made of (filesOf): a build made from other files is stale. */
export const filesHash = (files: Record<string, string>) => createHash('sha256').update(JSON.stringify(files)).digest('hex').slice(0, 16);

/** The commit a folder was made from, and whether it differs from it: a working tree's own, a checkout's ref. */
function origin(dir: string, ref: string | undefined): Omit<BuildRecord, 'files'> {
  const git = (args: string[]) => execFileSync('git', args, { cwd: dir, stdio: 'pipe' }).toString().trim();
  try {
    if (ref) return { commit: git(['rev-parse', '--short', `${ref}^{commit}`]), dirty: false };
    return { commit: git(['rev-parse', '--short', 'HEAD']), dirty: git(['status', '--porcelain']) !== '' };
  } catch {
    return { commit: 'inconnu', dirty: true };
  }
}

const recordOf = (dir: string): BuildRecord | undefined =>
  existsSync(join(dir, RECORD)) ? (JSON.parse(readFileSync(join(dir, RECORD), 'utf8')) as BuildRecord) : undefined;

/**
 * Why a side's own build is stale, in words; undefined when it is made from the side's files. A
 * build without a record (npm run build) is stale when a file is newer than it.
 */
export function staleBuild(dir: string, files: Record<string, string>): string | undefined {
  if (!isBuilt(dir)) return undefined;
  const record = recordOf(dir);
  if (record) {
    if (record.files === filesHash(files)) return undefined;
    return `ses fichiers ont changé depuis sa construction (faite depuis ${record.commit}${record.dirty ? ' avec des modifications non commitées' : ''})`;
  }
  const built = statSync(join(dir, '.next/BUILD_ID')).mtimeMs;
  const newer = Object.keys(files).find((path) => existsSync(join(dir, path)) && statSync(join(dir, path)).mtimeMs > built);
  return newer ? `${newer} a changé depuis sa construction` : undefined;
}

/**
 * Builds a side with `npm run build` as the preview is (drafts shown), and records what it was
 * made from; its error, shortened, when it does not build.
 */
export function build(dir: string, ref?: string): string | undefined {
  try {
    run('npm', ['run', 'build'], dir, { SITE_ENV: 'preview' });
    const record: BuildRecord = { ...origin(dir, ref), files: filesHash(filesOf(dir, ref)) };
    writeFileSync(join(dir, RECORD), `${JSON.stringify(record)}\n`);
    return undefined;
  } catch (error) {
    return failure(error);
  }
}

/** Each package of a lockfile with its version (`next` → `16.0.1`; one installed twice → both, `1.0.0, 2.1.0`). */
export function packagesOf(lockfile: string): Record<string, string> {
  const { packages = {} } = JSON.parse(lockfile) as { packages?: Record<string, { version?: string }> };
  const versions = new Map<string, Set<string>>();
  for (const [path, entry] of Object.entries(packages)) {
    const name = path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);
    if (!path || !entry.version) continue;
    versions.set(name, (versions.get(name) ?? new Set()).add(entry.version));
  }
  return Object.fromEntries([...versions].sort(([a], [b]) => a.localeCompare(b)).map(([name, set]) => [name, [...set].sort().join(', ')]));
}

/** A side's lockfile: its own file, else its commit's; undefined when it has none (a copy of the project). */
function lockfileText(dir: string, ref: string | undefined): string | undefined {
  if (existsSync(join(dir, LOCKFILE))) return readFileSync(join(dir, LOCKFILE), 'utf8');
  if (!ref) return undefined;
  try {
    return execFileSync('git', ['show', `${ref}:${LOCKFILE}`], { cwd: dir, stdio: 'pipe', maxBuffer: 256 * 1024 * 1024 }).toString();
  } catch {
    return undefined;
  }
}

/**
 * The packages a checkout is built with, installed from its own lockfile (`npm ci`, in the
 * checkout: a dependency on a local folder or tarball resolves there), then kept in REVUE_MODULES
 * (.tmp/revue-modules by default), one folder per lockfile hash, between runs and by the
 * workflow's cache: a dependency update is built with its own versions on each side.
 */
function ownModules(root: string, dir: string, lockfile: string): string {
  const folder = join(process.env.REVUE_MODULES ?? join(root, '.tmp/revue-modules'), blobHash(Buffer.from(lockfile)));
  const modules = join(folder, 'node_modules');
  if (!existsSync(join(modules, '.package-lock.json'))) {
    run('npm', ['ci', '--no-audit', '--no-fund'], dir);
    rmSync(folder, { recursive: true, force: true });
    mkdirSync(folder, { recursive: true });
    renameSync(join(dir, 'node_modules'), modules);
  }
  return modules;
}

/**
 * A ref's files in their own folder: `git archive` rather than a worktree, whose `.git` file
 * Turbopack takes for the root (it then cannot see the linked node_modules); no lockfile, so that
 * it takes the folder as the root (tests/support/project-copy.ts). Its packages: the project's
 * when both lockfiles are the same, else installed from its own (ownModules).
 */
export function checkout(root: string, ref: string, name: string): string {
  const dir = join(root, '.tmp/revue', name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  execFileSync('tar', ['-x', '-C', dir], { input: run('git', ['archive', '--format=tar', ref], root), maxBuffer: 1024 * 1024 * 1024 });
  const lockfile = existsSync(join(dir, LOCKFILE)) ? readFileSync(join(dir, LOCKFILE), 'utf8') : undefined;
  const same = lockfile === undefined || !existsSync(join(root, LOCKFILE)) || readFileSync(join(root, LOCKFILE), 'utf8') === lockfile;
  const modules = same ? join(root, 'node_modules') : ownModules(root, dir, lockfile);
  rmSync(join(dir, LOCKFILE), { force: true });
  // contentlayer's cache spares computing every photo's blur placeholder again.
  if (existsSync(join(root, '.contentlayer'))) cpSync(join(root, '.contentlayer'), join(dir, '.contentlayer'), { recursive: true });
  symlinkSync(modules, join(dir, 'node_modules'));
  return dir;
}

/**
 * A side, read in full. Its pages are « non lues » when any of them did not answer 200 on a site
 * (a protected preview answers 401 to each): a side read in part would read as pages, photos and
 * sentences removed. From a build folder, the pages it could not serve are counted apart
 * (`dropped`), and a stale build is not read (`stale`).
 */
export async function sideOf(
  dir: string,
  options: { buildContent: boolean; site?: string | undefined; buildError?: string | undefined; ref?: string | undefined },
): Promise<Side> {
  const files = filesOf(dir, options.ref);
  const { model, modelError } = modelOf(dir, { buildContent: options.buildContent, files });
  const stale = options.site ? undefined : staleBuild(dir, files);
  const site = options.site ?? (isBuilt(dir) && !stale ? dir : undefined);
  const read =
    model && site && !options.buildError
      ? await viewsOf(
          site,
          model.pages.map((page) => page.path),
        )
      : undefined;
  const fromSite = site !== undefined && /^https?:\/\//.test(site);
  const failed = read && Object.keys(read.failed).length ? { counts: read.failed, paths: read.failedPaths } : undefined;
  const refused = fromSite ? failed?.counts : undefined;
  const views = refused ? undefined : read?.views;
  const lockfile = lockfileText(dir, options.ref);
  return {
    model,
    modelError,
    files,
    views,
    unread: refused,
    dropped: fromSite ? undefined : failed,
    answers: refused ? undefined : read?.answers,
    stale,
    packages: lockfile === undefined ? undefined : packagesOf(lockfile),
    buildError: options.buildError,
    build: views ? await buildOf(site!) : undefined,
    check: checkOf(dir),
  };
}
