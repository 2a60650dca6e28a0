// Compares the HTML of every route between two builds of the site, ignoring what changes from
// one build to the next without a visitor seeing it: the build id, hashed asset names, Server
// Action ids, per-request tokens. Issue #14 « Keep »: the site's HTML is the same before and
// after a refactoring, except for the fixes it names.
//
// 1. Snapshot a build (after `npm run build` in that project): starts it with server.ts on a free
//    loopback port, fetches every route of its sitemap plus the pages rendered on demand (the
//    calculator, the quote form, a 404), writes one file per route, stops the server.
//      node scripts/compare-html.mjs snapshot /tmp/html-after            # this project
//      node scripts/compare-html.mjs snapshot /tmp/html-after --dir ../x # another checkout
// 2. Compare two snapshots, or a snapshot and a build folder (a project or its .next: then only
//    the prerendered pages of .next/server/app are read, not the pages rendered on demand):
//      node scripts/compare-html.mjs /work/baseline-html /tmp/html-after
//      node scripts/compare-html.mjs /work/baseline-html/static .next
//    Prints, per route, « = » when identical or « ≠ » and a unified diff of the markup (one tag
//    per line), then routes present on one side only. Exit status 1 when anything differs.
//    Options: --scripts also diffs the inline scripts (React's flight data: module ids and chunk
//    lists change with any code change, so they are left out by default and only their size is
//    compared); --context N lines of context (3); --max N diff lines printed per route (200).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    dir: { type: 'string', default: '.' },
    scripts: { type: 'boolean', default: false },
    context: { type: 'string', default: '3' },
    max: { type: 'string', default: '200' },
  },
});

// Pages rendered on demand (not in the sitemap's prerendered files), and error pages.
const ON_DEMAND = [
  '/calcul',
  '/calcul?offre=vaugirard-matin-week-end&personnes=30',
  '/devis',
  '/devis?offre=vaugirard-matin-week-end',
  '/page-inexistante',
  '/locations/salles-rive-gauche-vaugirard/page-inexistante',
  '/robots.txt',
  '/sitemap.xml',
];

/** `/` → `index.html`, `/a/b?x=1` → `a/b?x=1.html`: the layout of .next/server/app. */
const fileOf = (route) => (route === '/' ? 'index.html' : `${route.slice(1)}.html`);
const routeOf = (file) => (file === 'index.html' ? '/' : `/${file.replace(/\.html$/, '')}`);

const freePort = () =>
  new Promise((done, fail) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
    server.on('error', fail);
  });

/** A busy machine's server may reset a connection now and then: one more try. */
const fetchTwice = (url) => fetch(url, { redirect: 'manual' }).catch(() => fetch(url, { redirect: 'manual' }));

async function snapshot(out, projectDir) {
  const dir = resolve(projectDir);
  if (!existsSync(join(dir, '.next/BUILD_ID'))) throw new Error(`Aucune construction dans ${dir} : lancer \`npm run build\` d'abord.`);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const data = mkdtempSync(join(tmpdir(), 'compare-html-'));
  // A deployment's environment: no tag manager id, no preview, its own empty quote store.
  const env = { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', DEVIS_DATA_DIR: data };
  for (const name of ['SITE_ENV', 'VERCEL_ENV', 'GTM_ID', 'NEXT_PUBLIC_GTM_ID', 'DATABASE_URL', 'SMTP_URL']) delete env[name];
  const child = spawn(process.execPath, ['--import', 'tsx', 'server.ts', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: dir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs = [];
  child.stdout.on('data', (chunk) => logs.push(String(chunk)));
  child.stderr.on('data', (chunk) => logs.push(String(chunk)));
  try {
    const deadline = Date.now() + 120_000;
    while (
      !(await fetch(`${base}/devis`).then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      if (child.exitCode !== null || Date.now() > deadline) throw new Error(`Le site n'a pas démarré :\n${logs.join('')}`);
      await new Promise((wait) => setTimeout(wait, 300));
    }
    const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
    const fromSitemap = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    const routes = [...new Set([...fromSitemap, ...ON_DEMAND])];
    rmSync(out, { recursive: true, force: true });
    for (const route of routes) {
      const response = await fetchTwice(`${base}${route}`);
      const file = join(out, fileOf(route));
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, `<!-- ${response.status} ${response.headers.get('content-type') ?? ''} -->\n${await response.text()}`);
    }
    writeFileSync(join(out, 'BUILD_ID'), readFileSync(join(dir, '.next/BUILD_ID'), 'utf8'));
    console.log(`${routes.length} routes enregistrées dans ${out}`);
  } finally {
    child.kill('SIGTERM');
    await new Promise((done) => (child.exitCode !== null ? done() : child.once('exit', done)));
    rmSync(data, { recursive: true, force: true });
  }
}

/** The HTML files of a snapshot, a project (its .next) or a .next folder, by route, with the build id. */
function pagesOf(path) {
  let root = resolve(path);
  let buildId = existsSync(join(root, 'BUILD_ID')) ? readFileSync(join(root, 'BUILD_ID'), 'utf8').trim() : undefined;
  if (existsSync(join(root, '.next/server/app'))) root = join(root, '.next');
  if (existsSync(join(root, 'server/app'))) {
    buildId = readFileSync(join(root, 'BUILD_ID'), 'utf8').trim();
    root = join(root, 'server/app');
  }
  const pages = new Map();
  const walk = (folder) => {
    for (const name of readdirSync(folder)) {
      const file = join(folder, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (name.endsWith('.html')) pages.set(routeOf(relative(root, file)), readFileSync(file, 'utf8'));
    }
  };
  walk(root);
  return { pages, buildId };
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The markup, one tag per line, with what differs between builds of the same sources replaced by a name. */
function normalise(html, buildId, withScripts) {
  // A snapshot's first line is the answer's status and type; a .next file has none.
  const head = /^<!-- (\d+) ([^>]*) -->\n/.exec(html);
  let text = head ? html.slice(head[0].length) : html;
  if (buildId) text = text.replace(new RegExp(escapeRegExp(buildId), 'g'), '[build-id]');
  let flight = 0;
  if (!withScripts) {
    text = text.replace(/<script>self\.__next_f[\s\S]*?<\/script>/g, (script) => {
      flight += script.length;
      return '';
    });
  }
  text = text
    // Hashed assets: /_next/static/chunks/0f3a….js, /_next/static/media/inter.9c1f….woff2, ?dpl=…
    .replace(/(\/_next\/static\/(?:chunks|css|media)\/)[^"'\s)\\,]+?(\.(?:js|css|woff2?|png|jpe?g|webp|avif|svg))/g, '$1[hash]$2')
    .replace(/([?&])dpl=[^"'&\s\\]+/g, '$1dpl=[id]')
    // Server Action ids (hash of the file and export), per-request form tokens, nonces.
    .replace(/\b[0-9a-f]{40,42}\b/g, '[action-id]')
    .replace(/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/g, '[uuid]')
    .replace(/nonce="[^"]*"/g, 'nonce="[nonce]"');
  const lines = text.replace(/>\s*</g, '>\n<').split('\n');
  return { lines, flight, status: head?.slice(1).join(' ') };
}

function diff(a, b, context) {
  const folder = mkdtempSync(join(tmpdir(), 'compare-html-diff-'));
  try {
    writeFileSync(join(folder, 'avant'), `${a.join('\n')}\n`);
    writeFileSync(join(folder, 'apres'), `${b.join('\n')}\n`);
    const result = spawnSync('diff', [`-U${context}`, 'avant', 'apres'], { cwd: folder, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
    return result.stdout
      .split('\n')
      .slice(2)
      .filter((line) => line !== '');
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

function compare(beforePath, afterPath) {
  const before = pagesOf(beforePath);
  const after = pagesOf(afterPath);
  const routes = [...new Set([...before.pages.keys(), ...after.pages.keys()])].sort();
  const max = Number(options.max);
  let differing = 0;
  let identical = 0;
  const onlyBefore = [];
  const onlyAfter = [];
  for (const route of routes) {
    const a = before.pages.get(route);
    const b = after.pages.get(route);
    if (a === undefined) onlyAfter.push(route);
    else if (b === undefined) onlyBefore.push(route);
    else {
      const left = normalise(a, before.buildId, options.scripts);
      const right = normalise(b, after.buildId, options.scripts);
      const changes = left.lines.join('\n') === right.lines.join('\n') ? [] : diff(left.lines, right.lines, options.context);
      if (left.status && right.status && left.status !== right.status)
        changes.unshift(`-réponse ${left.status}`, `+réponse ${right.status}`);
      const flight = left.flight === right.flight ? '' : ` (données de rendu React : ${left.flight} → ${right.flight} octets)`;
      if (changes.length === 0) {
        identical++;
        console.log(`= ${route}${flight}`);
        continue;
      }
      differing++;
      console.log(`≠ ${route}${flight}`);
      for (const line of changes.slice(0, max)) console.log(`    ${line}`);
      if (changes.length > max) console.log(`    … ${changes.length - max} lignes de plus (--max)`);
    }
  }
  for (const route of onlyBefore) console.log(`- ${route} : seulement dans ${beforePath}`);
  for (const route of onlyAfter) console.log(`+ ${route} : seulement dans ${afterPath}`);
  console.log(`\n${identical} identiques, ${differing} différentes, ${onlyBefore.length} disparues, ${onlyAfter.length} nouvelles.`);
  return differing + onlyBefore.length + onlyAfter.length === 0;
}

if (positionals[0] === 'snapshot' && positionals[1]) {
  await snapshot(resolve(positionals[1]), options.dir);
} else if (positionals.length === 2) {
  process.exitCode = compare(positionals[0], positionals[1]) ? 0 : 1;
} else {
  console.error(
    'Usage : node scripts/compare-html.mjs snapshot <dossier> [--dir <projet>]\n        node scripts/compare-html.mjs <avant> <après> [--scripts] [--context N] [--max N]',
  );
  process.exitCode = 2;
}
