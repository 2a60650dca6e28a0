// Every page of the built site, as `next start` serves it to a browser: it answers, in French,
// with one title of its own, and it is valid HTML for the W3C's own checker, the Nu HTML Checker
// (vnu.jar from the vnu-jar package, run with Java; scripts/test.sh installs Debian's if missing).
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRoutes } from '@/lib/view/routes';
import { freshDataDir } from '../support/pglite';
import { ROOT } from '../support/project-copy';
import { startSite, type RunningSite } from '../support/site';
import { LEGAL_ROUTES, NOT_FOUND, SPEC_ROUTES } from '../spec-routes';

const VNU = join(ROOT, 'node_modules/vnu-jar/build/dist/vnu.jar');

type Page = { status: number; html: string };
type VnuMessage = { type: string; url: string; lastLine?: number; message: string; extract?: string };

let site: RunningSite;
let dataDir: string;
const pages = new Map<string, Page>();

beforeAll(async () => {
  dataDir = freshDataDir();
  site = await startSite({ DEVIS_DATA_DIR: dataDir });
  for (const path of [...allRoutes(), NOT_FOUND]) {
    const response = await fetch(`${site.base}${path}`);
    pages.set(path, { status: response.status, html: await response.text() });
  }
}, 120_000);

afterAll(async () => {
  await site?.kill();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const text = (html: string) => html.replace(/<[^>]+>/g, '').trim();

describe('every route of the specification, and the legal pages', () => {
  it.each([...SPEC_ROUTES, ...LEGAL_ROUTES])('%s answers 200 in French with one h1 and the brand in its title', (route) => {
    const page = pages.get(route);
    expect(page?.status).toBe(200);
    const html = page!.html;
    expect(html).toMatch(/^<!DOCTYPE html><html lang="fr"/);
    const headings = [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)];
    expect(headings).toHaveLength(1);
    expect(text(headings[0]![1]!)).not.toBe('');
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toMatch(/Salles Rive Gauche/);
  });
});

it('every route, and the 404 page, has no error for the Nu HTML Checker', async () => {
  const folder = mkdtempSync(join(tmpdir(), 'vnu-'));
  const pageOf = new Map<string, string>();
  try {
    for (const [index, [path, { html }]] of [...pages].entries()) {
      const file = join(folder, `${index}.html`);
      writeFileSync(file, html);
      pageOf.set(file, path);
    }
    // The checker exits with 1 when it finds an error and writes its report on stderr either way.
    const report = await promisify(execFile)('java', ['-jar', VNU, '--errors-only', '--format', 'json', ...pageOf.keys()], {
      maxBuffer: 16 * 1024 * 1024,
    }).then(
      ({ stderr }) => stderr,
      (error: { stderr?: string; message: string }) => error.stderr || error.message,
    );
    if (!report.trimStart().startsWith('{')) throw new Error(`Le Nu HTML Checker n'a pas tourné (Java 11 ou plus requis) : ${report}`);
    const { messages } = JSON.parse(report) as { messages: VnuMessage[] };
    const where = (url: string) => pageOf.get(url.replace(/^file:/, '')) ?? url;
    expect(messages.map((m) => `${where(m.url)}:${m.lastLine ?? '?'} ${m.message} ${m.extract?.trim() ?? ''}`)).toEqual([]);
    expect(pageOf.size).toBe(allRoutes().length + 1);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  // Java and the checker start in seconds on an idle machine; the limit leaves room for a busy one.
}, 600_000);
