#!/usr/bin/env bash
# Installs, starts and prepares a local PostgreSQL for the store tests on a Debian machine (run as root).
# Idempotent: a machine that already has everything is only checked. Progress goes to stderr; the one line on
# stdout is the export to use, so CI can do:  eval "$(bash tests/support/postgres-setup.sh)"
set -euo pipefail

PG_ROLE="${PG_TEST_ROLE:-ledgerdesk}"
PG_PASSWORD="${PG_TEST_PASSWORD:-ledgerdesk}"
PG_DATABASE="${PG_TEST_DATABASE:-ledgerdesk_test}"

log() { printf 'postgres-setup: %s\n' "$*" >&2; }
fail() {
  printf 'postgres-setup: FAILED: %s\n' "$*" >&2
  exit 1
}
trap 'fail "command failed (exit $?) at line $LINENO: $BASH_COMMAND"' ERR

[ "$(id -u)" -eq 0 ] || fail "run as root (it installs packages and starts the server)"
case "$PG_ROLE$PG_DATABASE" in *[!a-z0-9_]*) fail "role and database names must match [a-z0-9_]+" ;; esac
case "$PG_PASSWORD" in *"'"*) fail "the password must not contain a single quote" ;; esac

if ! command -v pg_ctlcluster >/dev/null 2>&1 || ! command -v psql >/dev/null 2>&1; then
  command -v apt-get >/dev/null 2>&1 || fail "apt-get not found: this script is for Debian machines"
  log "installing postgresql (apt-get)"
  apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends postgresql >&2
fi

# The newest installed server version, and its cluster (created when the package did not create one).
version="$(ls /usr/lib/postgresql/ 2>/dev/null | sort -n | tail -n 1)"
[ -n "$version" ] || fail "no PostgreSQL server under /usr/lib/postgresql/"
if ! pg_lsclusters --no-header 2>/dev/null | awk -v v="$version" '$1 == v && $2 == "main" { found = 1 } END { exit !found }'; then
  log "creating cluster $version/main"
  pg_createcluster "$version" main >&2
fi
port="$(pg_lsclusters --no-header | awk -v v="$version" '$1 == v && $2 == "main" { print $3 }')"
status="$(pg_lsclusters --no-header | awk -v v="$version" '$1 == v && $2 == "main" { print $4 }')"
if [ "$status" != "online" ]; then
  log "starting cluster $version/main on port $port"
  pg_ctlcluster "$version" main start >&2
fi

wait_ready() {
  for _ in $(seq 1 30); do
    pg_isready -q -h 127.0.0.1 -p "$port" && return
    sleep 1
  done
  fail "server on 127.0.0.1:$port not ready after 30 s"
}
wait_ready

as_postgres() { runuser -u postgres -- "$@"; }
sql() { as_postgres psql -X -q -v ON_ERROR_STOP=1 -p "$port" -tA -c "$1"; }

# A quarter of the memory for PostgreSQL's buffers (4 GB at most), as its documentation advises for a server of its
# own; the default 128 MB holds a tenth of a practice of 100,000 clients, and the scale bench measures a practice
# that size (README, Measures). Set once; the server restarts to take it.
mem_kb="$(awk '/^MemTotal:/ { print $2 }' /proc/meminfo)"
buffers_mb=$((mem_kb / 4 / 1024))
[ "$buffers_mb" -gt 4096 ] && buffers_mb=4096
[ "$buffers_mb" -lt 128 ] && buffers_mb=128
if [ "$(sql "SELECT setting::bigint * 8 / 1024 FROM pg_settings WHERE name = 'shared_buffers'")" != "$buffers_mb" ]; then
  log "shared_buffers = ${buffers_mb}MB (restarting the server)"
  sql "ALTER SYSTEM SET shared_buffers = '${buffers_mb}MB'" >&2
  pg_ctlcluster "$version" main restart >&2
  wait_ready
fi

if [ "$(sql "SELECT 1 FROM pg_roles WHERE rolname = '$PG_ROLE'")" != "1" ]; then
  log "creating role $PG_ROLE"
  sql "CREATE ROLE $PG_ROLE LOGIN PASSWORD '$PG_PASSWORD'" >&2
else
  sql "ALTER ROLE $PG_ROLE LOGIN PASSWORD '$PG_PASSWORD'" >&2
fi
if [ "$(sql "SELECT 1 FROM pg_database WHERE datname = '$PG_DATABASE'")" != "1" ]; then
  log "creating database $PG_DATABASE"
  as_postgres createdb -p "$port" -O "$PG_ROLE" "$PG_DATABASE" >&2
fi

# The scale bench flushes its bulk seed (CHECKPOINT) before it measures, as a practice's server long since has;
# PostgreSQL 15 lets a role do so through pg_checkpoint.
if [ "$version" -ge 15 ]; then sql "GRANT pg_checkpoint TO $PG_ROLE" >&2; fi

url="postgres://$PG_ROLE:$PG_PASSWORD@127.0.0.1:$port/$PG_DATABASE"
PGPASSWORD="$PG_PASSWORD" psql -X -q -h 127.0.0.1 -p "$port" -U "$PG_ROLE" -d "$PG_DATABASE" -tA \
  -c "CREATE SCHEMA IF NOT EXISTS setup_check; DROP SCHEMA setup_check" >&2 ||
  fail "cannot sign in as $PG_ROLE over TCP or create a schema in $PG_DATABASE"
log "ready: PostgreSQL $version at 127.0.0.1:$port, database $PG_DATABASE owned by $PG_ROLE"
echo "export TEST_DATABASE_URL=$url"
