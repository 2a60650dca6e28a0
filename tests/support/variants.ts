// Builds of a modified copy of the project, shared by every test that asks for the same one.
//
// `npm test` builds the real site once (scripts/test.sh) and the integration tests serve that
// build (tests/support/site.ts). A test that needs the site built from other content or in
// another environment (a preview) asks `buildVariant` for it: the first test to ask builds it
// in .tmp/builds/, every other test file asking for the same variant waits for that build and
// reuses it, and so do later runs while the copy's files and environment stay the same
// (the folder's name is their hash). Builds run one at a time, whichever test file asks:
// two at once would compete for the same two cores.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { copyProject, ROOT } from './project-copy';
import { startSite, type RunningSite } from './site';

export type Variant = {
  /** Names the folder in .tmp/builds/ and the build in messages. */
  name: string;
  /** Changes the copy's files (content, usually) before it is built. */
  edit?: (dir: string) => void;
  /** Build-time environment on top of a deployment's (SITE_ENV=preview, say). */
  env?: Record<string, string>;
};

export type BuiltVariant = { name: string; dir: string; env: NodeJS.ProcessEnv };

const BUILDS = join(ROOT, '.tmp', 'builds');
const LOCK = join(BUILDS, '.lock');
/** Inside the build's own folder: a file beside the sources would read as a source changed since the build (scripts/revue/sides.ts, staleBuild). */
const DONE = '.next/variant-built';

/** The environment of a deployment's build and server: no test or developer settings. */
export function deploymentEnv(dir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PWD: dir,
    INIT_CWD: dir,
    NEXT_TELEMETRY_DISABLED: '1',
    DEVIS_DATA_DIR: join(dir, 'data/devis'),
  };
  for (const name of [
    'NODE_ENV',
    'SITE_ENV',
    'VERCEL_ENV',
    'SITE_URL',
    'DATABASE_URL',
    'SMTP_URL',
    'GTM_ID',
    'NEXT_PUBLIC_GTM_ID',
    'DEVIS_RATE_LIMIT',
  ])
    delete env[name];
  return { ...env, ...extra };
}

/** The files under a folder, as sorted relative paths; links are followed (public/ is one in a copy). */
function filesUnder(dir: string, skip: ReadonlySet<string> = new Set(), prefix = ''): string[] {
  return readdirSync(join(dir, prefix))
    .sort()
    .flatMap((name) => {
      const path = join(prefix, name);
      if (skip.has(name)) return [];
      return statSync(join(dir, path)).isDirectory() ? filesUnder(dir, skip, path) : [path];
    });
}

/**
 * What the build of a copy depends on: its files (generated ones aside), the photos (their size
 * and date are enough to notice a replaced file), the installed packages and the environment.
 */
function buildKey(copy: string, env: Record<string, string>): string {
  const hash = createHash('sha256');
  for (const file of filesUnder(copy, new Set(['node_modules', 'public', '.contentlayer'])))
    hash.update(`${file}\0`).update(readFileSync(join(copy, file)));
  for (const file of filesUnder(join(ROOT, 'public'))) {
    const { size, mtimeMs } = statSync(join(ROOT, 'public', file));
    hash.update(`${file}\0${size}\0${mtimeMs}\0`);
  }
  return hash
    .update(readFileSync(join(ROOT, 'package-lock.json')))
    .update(JSON.stringify(env))
    .digest('hex')
    .slice(0, 12);
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const lockOwner = () => {
  try {
    return Number(readFileSync(join(LOCK, 'pid'), 'utf8'));
  } catch {
    return 0;
  }
};

/** One build at a time across Vitest's worker processes: a folder made atomically, holding its owner's pid. */
async function withBuildLock<T>(work: () => T): Promise<T> {
  mkdirSync(BUILDS, { recursive: true });
  for (;;) {
    try {
      mkdirSync(LOCK);
      writeFileSync(join(LOCK, 'pid'), String(process.pid));
      break;
    } catch {
      // No pid yet (the lock being created) or no lock any more (just released): try again.
      const owner = lockOwner();
      // A lock whose owner died (an interrupted run) is taken over.
      if (owner && !alive(owner)) rmSync(LOCK, { recursive: true, force: true });
      else await new Promise((wait) => setTimeout(wait, 500));
    }
  }
  try {
    return work();
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}

/**
 * Where every variant is built, one after the other, before it moves to its own folder: Turbopack's
 * build cache (.next/cache/turbopack) is tied to the path it was made at, so that one path lets each
 * build reuse the previous one's cache, kept in CACHE between builds. A variant built cold took
 * 23 s and 41 s of processor, one built on a cache 9 s and 14 s (#51).
 */
const WORK = join(BUILDS, '.work');
const CACHE = join(BUILDS, '.turbopack-cache');

/** The variant built with `npm run build` (content check included), as a deployment builds it. */
export function buildVariant(variant: Variant): Promise<BuiltVariant> {
  return withBuildLock(() => {
    copyProject(WORK);
    variant.edit?.(WORK);
    // The types were checked by `npm run lint` and by the real site's build; the copy's output does not depend on them.
    renameSync(join(WORK, 'next.config.ts'), join(WORK, 'next.config.base.ts'));
    writeFileSync(
      join(WORK, 'next.config.ts'),
      "import base from './next.config.base';\nexport default { ...base, typescript: { ...base.typescript, ignoreBuildErrors: true } };\n",
    );
    const dir = join(BUILDS, `${variant.name}-${buildKey(WORK, variant.env ?? {})}`);
    const env = deploymentEnv(dir, variant.env);
    if (existsSync(join(dir, DONE))) {
      rmSync(WORK, { recursive: true, force: true });
      return { name: variant.name, dir, env };
    }
    // Older builds of this variant are of sources that changed since.
    for (const old of readdirSync(BUILDS)) {
      if (old.slice(0, variant.name.length) === variant.name && /^-[0-9a-f]{12}$/.test(old.slice(variant.name.length)))
        rmSync(join(BUILDS, old), { recursive: true, force: true });
    }
    const cache = join(WORK, '.next/cache/turbopack');
    if (existsSync(CACHE)) {
      mkdirSync(join(WORK, '.next/cache'), { recursive: true });
      renameSync(CACHE, cache);
    }
    try {
      execFileSync('npm', ['run', 'build'], {
        cwd: WORK,
        env: deploymentEnv(WORK, variant.env),
        stdio: 'pipe',
        maxBuffer: 64 * 1024 * 1024,
      });
    } catch (error) {
      const { stdout = '', stderr = '' } = error as { stdout?: Buffer; stderr?: Buffer };
      throw new Error(`La construction de la variante « ${variant.name} » a échoué :\n${String(stdout)}${String(stderr)}`);
    } finally {
      if (existsSync(cache)) renameSync(cache, CACHE);
    }
    writeFileSync(join(WORK, DONE), new Date().toISOString());
    renameSync(WORK, dir);
    return { name: variant.name, dir, env };
  });
}

/** Serves a built variant with `next start`, in the environment it was built in. */
export const startVariant = (built: BuiltVariant, port?: number): Promise<RunningSite> =>
  startSite({}, { dir: built.dir, baseEnv: built.env, ...(port && { port }) });
