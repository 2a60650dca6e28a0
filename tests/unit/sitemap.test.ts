// The sitemap lists every public route, and a page's <lastmod> moves only when one of its
// source files changes: committed files by their last commit, uncommitted edits by mtime.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fileDates, newestDate } from '@/lib/seo/lastmod';
import { routeSources, sitemapEntries } from '@/lib/view/sitemap';
import { SITE_URL } from '@/lib/env';
import { allRoutes } from '@/lib/view/routes';

const repos: string[] = [];
afterEach(() => repos.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function repo() {
  const dir = mkdtempSync(join(tmpdir(), 'lastmod-'));
  repos.push(dir);
  return dir;
}
const git = (dir: string, args: string[], date?: string) =>
  execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.org', '-c', 'commit.gpgsign=false', ...args], {
    cwd: dir,
    env: { ...process.env, ...(date && { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date }) },
    stdio: 'ignore',
  });
const commit = (dir: string, file: string, text: string, date: string) => {
  writeFileSync(join(dir, file), text);
  git(dir, ['add', file]);
  git(dir, ['commit', '-q', '-m', file], date);
};

describe('content dates', () => {
  it('take the last commit that changed each file, whatever the checkout time', () => {
    const dir = repo();
    git(dir, ['init', '-q']);
    commit(dir, 'a.yaml', 'a', '2025-01-10T10:00:00Z');
    commit(dir, 'b.yaml', 'b', '2025-02-20T10:00:00Z');
    commit(dir, 'a.yaml', 'a2', '2025-03-30T10:00:00Z');
    commit(dir, 'c.yaml', 'c', '2025-04-05T10:00:00Z');
    // A fresh clone: every file's mtime is "now".
    utimesSync(join(dir, 'b.yaml'), new Date(), new Date());
    const dateOf = fileDates(dir, ['.']);
    expect(dateOf('a.yaml')).toEqual(new Date('2025-03-30T10:00:00Z'));
    expect(dateOf('b.yaml')).toEqual(new Date('2025-02-20T10:00:00Z'));
    expect(newestDate(['a.yaml', 'b.yaml'], dateOf)).toEqual(new Date('2025-03-30T10:00:00Z'));
    expect(newestDate(['b.yaml'], dateOf)).toEqual(new Date('2025-02-20T10:00:00Z'));
  });

  it('take the modification time of a file edited or added since the last commit', () => {
    const dir = repo();
    git(dir, ['init', '-q']);
    commit(dir, 'a.yaml', 'a', '2025-01-10T10:00:00Z');
    writeFileSync(join(dir, 'a.yaml'), 'edited');
    writeFileSync(join(dir, 'new.yaml'), 'new');
    const edited = new Date('2025-06-01T08:00:00Z');
    utimesSync(join(dir, 'a.yaml'), edited, edited);
    utimesSync(join(dir, 'new.yaml'), edited, edited);
    const dateOf = fileDates(dir, ['.']);
    expect(dateOf('a.yaml')).toEqual(edited);
    expect(dateOf('new.yaml')).toEqual(edited);
  });

  it('are unknown without Git history, rather than the checkout time', () => {
    const dir = repo();
    writeFileSync(join(dir, 'a.yaml'), 'a');
    const dateOf = fileDates(dir, ['.']);
    expect(dateOf('a.yaml')).toBeUndefined();
    expect(newestDate(['a.yaml'], dateOf)).toBeUndefined();
  });
});

describe('the sitemap', () => {
  it('knows the existing source files of every public route', () => {
    const sources = routeSources();
    for (const route of allRoutes()) {
      const files = sources.get(route);
      expect(files, route).toBeDefined();
      for (const file of files ?? []) expect(existsSync(file), `${route} : ${file}`).toBe(true);
    }
  });

  it('builds a product page from its page file, its formulas, its venue and its reviews', () => {
    const files = routeSources().get('/locations/salles-rive-gauche-vaugirard/salle-anniversaire-enfant-paris-15');
    expect(files).toEqual(
      expect.arrayContaining([
        'content/produits/vaugirard/salle-anniversaire-enfant-paris-15.mdx',
        'content/formules/vaugirard/matin-week-end.yaml',
        'content/formules/vaugirard/apres-midi-week-end.yaml',
        'content/lieux/vaugirard.mdx',
      ]),
    );
    expect(files?.some((file) => file.startsWith('content/avis/'))).toBe(true);
    expect(files).not.toContain('content/lieux/montparnasse.mdx');
  });

  it('lists every public route on the production origin, dated by its newest source file', () => {
    const dates = new Map([['content/formules/vaugirard/matin-week-end.yaml', new Date('2030-01-01T00:00:00Z')]]);
    const entries = sitemapEntries((file) => dates.get(file) ?? new Date('2025-01-01T00:00:00Z'));
    expect(entries.map((entry) => entry.url).sort()).toEqual(
      allRoutes()
        .map((route) => (route === '/' ? SITE_URL : `${SITE_URL}${route}`))
        .sort(),
    );
    const byUrl = new Map(entries.map((entry) => [entry.url, entry.lastModified]));
    expect(byUrl.get(`${SITE_URL}/locations/salles-rive-gauche-vaugirard/salle-anniversaire-enfant-paris-15`)).toEqual(
      new Date('2030-01-01T00:00:00Z'),
    );
    expect(byUrl.get(`${SITE_URL}/locations/salles-rive-gauche-montparnasse`)).toEqual(new Date('2025-01-01T00:00:00Z'));
  });

  it('leaves <lastmod> out when the dates are unknown', () => {
    expect(sitemapEntries(() => undefined).every((entry) => entry.lastModified === undefined)).toBe(true);
  });
});
