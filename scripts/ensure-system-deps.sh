#!/usr/bin/env bash
# Installs what the test command needs from Debian's packages when it is missing:
# Chromium's headless shell for the browser journeys (docs/decisions/121-journeys-in-the-headless-shell.md) and
# Chromium itself for the benchmarks' Lighthouse, a PostgreSQL server for the server-database suite, poppler's
# pdftotext for the journeys and API tests that read the tax invoices they download or draw, nginx, the load balancer
# of the cluster test, and a Devanagari font for the Hindi journey's screenshots (the shop uses the phone's own:
# docs/decisions/136-hindi-storefront.md).
set -euo pipefail
need=()
command -v chromium >/dev/null 2>&1 || need+=(chromium)
command -v chromium-headless-shell >/dev/null 2>&1 || need+=(chromium-headless-shell)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || need+=(postgresql)
command -v pdftotext >/dev/null 2>&1 || need+=(poppler-utils)
[ -x /usr/sbin/nginx ] || need+=(nginx)
[ -e /usr/share/fonts/truetype/lohit-devanagari ] || need+=(fonts-lohit-deva)
if [ ${#need[@]} -gt 0 ]; then
  echo "Installing from Debian's packages: ${need[*]}"
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi
