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
import { ENGLISH_NOT_FOUND, ENGLISH_ONLY_ROUTES, ENGLISH_ROUTES, LEGAL_ROUTES, NOT_FOUND, SPEC_ROUTES } from '../spec-routes';

const VNU = join(ROOT, 'node_modules/vnu-jar/build/dist/vnu.jar');

type Page = { status: number; html: string };
type VnuMessage = { type: string; url: string; lastLine?: number; message: string; extract?: string };

let site: RunningSite;
let dataDir: string;
const pages = new Map<string, Page>();

beforeAll(async () => {
  dataDir = freshDataDir();
  site = await startSite({ DEVIS_DATA_DIR: dataDir });
  for (const path of [...allRoutes(), NOT_FOUND, ENGLISH_NOT_FOUND]) {
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

describe('the English pages (#37)', () => {
  it.each(ENGLISH_ROUTES)('%s answers 200 in English with one h1 and the brand in its title', (route) => {
    const page = pages.get(route);
    expect(page?.status).toBe(200);
    expect(page!.html).toMatch(/^<!DOCTYPE html><html lang="en-GB"/);
    const headings = [...page!.html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)];
    expect(headings).toHaveLength(1);
    expect(/<title>([^<]*)<\/title>/.exec(page!.html)?.[1]).toMatch(/Salles Rive Gauche/);
  });

  it('an unknown English address answers 404 in English, in the English frame', () => {
    const page = pages.get(ENGLISH_NOT_FOUND);
    expect(page?.status).toBe(404);
    expect(page!.html).toMatch(/<html lang="en-GB"/);
    expect(page!.html).toContain('Page not found');
    expect(page!.html).toContain('Skip to content');
  });

  /** A page's hreflang alternates, as paths: `{ fr: '/calcul', en: '/en/calculator', 'x-default': '/calcul' }`. */
  const alternatesOf = (html: string): Record<string, string> =>
    Object.fromEntries(
      [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map(([, tag = '', href = '']) => [
        tag,
        new URL(href).pathname,
      ]),
    );

  it('every English page and its French page name each other as hreflang alternates, French being the default', () => {
    for (const route of ENGLISH_ROUTES.filter((r) => !ENGLISH_ONLY_ROUTES.includes(r))) {
      const english = alternatesOf(pages.get(route)!.html);
      expect(english.en, route).toBe(route);
      const french = english.fr!;
      expect(pages.get(french)?.status, `${route} → ${french}`).toBe(200);
      expect(alternatesOf(pages.get(french)!.html), french).toEqual({ fr: french, en: route, 'x-default': french });
    }
  });

  it('a page without a translation names no alternate', () => {
    for (const route of ['/prestations/salles-pour-bapteme-paris', '/locations', '/prestations', ...ENGLISH_ONLY_ROUTES]) {
      expect(alternatesOf(pages.get(route)!.html), route).toEqual({});
    }
  });

  it('a visitor whose browser prefers English is never redirected from a French page', async () => {
    const response = await fetch(`${site.base}/prestations/location-salles-de-reunion-paris`, {
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
      redirect: 'manual',
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/^<!DOCTYPE html><html lang="fr"/);
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
    expect(pageOf.size).toBe(allRoutes().length + 2);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  // Java and the checker start in seconds on an idle machine; the limit leaves room for a busy one.
}, 600_000);
