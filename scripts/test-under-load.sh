#!/usr/bin/env bash
# The whole suite on a fresh clone of this repository's HEAD while two busy processes of its own
# keep both cores occupied, to show that no verdict depends on the machine's speed.
#   bash scripts/test-under-load.sh           → with the two busy loops (default)
#   bash scripts/test-under-load.sh --calme   → the same fresh-clone run, without them
# Prints the suite's final line and the wall time, and appends both to reports-charge.txt beside
# the repository (outside the clone, so that several runs add up).
set -uo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
mode=charge
[ "${1:-}" = "--calme" ] && mode=calme
clone=$(mktemp -d /tmp/suite-fresh.XXXXXX)
git clone -q "$repo" "$clone"
# The commit under test, read now: the repository's HEAD may move while the suite runs.
commit=$(git -C "$clone" rev-parse --short HEAD)

busy=()
stop_busy() {
  for pid in "${busy[@]}"; do kill "$pid" 2>/dev/null; done
  busy=()
}
trap stop_busy EXIT
if [ "$mode" = charge ]; then
  # Same priority as the suite (nice 0): they take their full share of the two cores.
  for _ in 1 2; do
    nice -n 0 bash -c 'while :; do :; done' &
    busy+=($!)
  done
fi

started=$(date +%s)
(cd "$clone" && CI=true bash .ci/run) > "$clone.log" 2>&1
status=$?
wall=$(($(date +%s) - started))
stop_busy

final=$(grep -E '^[0-9]+ passed, [0-9]+ failed' "$clone.log" | tail -n 1)
line="$(date -u +%FT%TZ) $commit $mode : ${final:-pas de ligne finale} (code $status) en $((wall / 60)) min $((wall % 60)) s"
echo "$line" | tee -a "$repo/../reports-charge.txt"
grep -A20 '^Durée de chaque phase' "$clone.log" | head -n 12
echo "Journal complet : $clone.log"
rm -rf "$clone"
exit $status
