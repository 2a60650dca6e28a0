// `npm run bench:edition`: what the browser editor costs (docs/redaction.md, « Rédiger dans le navigateur »).
//  1. A price saved in /keystatic (local mode, `contentlayer2 dev` + `next dev`, as `npm run dev`)
//     until the product page already open in another tab shows it: median and worst of 10 saves.
//  2. `-- --poids`: the admin's weight in the production build: a `next build` of the same copy,
//     then the /keystatic routes it has and the bytes of its output that name Keystatic.
// Runs in a copy of the project (.tmp/bench-edition), never on content/.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { chromium } from '@playwright/test';
import { copyProject, ROOT } from '../tests/support/project-copy';
import { median, seconds } from './bench/stats.mjs';

const DIR = join(ROOT, '.tmp/bench-edition');
const PORT = 3459;
const BASE = `http://127.0.0.1:${PORT}`;
const SAVES = 10;
const children: ChildProcess[] = [];

function start(command: string, args: string[], env: Record<string, string> = {}) {
  // PWD: contentlayer2 finds its project from it (contentlayer.config.ts), not from the working directory.
  const child = spawn(join(DIR, 'node_modules/.bin', command), args, {
    cwd: DIR,
    env: { ...process.env, PWD: DIR, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: 'ignore',
    detached: true,
  });
  children.push(child);
}
/** Stops each command's whole process group (next dev starts workers of its own) and waits for it. */
const stopAll = () =>
  Promise.all(
    children.splice(0).map(
      (child) =>
        new Promise((resolve) => {
          child.once('exit', resolve);
          if (child.pid) process.kill(-child.pid, 'SIGTERM');
        }),
    ),
  );

async function until(check: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('délai dépassé');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function saves() {
  start('contentlayer2', ['dev']);
  start('next', ['dev', '-p', String(PORT), '-H', '127.0.0.1'], { NODE_ENV: 'development' });
  await until(
    () =>
      fetch(`${BASE}/api/keystatic/verification`).then(
        (r) => r.ok,
        () => false,
      ),
    5 * 60_000,
  );
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  const context = await browser.newContext();
  const site = await context.newPage();
  await site.goto(`${BASE}/locations/salles-rive-gauche-vaugirard/salle-de-reunion-paris-15`, {
    waitUntil: 'domcontentloaded',
    timeout: 5 * 60_000,
  });
  const editor = await context.newPage();
  await editor.goto(`${BASE}/keystatic/collection/Formula/item/vaugirard%2Flocation-seche-4h`, {
    waitUntil: 'domcontentloaded',
    timeout: 5 * 60_000,
  });
  const price = editor.getByRole('textbox', { name: 'Prix affiché' });
  await price.waitFor({ timeout: 5 * 60_000 });
  const times: number[] = [];
  for (let i = 1; i <= SAVES; i++) {
    const amount = 400 + i;
    await price.fill(String(amount));
    const started = Date.now();
    await editor.getByRole('button', { name: 'Sauvegarder' }).click();
    // The open page updates by itself (Fast Refresh): no reload.
    await site
      .getByText(new RegExp(`${amount}\\s€\\sHT`))
      .first()
      .waitFor({ timeout: 120_000 });
    times.push(Date.now() - started);
    console.log(`enregistrement ${i} : ${seconds(times.at(-1)!)}`);
  }
  await browser.close();
  await stopAll();
  console.log(`Enregistrer → page à jour (${SAVES} fois) : médiane ${seconds(median(times))}, pire ${seconds(Math.max(...times))}`);
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

function weight() {
  // The copy has no tests/, which some scripts import: types are `npm run lint`'s to check.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PWD: DIR,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    TYPES_CHECKED_BY_LINT: '1',
  };
  for (const [command, args] of [
    ['contentlayer2', ['build']],
    ['next', ['build']],
  ] as const) {
    const run = spawnSync(join(DIR, 'node_modules/.bin', command), args, { cwd: DIR, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    if (run.status !== 0) throw new Error(`${command} ${args.join(' ')} :\n${run.stdout}\n${run.stderr}`);
  }
  const routes = Object.values(
    JSON.parse(readFileSync(join(DIR, '.next/app-path-routes-manifest.json'), 'utf8')) as Record<string, string>,
  );
  const files = filesUnder(join(DIR, '.next')).filter((file) => !file.startsWith(join(DIR, '.next/cache')));
  const names = (file: string) => /keystatic|keystar/i.test(readFileSync(file, 'latin1'));
  // The code of the build (what browsers download and the server runs)…
  const built = files.filter((file) => /\.(js|html|rsc|css)$/.test(file) && names(file));
  const bytes = built.reduce((sum, file) => sum + statSync(file).size, 0);
  // …and the files a deployment would copy beside it (the traces, .nft.json).
  const traced = new Set(
    files
      .filter((file) => file.endsWith('.nft.json'))
      .flatMap((file) =>
        (JSON.parse(readFileSync(file, 'utf8')) as { files: string[] }).files
          .map((f) => join(dirname(file), f))
          .filter((f) => /keystatic|keystar/i.test(f)),
      ),
  );
  console.log(
    `Construction de production : routes /keystatic : ${routes.filter((r) => r.includes('keystatic')).length} ; code qui nomme Keystatic : ${built.length} fichiers (${bytes} octets) ; fichiers de Keystatic copiés au déploiement : ${traced.size}`,
  );
  for (const file of [...built, ...traced]) console.log(`  ${relative(DIR, file)}`);
}

copyProject(DIR);
const built = spawnSync(join(DIR, 'node_modules/.bin/contentlayer2'), ['build'], {
  cwd: DIR,
  env: { ...process.env, PWD: DIR },
  encoding: 'utf8',
});
if (built.status !== 0) throw new Error(built.stderr);
try {
  if (process.argv.includes('--poids')) weight();
  else await saves();
} finally {
  await stopAll();
  rmSync(DIR, { recursive: true, force: true });
}
