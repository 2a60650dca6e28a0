// The suite's last lines (scripts/test-summary.mjs): CI keeps only the tail of the output, so the
// final count must come with the name of what failed and of what a failure kept from running.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'summary-'));
const write = (name: string, report: unknown) => {
  const file = join(dir, name);
  writeFileSync(file, JSON.stringify(report));
  return file;
};
const summary = (...files: string[]) => {
  const run = spawnSync(process.execPath, ['scripts/test-summary.mjs', ...files], { encoding: 'utf8' });
  return { status: run.status, lines: run.stdout.trim().split('\n') };
};

const playwrightTest = (title: string, line: number, status: string, message?: string, duration?: number, file = 'espace.spec.ts') => ({
  title,
  file,
  line,
  tests: [
    {
      projectName: 'mobile',
      expectedStatus: 'passed',
      status,
      results: status === 'skipped' ? [] : [{ status, duration, errors: message ? [{ message }] : [] }],
    },
  ],
});

const playwright = (tests: ReturnType<typeof playwrightTest>[], stats: object) =>
  write('playwright.json', {
    stats: { expected: 0, unexpected: 0, flaky: 0, skipped: 0, ...stats },
    errors: [],
    suites: [
      {
        title: 'espace.spec.ts',
        file: 'espace.spec.ts',
        specs: [],
        suites: [{ title: 'le bureau', file: 'espace.spec.ts', specs: tests }],
      },
    ],
  });

const vitest = (
  assertions: { fullName: string; status: string; failureMessages?: string[] }[],
  time?: { startTime: number; endTime: number },
) =>
  write('vitest.json', {
    numPassedTests: assertions.filter((a) => a.status === 'passed').length,
    numFailedTests: assertions.filter((a) => a.status === 'failed').length,
    testResults: [
      { name: join(process.cwd(), 'tests/unit/prix.test.ts'), status: 'failed', message: '', assertionResults: assertions, ...time },
    ],
  });

describe('the suite’s summary', () => {
  it('ends with the count alone when everything passed', () => {
    const { status, lines } = summary(
      playwright([playwrightTest('accepte', 10, 'expected')], { expected: 1 }),
      vitest([{ fullName: 'un prix', status: 'passed' }]),
    );
    expect(lines).toEqual(['2 passed, 0 failed']);
    expect(status).toBe(0);
  });

  it('names each failure with its file, line, project and first error line, and each test the failure kept from running', () => {
    const { status, lines } = summary(
      playwright(
        [
          playwrightTest('accepte le devis', 10, 'expected'),
          playwrightTest(
            'accepte en anglais',
            20,
            'unexpected',
            '\u001b[31mError: expect(locator).toBeChecked() failed\u001b[39m\n\nLocator: …',
          ),
          playwrightTest('sans session', 30, 'skipped'),
        ],
        { expected: 1, unexpected: 1, skipped: 1 },
      ),
      vitest([
        { fullName: 'un prix', status: 'passed' },
        { fullName: 'le total TTC', status: 'failed', failureMessages: ['AssertionError: expected 210 to be 400\n    at …'] },
      ]),
      join(dir, 'absent.json'),
    );
    expect(lines.at(-1)).toBe('2 passed, 3 failed');
    expect(lines).toContain('  ✘ espace.spec.ts:20 [mobile] le bureau › accepte en anglais : Error: expect(locator).toBeChecked() failed');
    expect(lines).toContain('  ✘ tests/unit/prix.test.ts › le total TTC : AssertionError: expected 210 to be 400');
    expect(lines).toContain(`  ✘ ${join(dir, 'absent.json')} : rapport absent`);
    expect(lines).toContain('  – espace.spec.ts:30 [mobile] le bureau › sans session');
    expect(lines.join('\n')).not.toContain('accepte le devis');
    expect(status).toBe(1);
  });

  it('names the slowest files and those over their budget, above the count, without failing the run', () => {
    const { status, lines } = summary(
      playwright(
        [
          playwrightTest('accepte', 10, 'expected', undefined, 20_000),
          playwrightTest('refuse', 20, 'expected', undefined, 15_000),
          playwrightTest('un lien', 5, 'expected', undefined, 4_000, 'routes.spec.ts'),
        ],
        { expected: 3 },
      ),
      vitest([{ fullName: 'un prix', status: 'passed' }], { startTime: 1_000, endTime: 91_000 }),
    );
    // espace.spec.ts: 35 s for a budget of 30 s; prix.test.ts: 90 s for 60 s; routes.spec.ts: 4 s.
    expect(lines).toEqual([
      'Les 3 fichiers les plus longs (somme des durées de leurs tests) :',
      '    90 s  tests/unit/prix.test.ts',
      '    35 s  tests/e2e/espace.spec.ts',
      '     4 s  tests/e2e/routes.spec.ts',
      'Au-delà de leur budget (2) :',
      '  ⏱ tests/unit/prix.test.ts : 90 s pour 60 s',
      '  ⏱ tests/e2e/espace.spec.ts : 35 s pour 30 s',
      '4 passed, 0 failed',
    ]);
    expect(status).toBe(0);
  });
});
