#!/bin/sh
# The official image's first start: an empty PGDATA gets a cluster whose superuser is POSTGRES_USER with
# POSTGRES_PASSWORD (password auth from other hosts) and a database POSTGRES_DB; then PostgreSQL runs.
set -eu
: "${POSTGRES_USER:=postgres}"
: "${POSTGRES_DB:=$POSTGRES_USER}"
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  if [ -z "${POSTGRES_PASSWORD:-}" ]; then
    echo "POSTGRES_PASSWORD is required for a new database" >&2
    exit 1
  fi
  password_file=$(mktemp)
  printf '%s' "$POSTGRES_PASSWORD" >"$password_file"
  initdb -D "$PGDATA" -U "$POSTGRES_USER" --pwfile="$password_file" --auth-local=trust \
    --auth-host=scram-sha-256 -E UTF8 --locale=C.UTF-8 >/dev/null
  rm -f "$password_file"
  echo "host all all all scram-sha-256" >>"$PGDATA/pg_hba.conf"
  if [ "$POSTGRES_DB" != postgres ]; then
    pg_ctl -D "$PGDATA" -o "-c listen_addresses='' -k /tmp" -w start >/dev/null
    psql -h /tmp -U "$POSTGRES_USER" -d postgres -qc "CREATE DATABASE \"$POSTGRES_DB\""
    pg_ctl -D "$PGDATA" -w stop >/dev/null
  fi
  echo "initialised $PGDATA: user $POSTGRES_USER, database $POSTGRES_DB"
fi
exec postgres -D "$PGDATA" -c listen_addresses='*' -k /tmp
