#!/usr/bin/env bash
# Browser journeys in Debian's Chromium against the real production build (built first, and its
# initial JavaScript per route checked against the budgets).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-system-deps.sh
npm run build --silent
# Budget: the initial JavaScript of /, /shop and /product (docs/rules/performance.md); fails the run when over.
node scripts/check-bundle-size.mjs
npx playwright test -c e2e/playwright.config.ts "$@"
