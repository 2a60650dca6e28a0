// Totals the JSON reports of Vitest and Playwright into one line: "N passed, M failed".
// A missing report counts as one failure, so a run that executed nothing cannot look green.
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;

for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) {
    console.error(`Rapport de test absent : ${file}`);
    failed += 1;
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if (report.stats) {
    // Playwright
    const { stats, errors = [] } = report;
    passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
    failed += (stats.unexpected ?? 0) + errors.length;
  } else {
    // Vitest: a file that fails to load has no test results; count it once.
    passed += report.numPassedTests ?? 0;
    const brokenFiles = (report.testResults ?? []).filter((result) => result.status === 'failed' && result.assertionResults.length === 0);
    failed += (report.numFailedTests ?? 0) + brokenFiles.length;
  }
}

if (passed + failed === 0) failed = 1;
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
