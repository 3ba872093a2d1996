#!/usr/bin/env bash
# Issue 44's slow-site flood (bench/jobs-flood.ts) against a production build: starts `npm start` from APP_DIR
# (default this checkout; give another checkout's folder, built, to measure it the same way) on PORT (3060)
# with a throwaway PGlite, the quick fixture site on PORT+2, runs the flood, stops what it started.
# Usage: [APP_DIR=/path/to/checkout] [LABEL=before] bash bench/jobs-flood.bench.sh
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
app=${APP_DIR:-$repo}
port=${PORT:-3060}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/jobs-flood.XXXXXX")
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill -TERM -- "-$pid" 2>/dev/null || true; done
  sleep 2
  for pid in "${pids[@]}"; do kill -KILL -- "-$pid" 2>/dev/null || true; done
  rm -rf "$tmp"
}
trap cleanup EXIT

# The quick site (the converter's fixture pages).
cd "$repo"
setsid npx tsx -e "import('./test-support/fakes/fixture-site.ts').then((m) => m.startFixtureSite($((port + 2))))" \
  >"$tmp/fixture.log" 2>&1 &
pids+=($!)

cd "$app"
PORT=$port HOSTNAME=127.0.0.1 DATA_DIR="$tmp/data" SITE_URL="http://127.0.0.1:$port" NEXTAUTH_SECRET=bench-secret \
  CONVERTER_ALLOWED_HOSTS="127.0.0.1:$((port + 1)),127.0.0.1:$((port + 2))" setsid node server.mjs >"$tmp/server.log" 2>&1 &
pids+=($!)
for _ in $(seq 1 240); do
  curl -fsS -o /dev/null "http://127.0.0.1:$port/api/health" 2>/dev/null && break
  sleep 0.5
done
curl -fsS -o /dev/null "http://127.0.0.1:$port/api/health" || { tail -20 "$tmp/server.log"; exit 1; }
server_pid=$(pgrep -g "${pids[1]}" -f "node server.mjs" | head -n 1)
cd "$repo"
BASE="http://127.0.0.1:$port" SLOW_PORT=$((port + 1)) QUICK_ORIGIN="http://127.0.0.1:$((port + 2))" \
  SERVER_PID=$server_pid npx tsx bench/jobs-flood.ts
