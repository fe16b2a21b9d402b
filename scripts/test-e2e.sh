#!/usr/bin/env bash
# Browser journeys in Debian's Chromium against the real production build (built first, and its
# initial JavaScript per route checked against the budgets). With journeys named, those run against one server; with
# none, every journey runs, split into E2E_GROUPS groups (2 unless set) that run side by side, each against its own
# server and database on its own port (E2E_PORT, E2E_PORT + 1, …): docs/decisions/108-journeys-in-two-groups.md.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-system-deps.sh
npm run build --silent
# Budget: the initial JavaScript of /, /shop and /product (docs/rules/performance.md); fails the run when over.
node scripts/check-bundle-size.mjs
groups=${E2E_GROUPS:-2}
if [ $# -gt 0 ] || [ "$groups" -le 1 ]; then
  exec npx playwright test -c e2e/playwright.config.ts "$@"
fi

port=${E2E_PORT:-3210}
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
# Each group reports into its own folder: Playwright empties its output folder when it starts.
run_group() {
  local group=$1
  mapfile -t journeys < <(node scripts/journey-shards.mjs "$groups" "$group")
  E2E_PORT=$((port + group - 1)) npx playwright test -c e2e/playwright.config.ts \
    --output="$PWD/e2e/test-results/group-$group" "${journeys[@]}"
}
pids=()
for ((group = 2; group <= groups; group++)); do
  (
    status=0
    run_group "$group" >"$logs/$group.log" 2>&1 || status=$?
    echo "$status" >"$logs/$group.status"
  ) &
  pids+=($!)
done
# The first group's output is live; the others' is printed whole when all have ended.
status=0
run_group 1 2>&1 | tee "$logs/1.log" || status=$?
echo "$status" >"$logs/1.status"
for pid in "${pids[@]}"; do wait "$pid" || true; done
for ((group = 2; group <= groups; group++)); do
  printf '\n== browser journeys, group %d of %d (ran beside group 1) ==\n' "$group" "$groups"
  cat "$logs/$group.log"
done
# A failed group's failures and summary again at the end, where a reader of the output's last lines finds them.
failed=0
for ((group = 1; group <= groups; group++)); do
  [ "$(cat "$logs/$group.status")" -eq 0 ] && continue
  failed=1
  printf '\n== browser journeys, group %d of %d failed; the end of its output ==\n' "$group" "$groups"
  tail -n 80 "$logs/$group.log"
done
exit "$failed"
