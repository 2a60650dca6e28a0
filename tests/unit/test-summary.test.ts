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

const playwrightTest = (title: string, line: number, status: string, message?: string) => ({
  title,
  file: 'espace.spec.ts',
  line,
  tests: [
    {
      projectName: 'mobile',
      expectedStatus: 'passed',
      status,
      results: status === 'skipped' ? [] : [{ status, errors: message ? [{ message }] : [] }],
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

const vitest = (assertions: { fullName: string; status: string; failureMessages?: string[] }[]) =>
  write('vitest.json', {
    numPassedTests: assertions.filter((a) => a.status === 'passed').length,
    numFailedTests: assertions.filter((a) => a.status === 'failed').length,
    testResults: [{ name: join(process.cwd(), 'tests/unit/prix.test.ts'), status: 'failed', message: '', assertionResults: assertions }],
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
});
