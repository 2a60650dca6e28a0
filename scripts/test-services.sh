#!/usr/bin/env bash
# Throwaway PostgreSQL for the tests, on loopback, stopped and deleted afterwards.
#   bash scripts/test-services.sh install → installs Debian's postgresql if missing
#   bash scripts/test-services.sh start   → installs it if missing, creates a
#                                           cluster in a temporary folder, starts it on a free
#                                           port; prints DATABASE_URL=… and PG_TEST_DIR=…
#   bash scripts/test-services.sh stop DIR → stops that cluster and deletes its folder
#   bash scripts/test-services.sh database URL NAME → creates the database NAME in the running
#                                           cluster of URL; prints its DATABASE_URL=…
#   bash scripts/test-services.sh drop URL NAME → drops it, its connections closed
set -euo pipefail

pg_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }

install_postgres() {
  [ -n "$(pg_bin)" ] && return 0
  echo "PostgreSQL absent : installation du paquet Debian postgresql…" >&2
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  { $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq postgresql; } >&2
  [ -n "$(pg_bin)" ]
}

case "${1:-}" in
  install)
    install_postgres
    ;;
  start)
    install_postgres
    bin=$(pg_bin)
    dir=$(mktemp -d /tmp/devis-pg.XXXXXX)
    # Written as text: console.log colours a number under FORCE_COLOR (set in Playwright's workers).
    port=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})")
    # initdb and postgres refuse to run as root: run them as the package's postgres user.
    as=()
    if [ "$(id -u)" = 0 ]; then
      id postgres >/dev/null 2>&1 || useradd --system --home-dir /var/lib/postgresql postgres
      chown postgres "$dir"
      as=(runuser -u postgres --)
    fi
    # --no-sync: a throwaway cluster need not wait for its thousand new files to reach the disk.
    "${as[@]}" "$bin/initdb" -D "$dir/data" -U devis --auth=trust -E UTF8 --no-sync >"$dir/initdb.log" 2>&1 \
      || { cat "$dir/initdb.log" >&2; exit 1; }
    "${as[@]}" "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
      -o "-c listen_addresses=127.0.0.1 -p $port -c unix_socket_directories=$dir" start >/dev/null \
      || { cat "$dir/server.log" >&2; exit 1; }
    echo "DATABASE_URL=postgres://devis@127.0.0.1:$port/postgres"
    echo "PG_TEST_DIR=$dir"
    ;;
  stop)
    dir=${2:?dossier du cluster attendu}
    bin=$(pg_bin)
    as=()
    [ "$(id -u)" = 0 ] && as=(runuser -u postgres --)
    [ -d "$dir/data" ] && "${as[@]}" "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null 2>&1 || true
    rm -rf "$dir"
    ;;
  database)
    # A database of its own for a test file, in the run's one cluster (scripts/test.sh): a
    # CREATE DATABASE copies template1 in a fraction of a second, where initdb takes seconds.
    url=${2:?adresse du cluster attendue}
    name=${3:?nom de la base attendu}
    "$(pg_bin)/createdb" --maintenance-db="$url" "$name"
    echo "DATABASE_URL=${url%/*}/$name"
    ;;
  drop)
    "$(pg_bin)/dropdb" --force --if-exists --maintenance-db="${2:?adresse du cluster attendue}" "${3:?nom de la base attendu}"
    ;;
  *)
    echo "usage : $0 install | start | stop DIR | database URL NAME | drop URL NAME" >&2
    exit 2
    ;;
esac
