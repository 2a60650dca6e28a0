// `npm run content:check`: each copywriter mistake of tests/fixtures/contenu-erreurs/ gives
// exactly the messages in its attendu.txt, all problems come out in one run, and the real
// content passes (tests/integration/content-check-build.test.ts: the build refuses to publish).
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkContent } from '../../lib/content-check';
import { ROOT } from '../support/project-copy';

const FIXTURES = join(ROOT, 'tests/fixtures/contenu-erreurs');
// Fixed, so the fixtures' review dates stay in the past or the future for good.
const TODAY = new Date(2026, 10, 23);
const made: string[] = [];

afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A copy of content/ with a fixture's files laid over it. */
function contentWith(fixture: string) {
  const dir = mkdtempSync(join(tmpdir(), 'contenu-erreurs-'));
  made.push(dir);
  cpSync(join(ROOT, 'content'), join(dir, 'content'), { recursive: true });
  cpSync(join(FIXTURES, fixture, 'content'), join(dir, 'content'), { recursive: true });
  return join(dir, 'content');
}

const expected = (fixture: string) => readFileSync(join(FIXTURES, fixture, 'attendu.txt'), 'utf8').trimEnd().split('\n');
const SUMMARY = /^\d+ problèmes? dans \d+ fichiers? : rien n'est publié\.$/;

describe('content check', () => {
  it('passes the real content with no problem and says so', () => {
    const { problems, lines } = checkContent({ rootDir: ROOT });
    expect(problems).toEqual([]);
    expect(lines).toEqual([expect.stringMatching(/^Contenu vérifié : \d+ fichiers, aucun problème\.$/)]);
  });

  const fixtures = readdirSync(FIXTURES).sort();

  it('has one fixture per kind of mistake', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(18);
  });

  it.each(fixtures)('reports %s with the file, line, field, what was found and what was expected', (fixture) => {
    const { lines } = checkContent({ rootDir: ROOT, contentDir: contentWith(fixture), label: 'content', today: TODAY });
    const messages = lines.filter((line) => line && !SUMMARY.test(line));
    expect(messages).toEqual(expected(fixture));
    expect(lines.at(-1)).toMatch(SUMMARY);
  });

  it('lists every problem of every file in one run, then counts them', () => {
    const { problems, lines } = checkContent({
      rootDir: ROOT, contentDir: contentWith('29-plusieurs-erreurs'), label: 'content', today: TODAY,
    });
    expect(new Set(problems.map((p) => p.file)).size).toBe(3);
    expect(lines.at(-1)).toBe("3 problèmes dans 3 fichiers : rien n'est publié.");
  });
});
