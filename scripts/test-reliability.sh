#!/usr/bin/env bash
# The reliability suite (tests/reliability, RELIABILITY.md): real API server processes on a
# throwaway PostgreSQL server and on embedded PGlite, raced across two processes, killed with
# SIGKILL and stopped with SIGTERM. Builds the API bundle first (the storefront is not needed).
# API ports 3500-3560 (RELIABILITY_PORT_BASE); PostgreSQL on the first free port from 5550
# (RELIABILITY_PGPORT), in a data directory of its own, so no other suite's start or stop touches it.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-system-deps.sh
# RELIABILITY_API_BUILT=1: the caller has built it (scripts/test-all.sh, whose journeys build it first).
[ "${RELIABILITY_API_BUILT:-}" = 1 ] || npm run build --silent -w @vastra/api
port=${RELIABILITY_PGPORT:-5550}
while (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; do
  port=$((port + 1))
  [ "$port" -lt 5560 ] || { echo "no free PostgreSQL port in 5550-5559" >&2; exit 1; }
done
export PGPORT=$port PGDATA_DIR=/tmp/vastra-reliability-pg-$port
url=$(bash scripts/pg-server.sh start)
trap 'bash scripts/pg-server.sh stop; rm -rf "$PGDATA_DIR"' EXIT
RELIABILITY_DATABASE_URL="$url" npx vitest run --config tests/reliability/vitest.config.ts "$@"
