// `npm run content:check`: each copywriter mistake of tests/fixtures/contenu-erreurs/ gives
// exactly the messages in its attendu.txt, all problems come out in one run, and the real
// content passes (tests/integration/content-check-build.test.ts: the build refuses to publish).
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkContent } from '../../lib/content-check';
import { ROOT } from '../support/project-copy';

const FIXTURES = join(ROOT, 'tests/fixtures/contenu-erreurs');
// Fixed, so the fixtures' review dates stay in the past or the future for good.
const TODAY = new Date(2026, 10, 23);
const made: string[] = [];

// Many copies of content/ and one of the project: slow to remove on a busy machine.
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })), 60_000);

/** A copy of content/ with a fixture's files laid over it. */
function contentWith(fixture: string) {
  const dir = mkdtempSync(join(tmpdir(), 'contenu-erreurs-'));
  made.push(dir);
  cpSync(join(ROOT, 'content'), join(dir, 'content'), { recursive: true });
  cpSync(join(FIXTURES, fixture, 'content'), join(dir, 'content'), { recursive: true });
  return join(dir, 'content');
}

const expected = (fixture: string) =>
  readFileSync(join(FIXTURES, fixture, 'attendu.txt'), 'utf8')
    .trimEnd()
    .split('\n');
const SUMMARY = /^\d+ problèmes? dans \d+ fichiers? : rien n'est publié\.$/;
const SUCCESS = /^Contenu vérifié : \d+ fichiers, aucun problème\.$/;
const WARNINGS = /^\d+ avertissements? : des chiffres se contredisent, la publication continue \(à vérifier par la rédaction\)\.$/;
const WARNING = 'Avertissement : ';

/** The files a fixture lays over the content, as messages name them. */
const filesOf = (fixture: string) =>
  readdirSync(join(FIXTURES, fixture, 'content'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `content/${relative(join(FIXTURES, fixture, 'content'), join(entry.parentPath, entry.name))}`);

/**
 * The messages of a fixture: every problem, and the warnings about the files it lays over
 * (the real content has warnings of its own, on other files, that a copywriter decides on).
 */
function messagesOf(fixture: string, lines: string[]) {
  const files = filesOf(fixture);
  return lines.filter(
    (line) =>
      line &&
      !SUMMARY.test(line) &&
      !SUCCESS.test(line) &&
      !WARNINGS.test(line) &&
      (!line.startsWith(WARNING) || files.some((file) => line.startsWith(`${WARNING}${file},`))),
  );
}

describe('content check', () => {
  it('passes the real content with no problem and says so, its warnings counted after', () => {
    const { problems, warnings, lines } = checkContent({ rootDir: ROOT });
    expect(problems).toEqual([]);
    expect(lines.filter((line) => line && !line.startsWith(WARNING))).toEqual(
      warnings.length
        ? [
            expect.stringMatching(SUCCESS),
            `${warnings.length} avertissement${warnings.length > 1 ? 's' : ''} : des chiffres se contredisent, la publication continue (à vérifier par la rédaction).`,
          ]
        : [expect.stringMatching(SUCCESS)],
    );
  });

  const fixtures = readdirSync(FIXTURES).sort();

  it('has one fixture per kind of mistake', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(18);
  });

  it.each(fixtures)('reports %s with the file, line, field, what was found and what was expected', (fixture) => {
    const { lines, problems } = checkContent({ rootDir: ROOT, contentDir: contentWith(fixture), label: 'content', today: TODAY });
    expect(messagesOf(fixture, lines)).toEqual(expected(fixture));
    // Problems first, then warnings; then the count of problems (or the success line), then of warnings.
    const firstWarning = lines.findIndex((line) => line.startsWith(WARNING));
    const lastProblem = lines.findLastIndex(
      (line) => line && !line.startsWith(WARNING) && !SUMMARY.test(line) && !SUCCESS.test(line) && !WARNINGS.test(line),
    );
    if (firstWarning >= 0) expect(lastProblem).toBeLessThan(firstWarning);
    expect(lines.at(-2)).toMatch(problems.length ? SUMMARY : SUCCESS);
    expect(lines.at(-1)).toMatch(WARNINGS);
  });

  // The one test here that starts a process (the command a copywriter runs): seconds, not milliseconds.
  it('a warning never stops the build: the check exits 0 and counts the warnings', () => {
    const run = spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/content-check.ts'], {
      cwd: ROOT,
      env: { ...process.env, CONTENT_DIR: contentWith('34-avertissement-minimum-jamais-applique') },
      encoding: 'utf8',
    });
    expect(run.status).toBe(0);
    // The file is named from the project folder: compare from the field on.
    expect(run.stdout).toContain(expected('34-avertissement-minimum-jamais-applique')[0]!.split(', champ ')[1]);
    expect(run.stdout.trimEnd().split('\n').at(-1)).toMatch(WARNINGS);
  }, 60_000);

  it('lists every problem of every file in one run, then counts them', () => {
    const { problems, lines } = checkContent({
      rootDir: ROOT,
      contentDir: contentWith('29-plusieurs-erreurs'),
      label: 'content',
      today: TODAY,
    });
    expect(new Set(problems.map((p) => p.file)).size).toBe(3);
    expect(lines.find((line) => SUMMARY.test(line))).toBe("3 problèmes dans 3 fichiers : rien n'est publié.");
  });
});
