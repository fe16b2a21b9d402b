#!/usr/bin/env bash
# The one test command (README, .ci/run): types, lint, unit + API on PGlite + web components,
# the API suite on PostgreSQL, then the browser journeys. Exits non-zero on any failure.
set -euo pipefail
cd "$(dirname "$0")/.."
started=$(date +%s)
step() { printf '\n\033[1m== %s ==\033[0m\n' "$1"; }
step "typecheck";                 npx tsc -b
step "lint";                      npx eslint . --max-warnings=0
step "formatting";                npx prettier --check . --log-level=warn
step "unit, API (PGlite), web";   npx vitest run
step "API on PostgreSQL";         bash scripts/test-pg.sh
step "reliability: races and crashes"; bash scripts/test-reliability.sh
step "browser journeys";          bash scripts/test-e2e.sh
echo "All tests passed in $(( $(date +%s) - started )) s."
