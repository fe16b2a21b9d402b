#!/usr/bin/env bash
# A throwaway PostgreSQL server for the tests: `pg-server.sh start|stop` on $PGPORT (default 5547).
# initdb refuses root, so the cluster is owned by the postgres user.
set -euo pipefail
PGPORT=${PGPORT:-5547}
PGBIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
DATA=${PGDATA_DIR:-/tmp/vastra-pg-$PGPORT}
as_pg() { if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
# PG_DURABLE=off (the API suite, scripts/test-pg.sh) leaves out the flushes to disk that only a crash of the machine
# needs: each test file's CREATE DATABASE and each commit wait for none (docs/decisions/122-test-databases-start-faster.md).
# The reliability suite keeps them on: its crash tests kill the API's processes, never this server.
if [ "${PG_DURABLE:-on}" = off ]; then
  durability='-c fsync=off -c synchronous_commit=off -c full_page_writes=off'
else
  durability='-c fsync=on'
fi
case "${1:-start}" in
  start)
    if [ ! -s "$DATA/PG_VERSION" ]; then
      if [ "$(id -u)" -eq 0 ]; then install -d -o postgres -g postgres -m 700 "$DATA"; else install -d -m 700 "$DATA"; fi
      as_pg "$PGBIN/initdb" -D "$DATA" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
    fi
    if ! as_pg "$PGBIN/pg_ctl" -D "$DATA" status >/dev/null 2>&1; then
      as_pg "$PGBIN/pg_ctl" -D "$DATA" -l "$DATA/server.log" -w -t 30 \
        -o "-p $PGPORT -c listen_addresses=127.0.0.1 -k $DATA -c max_connections=300 $durability" start >/dev/null
    fi
    echo "postgres://postgres@127.0.0.1:$PGPORT/postgres"
    ;;
  stop)
    as_pg "$PGBIN/pg_ctl" -D "$DATA" -m fast -w stop >/dev/null 2>&1 || true
    ;;
  *) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
