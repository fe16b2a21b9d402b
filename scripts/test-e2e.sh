#!/usr/bin/env bash
# Browser journeys in Debian's Chromium against the real production build (built first).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-system-deps.sh
npm run build --silent
npx playwright test -c e2e/playwright.config.ts "$@"
