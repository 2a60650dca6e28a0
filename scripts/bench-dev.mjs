// `npm run bench:dev`: how long a copywriter waits between saving an MDX file and seeing the
// change in the page open in `npm run dev`, without reloading it. Starts `npm run dev` on a
// free port, opens a product page in Debian's Chromium, appends a unique sentence to the
// MDX file behind it, waits until the page shows it, RUNS times; the file is always restored.
// Figures in docs/mesures/bench-dev.md. Options: RUNS (default 10), CHROMIUM_PATH.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { chromium } from '@playwright/test';
import { decimal, median, reportPath, seconds } from './bench/stats.mjs';

const RUNS = Number(process.env.RUNS ?? 10);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FILE = 'content/produits/vaugirard/salle-de-reunion-paris-15.mdx';
const PAGE = '/locations/salles-rive-gauche-vaugirard/salle-de-reunion-paris-15';
const REPORT = reportPath('bench-dev.md');
const TIMEOUT = 60_000;

const original = readFileSync(FILE, 'utf8');
const restore = () => writeFileSync(FILE, original);

const freePort = () =>
  new Promise((done, fail) => {
    const probe = createServer()
      .once('error', fail)
      .listen(0, '127.0.0.1', () => {
        const { port } = probe.address();
        probe.close(() => done(port));
      });
  });

const port = await freePort();
// localhost, as a copywriter opens it: Next 16 refuses its hot-update socket to other origins (allowedDevOrigins).
const origin = `http://localhost:${port}`;
// Its own process group, so that stopping it stops contentlayer2 and next too.
const dev = spawn('npm', ['run', 'dev'], {
  env: { ...process.env, PORT: String(port) },
  stdio: ['ignore', 'pipe', 'pipe'],
  detached: true,
});
let devLog = '';
dev.stdout.on('data', (chunk) => (devLog += chunk));
dev.stderr.on('data', (chunk) => (devLog += chunk));

let browser;
const stop = () => {
  restore();
  browser?.close().catch(() => {});
  try {
    process.kill(-dev.pid, 'SIGTERM');
  } catch {}
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => (stop(), process.exit(130)));

try {
  const started = Date.now();
  while (
    !(await fetch(`${origin}${PAGE}`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() - started > 180_000 || dev.exitCode !== null) throw new Error(`npm run dev ne répond pas :\n${devLog}`);
    await new Promise((wait) => setTimeout(wait, 500));
  }
  console.log(`npm run dev prêt en ${seconds(Date.now() - started)} (première page compilée comprise)`);

  browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] });
  const page = await browser.newPage();
  await page.goto(`${origin}${PAGE}`, { waitUntil: 'load' });
  // Survives a hot update, not a full reload.
  await page.evaluate(() => (window.__sameDocument = true));

  const times = [];
  for (let run = 1; run <= RUNS; run++) {
    const marker = `Repère de mesure ${run}-${Date.now()}`;
    const saved = performance.now();
    writeFileSync(FILE, `${original.trimEnd()}\n\n${marker}\n`);
    await page.waitForFunction((text) => document.body.textContent.includes(text), marker, { timeout: TIMEOUT, polling: 20 });
    const elapsed = performance.now() - saved;
    if (!(await page.evaluate(() => window.__sameDocument === true)))
      throw new Error('La page a été rechargée en entier au lieu d’être mise à jour.');
    times.push(elapsed);
    console.log(`passage ${run} : ${seconds(elapsed)}`);
    // Let the watcher settle before the next save.
    await new Promise((wait) => setTimeout(wait, 1000));
  }

  const chromiumVersion = browser.version();
  const nextVersion = JSON.parse(readFileSync('node_modules/next/package.json', 'utf8')).version;
  const contentlayerVersion = JSON.parse(readFileSync('node_modules/contentlayer2/package.json', 'utf8')).version;
  const load = decimal(loadavg()[0], 1);
  const rows = times.map((t, i) => `| ${i + 1} | ${seconds(t)} |`).join('\n');
  writeFileSync(
    REPORT,
    `# Rechargement pendant la rédaction (\`npm run dev\`)

Mesuré par \`npm run bench:dev\` (scripts/bench-dev.mjs) le ${new Date().toISOString().slice(0, 10)} :
Next.js ${nextVersion} (\`next dev\`, Turbopack), contentlayer2 ${contentlayerVersion} (\`contentlayer2 dev\`), Chromium ${chromiumVersion},
${cpus().length} cœurs partagés (charge moyenne ${load} au moment de la mesure).

Le script ouvre la page \`${PAGE}\`, ajoute une phrase unique à la fin de
\`${FILE}\`, puis attend qu'elle apparaisse dans la page **sans la recharger**
(la page n'est jamais rechargée en entier : un repère posé dans la fenêtre survit à chaque mise à jour).
Le fichier est remis dans son état d'origine à la fin, même en cas d'erreur.

**Médiane : ${seconds(median(times))} · maximum : ${seconds(Math.max(...times))}** (${RUNS} enregistrements).

Ce délai comprend la régénération du contenu par contentlayer2 (le fichier JSON du document dans
\`.contentlayer/generated\`), sa prise en compte par Turbopack et la mise à jour de la page dans le navigateur.

Comment la page se met à jour : \`contentlayer2 dev\` réécrit le fichier JSON du document dans
\`.contentlayer/generated\` ; Turbopack voit ce module changer et envoie au navigateur
\`serverComponentChanges\` ; la page redemande ses composants serveur et se met à jour sans rechargement complet
(ni \`withContentlayer\`, qui ne vise que webpack, ni \`useLiveReload\` de next-contentlayer2, réservé
au Pages Router, ne sont nécessaires). Le premier enregistrement après le démarrage est plus lent.

À savoir : ouvrir le site à l'adresse **http://localhost:3000** (celle qu'affiche \`npm run dev\`).
Ouverte en \`http://127.0.0.1:3000\`, elle ne se met pas à jour, ou finit par se recharger entièrement :
Next.js 16 refuse sa connexion de mise à jour aux autres origines (réglage \`allowedDevOrigins\`).

| Enregistrement | Délai jusqu'à la page à jour |
|---|---|
${rows}
`,
  );
  console.log(`Médiane ${seconds(median(times))}, maximum ${seconds(Math.max(...times))} → ${REPORT}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  stop();
}
