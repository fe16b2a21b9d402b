#!/usr/bin/env bash
# The one test command (README, .ci/run): types, lint, unit + API on PGlite + web components,
# the browser journeys with, beside them, the API suite on PostgreSQL and then the reliability suite. Exits non-zero on
# any failure, and prints each phase's time at the end (also when a phase failed), so the budget in
# CONTRIBUTING.md can be watched.
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

# What the run ran on, first: Node's line decides which dependencies run (package.json's engines).
printf '\033[1m== running on ==\033[0m\n'
printf 'Node %s, npm %s, %s, %s cores\n' "$(node --version)" "$(npm --version)" \
  "$(. /etc/os-release 2>/dev/null && echo "$PRETTY_NAME" || uname -sr)" \
  "$(node -p 'require("node:os").availableParallelism()')"

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

# Commands that each keep one core busy, run together so the machine's cores all work (decision 103): each one's output
# is printed whole when all have ended, and each one's time is recorded.
together() {
  local dir failed=0 i=0 pids=() labels=() argument
  for ((argument = 1; argument <= $#; argument += 2)); do labels+=("${!argument}"); done
  current=$(IFS=+ && echo "${labels[*]}")
  printf '\n\033[1m== %s, together ==\033[0m\n' "$current"
  phase_started=$(date +%s)
  dir=$(mktemp -d)
  while [ $# -gt 0 ]; do
    local command=$2
    shift 2
    (
      set +e
      begun=$(date +%s)
      bash -c "$command" >"$dir/$i.log" 2>&1
      echo $? >"$dir/$i.status"
      echo $(($(date +%s) - begun)) >"$dir/$i.seconds"
    ) &
    pids+=($!)
    i=$((i + 1))
  done
  for pid in "${pids[@]}"; do wait "$pid" || true; done
  for i in "${!labels[@]}"; do
    printf '\n\033[1m== %s ==\033[0m\n' "${labels[$i]}"
    cat "$dir/$i.log"
    names+=("${labels[$i]}") seconds+=("$(cat "$dir/$i.seconds")")
    if [ "$(cat "$dir/$i.status")" -ne 0 ]; then
      echo "${labels[$i]} failed" >&2
      failed=1
    fi
  done
  rm -rf "$dir"
  [ "$failed" -eq 0 ] || exit 1
  names+=("(together)") seconds+=($(($(date +%s) - phase_started)))
  current=''
}

# Once, before all: the unit phase reads the invoices it draws with pdftotext too, and the side-by-side scripts would
# otherwise each install a missing Debian package at the same time as another.
bash scripts/ensure-system-deps.sh
together "typecheck" "npx tsc -b" "lint" "npx eslint . --max-warnings=0" \
  "formatting" "npx prettier --check . --log-level=warn" "Node 22, 24, 26" "bash scripts/test-node-lines.sh"
# One worker per core: vitest's default leaves one core idle, which on the 2-core machine is half of it (decision 103).
phase "unit, API (PGlite), web" npx vitest run --maxWorkers="$(node -p 'require("node:os").availableParallelism()')"
# The browser journeys run in the foreground; beside them, one after the other, the API suite on PostgreSQL and the
# reliability suite. None shares a server, port or database with another (PostgreSQL and the reliability suite's
# servers on ports of their own, the journeys on embedded PGlite): docs/decisions/080-whole-api-suite-on-postgresql.md,
# 108-journeys-in-two-groups.md. The journeys' output is live; the background's is printed whole when all have ended.
# Usage: side_by_side <foreground label> <command> <background label> <command> [<background label> <command>…]
side_by_side() {
  local foreground=$1 foreground_cmd=$2
  shift 2
  local labels=() commands=()
  while [ $# -gt 0 ]; do labels+=("$1") commands+=("$2"); shift 2; done
  current="$foreground + $(IFS=, && echo "${labels[*]}")"
  printf '\n\033[1m== %s, side by side ==\033[0m\n' "$current"
  phase_started=$(date +%s)
  local dir
  dir=$(mktemp -d)
  (
    set +e
    for i in "${!commands[@]}"; do
      begun=$(date +%s)
      bash -c "${commands[$i]}" >"$dir/$i.log" 2>&1
      echo $? >"$dir/$i.status"
      echo $(($(date +%s) - begun)) >"$dir/$i.seconds"
    done
  ) &
  local pid=$! foreground_status=0 begun failed=0
  begun=$(date +%s)
  # The foreground's output is kept too: when it fails, its last lines (its failures and summary) are printed again
  # below the background's logs, where a reader of the end of the output finds them.
  bash -c "$foreground_cmd" 2>&1 | tee "$dir/foreground" || foreground_status=$?
  local foreground_seconds=$(($(date +%s) - begun))
  wait "$pid" || true
  for i in "${!labels[@]}"; do
    printf '\n\033[1m== %s (ran beside %s) ==\033[0m\n' "${labels[$i]}" "$foreground"
    cat "$dir/$i.log"
    names+=("${labels[$i]} (beside the journeys)") seconds+=("$(cat "$dir/$i.seconds")")
    if [ "$(cat "$dir/$i.status")" -ne 0 ]; then
      echo "${labels[$i]} failed" >&2
      failed=1
    fi
  done
  names+=("$foreground") seconds+=("$foreground_seconds")
  if [ "$foreground_status" -ne 0 ]; then
    printf '\n\033[1m== %s: the end of its output again ==\033[0m\n' "$foreground"
    tail -n 150 "$dir/foreground"
    echo "$foreground failed" >&2
    failed=1
  fi
  rm -rf "$dir"
  [ "$failed" -eq 0 ] || exit 1
  names+=("(all, side by side)") seconds+=($(($(date +%s) - phase_started)))
  current=''
}

# The reliability suite starts after the PostgreSQL suite, long after the journeys' build has made the API bundle it
# runs: it does not build it again (a second build would rewrite the files the journeys' servers are running from).
side_by_side "browser journeys" "bash scripts/test-e2e.sh" \
  "API on PostgreSQL" "bash scripts/test-pg.sh" \
  "reliability: races and crashes" "RELIABILITY_API_BUILT=1 bash scripts/test-reliability.sh"
echo "All tests passed in $(($(date +%s) - started)) s."
