#!/usr/bin/env bash
# Every check, cheapest first: the linters, the site built once, Vitest's pure tests (tests/unit),
# then the integration tests (tests/integration) and the browser tests (tests/e2e), which serve
# that one build. Ends with one line "N passed, M failed" totalling every runner (from their JSON
# reports); a failed lint or build stops there and counts as one failure.
set -uo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 NEXT_TELEMETRY_DISABLED=1
rm -rf reports && mkdir -p reports

bash scripts/ensure-chromium.sh || { echo "Chromium introuvable et impossible à installer."; echo "0 passed, 1 failed"; exit 1; }
bash scripts/ensure-java.sh || { echo "Java introuvable et impossible à installer."; echo "0 passed, 1 failed"; exit 1; }
# The quote store's tests run against a real PostgreSQL server (Debian's package), started on loopback by the tests.
bash scripts/test-services.sh install || { echo "PostgreSQL introuvable et impossible à installer."; echo "0 passed, 1 failed"; exit 1; }

if ! npm run lint; then
  echo "Le lint a signalé des problèmes : aucun test lancé."
  echo "0 passed, 1 failed"
  exit 1
fi

if ! npm run build; then
  echo "La construction du site a échoué : aucun test lancé."
  echo "0 passed, 1 failed"
  exit 1
fi

npx vitest run --project unit --reporter=default --reporter=json --outputFile.json=reports/vitest-unit.json
unit_status=$?

# The integration tests mostly wait (for builds of copies, servers, databases) while the browser
# tests keep the cores busy: both run at once against the same build, the integration tests'
# output shown once they end.
npx vitest run --project integration --reporter=default --reporter=json --outputFile.json=reports/vitest-integration.json \
  > reports/vitest-integration.log 2>&1 &
integration_pid=$!
npx playwright test
playwright_status=$?
wait $integration_pid
integration_status=$?
cat reports/vitest-integration.log

node scripts/test-summary.mjs reports/vitest-unit.json reports/vitest-integration.json reports/playwright.json
summary_status=$?
[ $unit_status -eq 0 ] && [ $integration_status -eq 0 ] && [ $playwright_status -eq 0 ] && [ $summary_status -eq 0 ]
