#!/usr/bin/env bash
# The API suite again, on a real PostgreSQL server (PGlite runs one transaction at a time and hides races).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-system-deps.sh
url=$(PG_DURABLE=off bash scripts/pg-server.sh start)
trap 'bash scripts/pg-server.sh stop' EXIT
TEST_DATABASE_URL="$url" npx vitest run --project api-postgres "$@"
