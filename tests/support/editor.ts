// The browser editor's own server for tests/e2e/keystatic.spec.ts: `contentlayer2 dev` and `next dev`
// in a copy of the project (the suite's built site is never touched), on their own port. Started by
// Playwright's global setup as the run begins, and its routes compiled there, in the background, so
// that the editor's test finds them compiled and warm instead of waiting minutes for `next dev`'s
// first compile (the product owner's lever in #33). Stopped by the teardown the setup returns.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { copyProject, ROOT } from './project-copy';

export const EDITOR_DIR = join(ROOT, '.tmp/keystatic-e2e');
const PORT = 3458;
export const EDITOR_BASE = `http://127.0.0.1:${PORT}`;
/** The product page and the formula the editor's test changes, and the pages that show them. */
export const EDITED = {
  product: {
    file: 'content/produits/vaugirard/salle-de-reunion-paris-15.mdx',
    editor: '/keystatic/collection/Product/item/vaugirard%2Fsalle-de-reunion-paris-15',
  },
  formula: {
    file: 'content/formules/vaugirard/location-seche-4h.yaml',
    editor: '/keystatic/collection/Formula/item/vaugirard%2Flocation-seche-4h',
  },
  pages: [
    '/locations/salles-rive-gauche-vaugirard/salle-de-reunion-paris-15',
    '/locations/salles-rive-gauche-vaugirard',
    '/calcul?offre=vaugirard-location-seche-4h',
  ],
};
/** Answers 200 once `next dev` serves the editor's API. */
export const EDITOR_READY = `${EDITOR_BASE}/api/keystatic/verification`;

const children: ChildProcess[] = [];
/** Set by the teardown: a build ending after it starts no server. */
let stopped = false;
/** What both commands print, kept with the test reports for a failure's diagnosis. */
export const EDITOR_LOG = join(ROOT, 'reports/editeur.log');

function start(command: string, args: string[]) {
  const child = spawn(join(EDITOR_DIR, 'node_modules/.bin', command), args, {
    // PWD: contentlayer2 finds its project from it (contentlayer.config.ts), not from the working directory.
    cwd: EDITOR_DIR,
    // TURBOPACK_DEV_CACHE: the copy is removed after the run, its compile cache would never be read (next.config.ts).
    env: {
      ...process.env,
      PWD: EDITOR_DIR,
      NODE_ENV: 'development',
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(PORT),
      TURBOPACK_DEV_CACHE: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  mkdirSync(join(ROOT, 'reports'), { recursive: true });
  const log = createWriteStream(EDITOR_LOG, { flags: 'a' });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  children.push(child);
  return child;
}

/** Requests a path until the server answers, whatever the status: `next dev` compiles it on the way. */
async function compile(path: string) {
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      await (await fetch(`${EDITOR_BASE}${path}`)).arrayBuffer();
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

/** Builds the copy's content, starts the editor's server and compiles its routes, all in the background; returns its teardown. */
export function startEditor() {
  copyProject(EDITOR_DIR);
  // Not awaited: the other tests run meanwhile (the content's build alone took 4 s before any test
  // could start); the editor's test waits for EDITOR_READY itself, and a failed build is in its log.
  void (async () => {
    const built = await new Promise((resolve) => start('contentlayer2', ['build']).once('exit', resolve));
    if (built !== 0 || stopped) return;
    start('contentlayer2', ['dev']);
    start('next', ['dev', '-p', String(PORT), '-H', '127.0.0.1']);
    for (const path of ['/api/keystatic/verification', EDITED.product.editor, EDITED.formula.editor, ...EDITED.pages]) await compile(path);
  })();
  return stopEditor;
}

async function stopEditor() {
  stopped = true;
  // Each command's whole process group (next dev starts workers of its own).
  await Promise.all(
    children.map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null) return resolve(undefined);
          child.once('exit', resolve);
          if (child.pid) process.kill(-child.pid, 'SIGTERM');
        }),
    ),
  );
  rmSync(EDITOR_DIR, { recursive: true, force: true });
}
