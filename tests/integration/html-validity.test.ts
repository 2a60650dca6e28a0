// Every page of the built site is valid HTML for the W3C's own checker, the Nu HTML Checker
// (vnu.jar from the vnu-jar package, run with Java; scripts/test.sh installs Debian's if missing).
// The pages are fetched from `next start`, as a browser receives them, then checked in one run.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { allRoutes } from '@/lib/content';
import { freshDataDir } from '../support/pglite';
import { ROOT } from '../support/project-copy';
import { startSite, type RunningSite } from '../support/site';

const VNU = join(ROOT, 'node_modules/vnu-jar/build/dist/vnu.jar');
// Beyond the route table: the page a visitor gets for an unknown address.
const PAGES = [...allRoutes(), '/page-inexistante'];

type VnuMessage = { type: string; url: string; lastLine?: number; message: string; extract?: string };

let site: RunningSite;
let dataDir: string;
const folder = mkdtempSync(join(tmpdir(), 'vnu-'));

beforeAll(async () => {
  dataDir = freshDataDir();
  site = await startSite({ DEVIS_DATA_DIR: dataDir });
}, 120_000);

afterAll(async () => {
  await site?.kill();
  rmSync(folder, { recursive: true, force: true });
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

it('every route, and the 404 page, has no error for the Nu HTML Checker', async () => {
  const pageOf = new Map<string, string>();
  for (const [index, path] of PAGES.entries()) {
    const file = join(folder, `${index}.html`);
    writeFileSync(file, await (await fetch(`${site.base}${path}`)).text());
    pageOf.set(`file:${file}`, path);
  }
  // The checker exits with 1 when it finds an error and writes its report on stderr either way.
  const report = await promisify(execFile)('java', ['-jar', VNU, '--errors-only', '--format', 'json', ...[...pageOf.keys()].map((url) => url.slice(5))], {
    maxBuffer: 16 * 1024 * 1024,
  }).then(
    ({ stderr }) => stderr,
    (error: { stderr?: string; message: string }) => error.stderr || error.message,
  );
  if (!report.trimStart().startsWith('{')) throw new Error(`Le Nu HTML Checker n'a pas tourné (Java 11 ou plus requis) : ${report}`);
  const { messages } = JSON.parse(report) as { messages: VnuMessage[] };
  expect(messages.map((m) => `${pageOf.get(m.url) ?? m.url}:${m.lastLine ?? '?'} ${m.message} ${m.extract?.trim() ?? ''}`)).toEqual([]);
  expect(pageOf.size).toBe(PAGES.length);
}, 180_000);
