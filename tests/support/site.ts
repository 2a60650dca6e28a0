// The built site, started with `npm start`'s custom server (server.ts) on a free loopback port,
// as the provider runs it; killed with any signal. `npm test` builds the site once (scripts/test.sh)
// and every integration test serves that build; a copy built with other content
// (tests/support/variants.ts) is served the same way from its own folder.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { QuoteRecord } from '../../lib/quotes/record/records';
import { openForm, type FormSession } from './devis-http';
import { freshDataDir } from './pglite';

export type RunningSite = { base: string; port: number; logs: string[]; child: ChildProcess; kill(signal?: NodeJS.Signals): Promise<void> };

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

// import.meta rather than __dirname: Playwright loads this file as an ES module too.
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export type StartOptions = {
  port?: number;
  /** A built copy of the project (tests/support/variants.ts); the project itself by default. */
  dir?: string;
  /** The whole environment of the server, instead of this process's with `env` laid over it. */
  baseEnv?: NodeJS.ProcessEnv;
  /** Wait until the quote store is open (true by default). */
  waitForStore?: boolean;
};

/** Starts the site and waits until it serves /devis and, unless `waitForStore` is false, the quote store is open. */
export async function startSite(env: Record<string, string>, options: StartOptions = {}): Promise<RunningSite> {
  const { waitForStore = true } = options;
  const dir = options.dir ?? ROOT;
  if (!existsSync(join(dir, '.next/BUILD_ID')))
    throw new Error(`Site non construit dans ${dir} : lancer \`npm run build\` avant ces tests.`);
  const listen = options.port ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', join(dir, 'server.ts'), '-p', String(listen), '-H', '127.0.0.1'], {
    cwd: dir,
    env: { ...(options.baseEnv ?? process.env), NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: string[] = [];
  child.stdout.on('data', (chunk: Buffer) => logs.push(...chunk.toString().split('\n').filter(Boolean)));
  child.stderr.on('data', (chunk: Buffer) => logs.push(...chunk.toString().split('\n').filter(Boolean)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${listen}`;
  const site: RunningSite = {
    base,
    port: listen,
    logs,
    child,
    async kill(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
  // A guard against a hang, wide enough for a loaded machine (several servers starting at once).
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start s'est arrêté :\n${logs.join('\n')}`);
    const storeReady = !waitForStore || logs.some((line) => line.includes('[devis] Demandes enregistrées'));
    const served =
      storeReady &&
      (await fetch(`${base}/devis`).then(
        (r) => r.ok,
        () => false,
      ));
    if (served) return site;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await site.kill('SIGKILL');
  throw new Error(`next start n'a pas répondu à temps :\n${logs.join('\n')}`);
}

/** Resolves once the site has logged a line containing `text`; rejects if it exits first. */
export function logged(site: RunningSite, text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (!site.logs.some((line) => line.includes(text))) return;
      site.child.stdout?.off('data', later);
      site.child.stderr?.off('data', later);
      resolve();
    };
    // The lines are split into `logs` by the site's own listeners, which run first.
    const later = () => setImmediate(check);
    site.child.stdout?.on('data', later);
    site.child.stderr?.on('data', later);
    site.child.once('exit', () => reject(new Error(`Le site s'est arrêté sans écrire « ${text} » :\n${site.logs.join('\n')}`)));
    check();
  });
}

/** The settings of a site whose e-mails a test reads: its data, the SMTP server, the provider's inbox, no limit on requests. */
export const mailingEnv = (dataDir: string, smtpUrl: string, providerEmail: string) => ({
  DEVIS_DATA_DIR: dataDir,
  SMTP_URL: smtpUrl,
  DEVIS_EMAIL_TO: providerEmail,
  DEVIS_RATE_LIMIT: '0',
  DEVIS_NETWORK_LIMIT: '0',
  DEVIS_GLOBAL_LIMIT: '0',
});

export type QuoteSite = { site: RunningSite; form: FormSession; dataDir: string };

/** The site on a fresh copy of the embedded quote database, its quote form opened: the quote tests' start. */
export async function startQuoteSite(env: (dataDir: string) => Record<string, string>): Promise<QuoteSite> {
  const dataDir = freshDataDir();
  const site = await startSite(env(dataDir));
  return { site, form: await openForm(site.base), dataDir };
}

/** Stops the site cleanly and removes its data. */
export async function stopQuoteSite({ site, dataDir }: Partial<QuoteSite>): Promise<void> {
  await site?.kill('SIGTERM');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}

/** `npm run devis -- …` on a site's data, as the provider types it while the site runs. */
export async function devisCommand(dataDir: string, ...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)('node_modules/.bin/tsx', ['--conditions=react-server', 'scripts/devis.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, DEVIS_DATA_DIR: dataDir },
    maxBuffer: 64 * 1024 * 1024,
  });
  return stdout;
}

/** The stored requests, as `npm run devis -- export --json` gives them. */
export const storedQuotes = async (dataDir: string) => JSON.parse(await devisCommand(dataDir, 'export', '--json')) as QuoteRecord[];

/** The HEALTH_TOKEN of the test sites whose /api/sante details are read (`healthDetails`). */
export const HEALTH_TOKEN = 'jeton-de-sante-des-tests';

/** /api/sante as the provider's monitoring reads it, with the token. */
export const healthDetails = (base: string) => fetch(`${base}/api/sante`, { headers: { authorization: `Bearer ${HEALTH_TOKEN}` } });
