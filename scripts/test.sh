#!/usr/bin/env bash
# Every check, cheapest first, one phase at a time: the linters, the site built once, Playwright
# against it (tests/e2e), the copies of the project that the integration tests serve built beside
# the pure unit tests (neither has a time limit that a busy core could reach), then the integration
# tests (tests/integration). Nothing time-limited shares the two cores with a build: three browsers
# and background builds at once (load 15-19) turned page loads into time limits reached.
# Ends with one line "N passed, M failed" totalling every runner (from their JSON reports); a failed
# lint or build stops there and counts as one failure. reports/phases.txt gives each phase's time.
#
# PARTIE chooses a part, for CI jobs run side by side (.github/workflows/tests.yml); unset, everything:
#   PARTIE=controles     the linters, the build, Vitest (unit and integration), without any browser;
#   PARTIE=navigateurs   the build and Playwright only, with PLAYWRIGHT_ARGS (a shard, a tag).
set -uo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 NEXT_TELEMETRY_DISABLED=1
rm -rf reports && mkdir -p reports

phase_start=$(date +%s)
phase() {
  local now
  now=$(date +%s)
  printf '%-28s %4d s\n' "$1" $((now - phase_start)) >> reports/phases.txt
  phase_start=$now
}

# npm puts node_modules/.bin first on the PATH: the project's own Node (the `node` package), not the machine's.
echo "Node.js $(node --version) : $(command -v node)"

PARTIE=${PARTIE:-tout}
case $PARTIE in tout | controles | navigateurs) ;; *) echo "PARTIE inconnue : $PARTIE (tout, controles ou navigateurs)"; echo "0 passed, 1 failed"; exit 1 ;; esac
runs() { [ "$PARTIE" = tout ] || [ "$PARTIE" = "$1" ]; }

bash scripts/ensure-chromium.sh || { echo "Chromium introuvable et impossible à installer."; echo "0 passed, 1 failed"; exit 1; }
bash scripts/ensure-java.sh || { echo "Java introuvable et impossible à installer."; echo "0 passed, 1 failed"; exit 1; }
# The quote store's tests run against a real PostgreSQL server (Debian's package), started on loopback by the tests.
bash scripts/test-services.sh install || { echo "PostgreSQL introuvable et impossible à installer."; echo "0 passed, 1 failed"; exit 1; }
# One PostgreSQL cluster for the whole run: each test file that needs PostgreSQL creates its own
# database in it (tests/support/postgres.ts), instead of an initdb and a server of its own.
if [ -z "${TEST_PG_CLUSTER:-}" ]; then
  cluster=$(bash scripts/test-services.sh start) || { echo "PostgreSQL n'a pas démarré."; echo "0 passed, 1 failed"; exit 1; }
  TEST_PG_CLUSTER=$(sed -n 's/^DATABASE_URL=//p' <<< "$cluster")
  cluster_dir=$(sed -n 's/^PG_TEST_DIR=//p' <<< "$cluster")
  trap 'bash scripts/test-services.sh stop "$cluster_dir"' EXIT
  export TEST_PG_CLUSTER
fi
phase "outils (Chromium, Java, PG)"

if runs controles; then
  if ! npm run lint; then
    echo "Le lint a signalé des problèmes : aucun test lancé."
    echo "0 passed, 1 failed"
    exit 1
  fi
  phase "lint"
fi

# The lint has just checked the types (tsc): the build does not check them a second time (next.config.ts).
# A browsers-only part runs no lint: its sibling part does, on the same commit. No build follows
# this one at this path: Turbopack's cache is not written (next.config.ts).
if ! TYPES_CHECKED_BY_LINT=1 TURBOPACK_BUILD_CACHE=0 npm run build; then
  echo "La construction du site a échoué : aucun test lancé."
  echo "0 passed, 1 failed"
  exit 1
fi
phase "construction"

reports=()
playwright_status=0 unit_status=0 integration_status=0
if runs navigateurs; then
  # shellcheck disable=SC2086 # PLAYWRIGHT_ARGS holds several arguments, written in the workflow.
  npx playwright test ${PLAYWRIGHT_ARGS:-}
  playwright_status=$?
  reports+=(reports/playwright.json)
  phase "playwright"
fi

if runs controles; then
  # The integration tests reuse these builds (tests/support/variants.ts), or build again what failed here.
  npx tsx --conditions=react-server scripts/prebuild-variants.ts > reports/prebuild-variants.log 2>&1 &
  prebuild=$!
  npx vitest run --project unit --reporter=default --reporter=json --outputFile.json=reports/vitest-unit.json
  unit_status=$?
  wait $prebuild
  cat reports/prebuild-variants.log
  phase "vitest unit + variantes"

  npx vitest run --project integration --reporter=default --reporter=json --outputFile.json=reports/vitest-integration.json
  integration_status=$?
  phase "vitest integration"
  reports+=(reports/vitest-unit.json reports/vitest-integration.json)
fi

echo "Durée de chaque phase :"
cat reports/phases.txt
node scripts/test-summary.mjs "${reports[@]}"
summary_status=$?
[ $unit_status -eq 0 ] && [ $integration_status -eq 0 ] && [ $playwright_status -eq 0 ] && [ $summary_status -eq 0 ]
