#!/usr/bin/env bash
# The README's two commands from a checkout other users cannot enter: as root, clone into a 0700 folder
# (like /root or `mktemp -d`), where the `postgres` user the embedded PostgreSQL runs as cannot reach
# node_modules. `npm start` must answer its health check and an integration test file must pass there.
set -euo pipefail

if [ "$(id -u)" != 0 ]; then
  echo "root-clone-check: needs root (it checks what root's private checkouts do)" >&2
  exit 1
fi

source_repo="$(cd "$(dirname "$0")/.." && pwd)"
dir="$(mktemp -d)" # mode 0700
clone="$dir/casino"
log="$dir/server.log"
server=""

stop_server() {
  [ -n "$server" ] || return 0
  # setsid made the server its own process group: npm, tsx, node and PostgreSQL all get the signal.
  kill -TERM -- "-$server" 2>/dev/null || true
  for _ in $(seq 60); do
    kill -0 -- "-$server" 2>/dev/null || break
    sleep 0.5
  done
  kill -KILL -- "-$server" 2>/dev/null || true
  server=""
}

cleanup() {
  stop_server
  # As root the default data folder sits in the unreachable clone, so the cluster went to the system temp
  # dir under a name hashed from that folder (clusterDir in apps/server/src/db/embedded.ts).
  local hash
  hash="$(printf '%s' "$clone/.data" | sha256sum | cut -c1-12)"
  rm -rf "$dir" "${TMPDIR:-/tmp}/casino-pg-$hash"
}
trap cleanup EXIT

step() {
  printf '\n--- root-clone-check: %s (%ss so far)\n' "$*" "$SECONDS"
}

step "clone into $dir ($(stat -c %a "$dir"))"
git clone --quiet "$source_repo" "$clone"
cd "$clone"

step "npm ci"
npm ci --prefer-offline --no-audit --no-fund

port="$(node -e 'const s = require("node:net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); })')"
step "npm start on port $port"
PORT="$port" setsid npm start >"$log" 2>&1 &
server=$!
deadline=$((SECONDS + 180))
until curl -fs "http://127.0.0.1:$port/api/health"; do
  if ! kill -0 "$server" 2>/dev/null || [ "$SECONDS" -ge "$deadline" ]; then
    echo "root-clone-check: the server did not answer /api/health; its log:" >&2
    cat "$log" >&2
    exit 1
  fi
  sleep 1
done
echo
step "health answered; stopping the server"
stop_server

step "integration tests"
npx vitest run apps/server/test/platform/languages.test.ts apps/server/test/platform/embedded-root.test.ts

step "passed"
