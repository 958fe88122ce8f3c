#!/usr/bin/env bash
# Fails when schema.prisma and the committed migrations disagree (a migration is missing).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
cd "$here"
node ensure-database.js
set +e
./node_modules/.bin/prisma migrate diff \
  --from-migrations ../prisma/migrations --to-schema-datamodel .generated/schema.prisma --exit-code >/tmp/proposals-drift.$$ 2>&1
rc=$?
set -e
case "$rc" in
  0) echo "schema.prisma and migrations agree."; rm -f /tmp/proposals-drift.$$ ;;
  2) echo "schema.prisma has changes no migration covers; run: pnpm db:migration <name>" >&2; cat /tmp/proposals-drift.$$ >&2; rm -f /tmp/proposals-drift.$$; exit 1 ;;
  *) cat /tmp/proposals-drift.$$ >&2; rm -f /tmp/proposals-drift.$$; exit "$rc" ;;
esac
