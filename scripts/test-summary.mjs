// Totals the JSON reports of Vitest and Playwright into one line: "N passed, M failed".
// A missing report counts as one failure, so a run that executed nothing cannot look green.
// Above that line, each failure is named with its file, line and first error line, and so is each
// test that did not run (a serial group stops at its first failure): CI keeps only the output's
// tail, and a count alone does not say what to reproduce.
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

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
      if (result.status === 'failed' && result.assertionResults.length === 0) failures.push(`${name} : ${firstLine(result.message)}`);
      for (const assertion of result.assertionResults)
        if (assertion.status === 'failed') failures.push(`${name} › ${assertion.fullName} : ${firstLine(assertion.failureMessages?.[0])}`);
    }
  }
}

if (failures.length > 0) console.log(`\nÉchecs (${failures.length}) :\n${failures.map((line) => `  ✘ ${line}`).join('\n')}`);
if (notRun.length > 0) console.log(`Non lancés après un échec (${notRun.length}) :\n${notRun.map((line) => `  – ${line}`).join('\n')}`);
if (passed + failed === 0) failed = 1;
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
