// Totals the JSON reports of Vitest and Playwright into one line: "N passed, M failed".
// A missing report counts as one failure, so a run that executed nothing cannot look green.
// Above that line, each failure is named with its file, line and first error line, and so is each
// test that did not run (a serial group stops at its first failure): CI keeps only the output's
// tail, and a count alone does not say what to reproduce.
// Above them, each file's time (the sum of its tests' times, both widths and hooks included; a
// Vitest file from its start to its end) for the ten slowest, and every file over its budget (#51):
// a report, not a failure, so that a spec that grows is named the day it does.
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

/** Seconds of test time a file may take; the few whose subject costs more are named. */
const BUDGET = { playwright: 30, vitest: 60 };
// Each walks one page of every type (consent, english, security) or a visitor's whole path (devis, desk).
const BUDGETS = {
  'tests/e2e/accessibility.spec.ts': 90,
  'tests/e2e/consent.spec.ts': 60,
  'tests/e2e/devis.spec.ts': 90,
  'tests/e2e/disponibilites.spec.ts': 60,
  'tests/e2e/english.spec.ts': 60,
  'tests/e2e/espace-prestataire.spec.ts': 90,
  'tests/e2e/keystatic.spec.ts': 60,
  'tests/e2e/security.spec.ts': 60,
  'tests/integration/availability-site.test.ts': 150,
};
/** Per file: its runner and its seconds. */
const times = new Map();
const addTime = (file, runner, ms) => {
  const entry = times.get(file) ?? { runner, seconds: 0 };
  entry.seconds += ms / 1000;
  times.set(file, entry);
};

let passed = 0;
let failed = 0;
const failures = [];
const notRun = [];

const firstLine = (text = '') =>
  // Without the terminal's colours, which a log shows as escape codes.
  text
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trim())
    .find(Boolean) ?? '';

/** Every Playwright test of a suite and of its nested suites, with the titles that lead to it. */
function* playwrightTests(suite, titles = []) {
  for (const spec of suite.specs ?? []) for (const test of spec.tests) yield { spec, test, titles: [...titles, spec.title] };
  for (const child of suite.suites ?? []) yield* playwrightTests(child, [...titles, child.title]);
}

for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) {
    console.error(`Rapport de test absent : ${file}`);
    failures.push(`${file} : rapport absent`);
    failed += 1;
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if (report.stats) {
    // Playwright
    const { stats, errors = [] } = report;
    passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
    failed += (stats.unexpected ?? 0) + errors.length;
    for (const error of errors) failures.push(`Playwright : ${firstLine(error.message)}`);
    for (const suite of report.suites ?? []) {
      for (const { spec, test, titles } of playwrightTests(suite)) {
        const where = `${spec.file}:${spec.line} [${test.projectName}] ${titles.join(' › ')}`;
        const last = test.results.at(-1);
        for (const result of test.results)
          if (result.duration !== undefined) addTime(`tests/e2e/${spec.file}`, 'playwright', result.duration);
        if (test.status === 'unexpected') failures.push(`${where} : ${firstLine(last?.errors?.[0]?.message ?? last?.error?.message)}`);
        else if (test.status === 'skipped' && test.expectedStatus !== 'skipped') notRun.push(where);
      }
    }
  } else {
    // Vitest: a file that fails to load has no test results; count it once.
    passed += report.numPassedTests ?? 0;
    const brokenFiles = (report.testResults ?? []).filter((result) => result.status === 'failed' && result.assertionResults.length === 0);
    failed += (report.numFailedTests ?? 0) + brokenFiles.length;
    for (const result of report.testResults ?? []) {
      const name = relative(process.cwd(), result.name);
      if (result.startTime && result.endTime) addTime(name, 'vitest', result.endTime - result.startTime);
      if (result.status === 'failed' && result.assertionResults.length === 0) failures.push(`${name} : ${firstLine(result.message)}`);
      for (const assertion of result.assertionResults)
        if (assertion.status === 'failed') failures.push(`${name} › ${assertion.fullName} : ${firstLine(assertion.failureMessages?.[0])}`);
    }
  }
}

const slowest = [...times].sort(([, a], [, b]) => b.seconds - a.seconds);
const seconds = (n) => `${Math.round(n)} s`;
if (slowest.length > 0) {
  console.log(`\nLes ${Math.min(10, slowest.length)} fichiers les plus longs (somme des durées de leurs tests) :`);
  for (const [file, { seconds: s }] of slowest.slice(0, 10)) console.log(`  ${seconds(s).padStart(6)}  ${file}`);
  const over = slowest.filter(([file, { runner, seconds: s }]) => s > (BUDGETS[file] ?? BUDGET[runner]));
  if (over.length > 0)
    console.log(
      `Au-delà de leur budget (${over.length}) :\n${over.map(([file, { runner, seconds: s }]) => `  ⏱ ${file} : ${seconds(s)} pour ${seconds(BUDGETS[file] ?? BUDGET[runner])}`).join('\n')}`,
    );
}
if (failures.length > 0) console.log(`\nÉchecs (${failures.length}) :\n${failures.map((line) => `  ✘ ${line}`).join('\n')}`);
if (notRun.length > 0) console.log(`Non lancés après un échec (${notRun.length}) :\n${notRun.map((line) => `  – ${line}`).join('\n')}`);
if (passed + failed === 0) failed = 1;
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
