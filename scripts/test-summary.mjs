// Totals Vitest and Playwright from their JSON reports into one line: "N passed, M failed".
// A missing report counts as one failure, so a run that executed nothing cannot look green.
import { existsSync, readFileSync } from 'node:fs';

const [vitestFile, playwrightFile] = process.argv.slice(2);
let passed = 0;
let failed = 0;

if (vitestFile && existsSync(vitestFile)) {
  const report = JSON.parse(readFileSync(vitestFile, 'utf8'));
  passed += report.numPassedTests ?? 0;
  // A file that fails to load has no test results: count it once.
  const brokenFiles = (report.testResults ?? []).filter((file) => file.status === 'failed' && file.assertionResults.length === 0);
  failed += (report.numFailedTests ?? 0) + brokenFiles.length;
} else {
  console.error(`Rapport Vitest absent : ${vitestFile}`);
  failed += 1;
}

if (playwrightFile && existsSync(playwrightFile)) {
  const { stats, errors = [] } = JSON.parse(readFileSync(playwrightFile, 'utf8'));
  passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  failed += (stats.unexpected ?? 0) + errors.length;
} else {
  console.error(`Rapport Playwright absent : ${playwrightFile}`);
  failed += 1;
}

if (passed + failed === 0) failed = 1;
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
