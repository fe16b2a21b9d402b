#!/usr/bin/env bash
# The whole test command with the system clock moved ahead (default a year: `bash scripts/test-future.sh +365d`),
# to prove no test depends on today's date: every date a test needs comes from the clock the app reads.
# libfaketime (Debian's faketime) moves the wall clock of every process it starts — the API, PostgreSQL, Chromium —
# and leaves the monotonic clock alone so timers and timeouts keep their real length.
set -euo pipefail
cd "$(dirname "$0")/.."
offset=${1:-+365d}
if ! command -v faketime >/dev/null 2>&1; then
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends faketime >/dev/null
fi
echo "Running the test command with the clock at $(FAKETIME_DONT_FAKE_MONOTONIC=1 faketime -f "$offset" date -u)"
FAKETIME_DONT_FAKE_MONOTONIC=1 exec faketime -f "$offset" bash scripts/test-all.sh
