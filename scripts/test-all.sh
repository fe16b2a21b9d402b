#!/usr/bin/env bash
# The one test command (README, .ci/run): types, lint, unit + API on PGlite + web components,
# the API suite on PostgreSQL, then the browser journeys. Exits non-zero on any failure, and prints
# each phase's time at the end (also when a phase failed), so the budget in CONTRIBUTING.md can be watched.
set -euo pipefail
cd "$(dirname "$0")/.."
started=$(date +%s)
names=()
seconds=()
current=''
phase_started=0

summary() {
  local status=$?
  [ -n "$current" ] && { names+=("$current (failed)"); seconds+=($(($(date +%s) - phase_started))); }
  printf '\n\033[1m== phase times ==\033[0m\n'
  for i in "${!names[@]}"; do printf '%6d s  %s\n' "${seconds[$i]}" "${names[$i]}"; done
  printf '%6d s  total\n' $(($(date +%s) - started))
  exit $status
}
trap summary EXIT

phase() {
  current=$1
  shift
  printf '\n\033[1m== %s ==\033[0m\n' "$current"
  phase_started=$(date +%s)
  "$@"
  names+=("$current")
  seconds+=($(($(date +%s) - phase_started)))
  current=''
}

phase "typecheck" npx tsc -b
phase "lint" npx eslint . --max-warnings=0
phase "formatting" npx prettier --check . --log-level=warn
phase "unit, API (PGlite), web" npx vitest run
phase "API on PostgreSQL" bash scripts/test-pg.sh
phase "reliability: races and crashes" bash scripts/test-reliability.sh
phase "browser journeys" bash scripts/test-e2e.sh
echo "All tests passed in $(($(date +%s) - started)) s."
