#!/usr/bin/env bash
# Every check, cheapest first: the linters, the site built once, Playwright against it (tests/e2e),
# then Vitest (tests/unit, pure, and tests/integration, which serve that one build). The two
# runners run one after the other: at once, on two cores, the browser tests' time limits were
# reached while the integration tests built their copies of the project. Those copies are built
# ahead instead, at the lowest priority, while the browser tests run: three browsers and the server
# leave part of the two cores idle (waiting on page loads), which the builds take without slowing
# the browser tests much. Ends with one line "N passed, M failed" totalling every runner (from their
# JSON reports); a failed lint or build stops there and counts as one failure.
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

# The lint has just checked the types (tsc): the build does not check them a second time (next.config.mjs).
if ! TYPES_CHECKED_BY_LINT=1 npm run build; then
  echo "La construction du site a échoué : aucun test lancé."
  echo "0 passed, 1 failed"
  exit 1
fi

# The integration tests reuse these builds (tests/support/variants.ts), or build again what failed here.
nice -n 19 npx tsx --conditions=react-server scripts/prebuild-variants.ts > reports/prebuild-variants.log 2>&1 &
prebuild=$!
npx playwright test
playwright_status=$?
wait $prebuild
cat reports/prebuild-variants.log
npx vitest run --reporter=default --reporter=json --outputFile.json=reports/vitest.json
vitest_status=$?

node scripts/test-summary.mjs reports/vitest.json reports/playwright.json
summary_status=$?
[ $vitest_status -eq 0 ] && [ $playwright_status -eq 0 ] && [ $summary_status -eq 0 ]
