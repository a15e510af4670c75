#!/usr/bin/env bash
# CI of the sign-up service (Apps/SignUpServer): installs what is missing (apt: libmicrohttpd-dev, libicu-dev,
# libpq-dev, postgresql, wrk; pip: schemathesis), starts a throwaway PostgreSQL (initdb and pg_ctl as the postgres
# user, in a temporary folder, on a loopback port), builds, runs the server's tests against SQLite and PostgreSQL,
# runs schemathesis against the running server on each store (0 failures), and stops everything on exit.
#
#   bash Apps/SignUpServer/ci.sh            # as root, or with sudo
#   SIGNUP_CI_PG_PORT=55433 bash Apps/SignUpServer/ci.sh
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
cd "$here"
pg_port="${SIGNUP_CI_PG_PORT:-55432}"
examples="${SIGNUP_CI_EXAMPLES:-200}"

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }
as_postgres() { as_root su postgres -s /bin/sh -c "$1"; }
say() { printf '\n== %s\n' "$*"; }

say "dependencies"
need=()
pkg-config --exists libmicrohttpd || need+=(libmicrohttpd-dev)
pkg-config --exists icu-i18n || need+=(libicu-dev)
pkg-config --exists libpq || need+=(libpq-dev)
pkg-config --exists sqlite3 || need+=(libsqlite3-dev)
compgen -G "/usr/lib/postgresql/*/bin/initdb" >/dev/null || need+=(postgresql)
command -v wrk >/dev/null || need+=(wrk)
if ((${#need[@]})); then
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}"
fi
command -v st >/dev/null || python3 -m pip install -q schemathesis
st --version

work="$(mktemp -d /tmp/signup-ci.XXXXXX)"
pg_bin="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)"
server_pid=""
cleanup() {
  status=$?
  if [ -n "$server_pid" ] && kill -0 "$server_pid" 2>/dev/null; then kill -TERM "$server_pid"; wait "$server_pid" || true; fi
  if [ -f "$work/pg/postmaster.pid" ]; then as_postgres "$pg_bin/pg_ctl -D $work/pg -m fast -w stop" >/dev/null || true; fi
  as_root rm -rf "$work"
  exit $status
}
trap cleanup EXIT INT TERM

say "PostgreSQL on 127.0.0.1:$pg_port ($pg_bin)"
as_root chown postgres "$work"
as_postgres "$pg_bin/initdb -D $work/pg -A trust -U postgres -E UTF8 --locale=C.UTF-8" >/dev/null
as_postgres "$pg_bin/pg_ctl -D $work/pg -l $work/pg.log -w -o \"-p $pg_port -k $work -c listen_addresses=127.0.0.1\" start" >/dev/null
as_postgres "$pg_bin/createdb -h 127.0.0.1 -p $pg_port signup"
export SIGNUP_TEST_POSTGRES_URL="postgres://postgres@127.0.0.1:$pg_port/signup"

say "build"
swift build --build-tests >"$work/build.log" 2>&1 || { cat "$work/build.log"; exit 1; }
if grep -E "warning:" "$work/build.log"; then echo "the build has warnings"; exit 1; fi
swift format lint --strict -r Sources Tests Package.swift

say "tests (SQLite and PostgreSQL)"
swift test --skip-build 2>&1 | tee "$work/test.log" | grep -E "^Test Case .*(passed|failed|skipped)|error:|Executed" || true
# (An `a && b` list does not stop a `set -e` script when it fails: say it.)
if ! grep -q "with 0 failures" "$work/test.log" || grep -q " failed " "$work/test.log"; then
  echo "the service's tests failed (above)"
  exit 1
fi
if grep -q "skipped" "$work/test.log"; then echo "a test was skipped: CI must run them all"; exit 1; fi

# Starts signup-server on an ephemeral port over $1; sets server_pid and server_url.
start_server() {
  : >"$work/server.log"
  .build/debug/signup-server --port 0 --database "$1" 2>"$work/server.log" &
  server_pid=$!
  for _ in $(seq 100); do
    grep -q "listening on" "$work/server.log" && break
    sleep 0.1
  done
  server_url="$(grep -o 'http://[0-9.]*:[0-9]*' "$work/server.log" | head -n 1)"
  [ -n "$server_url" ] || { cat "$work/server.log"; exit 1; }
}

stop_server() {
  kill -TERM "$server_pid"
  wait "$server_pid"
  server_pid=""
}

# positive_data_acceptance is left out: JSON Schema cannot say the nickname's grapheme rules or the birth date's
# age range on today's date (openapi.yaml says so), so schema-valid bodies are refused with a documented 422.
for database in "sqlite:$work/schemathesis.sqlite" "$SIGNUP_TEST_POSTGRES_URL"; do
  say "schemathesis against signup-server on ${database%%:*}"
  start_server "$database"
  st run openapi.yaml --url "$server_url" --checks all --exclude-checks positive_data_acceptance \
    --max-examples "$examples" --request-timeout 5 --generation-deterministic
  stop_server
  grep -q "^POST /v1/users " "$work/server.log"
  echo "stopped with status 0 after $(grep -c 'ms$' "$work/server.log") logged requests"
done

say "all passed"
