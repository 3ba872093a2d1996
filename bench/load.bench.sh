#!/usr/bin/env bash
# Requests per second of the landing page (/), a static page, with autocannon against a production
# server this script starts on 127.0.0.1:${LOAD_PORT:-3903}. Builds first unless LOAD_SKIP_BUILD=1.
set -euo pipefail
cd "$(dirname "$0")/.."
port="${LOAD_PORT:-3903}"
export NEXT_TELEMETRY_DISABLED=1
mkdir -p bench/out
if [ "${LOAD_SKIP_BUILD:-0}" != "1" ]; then
  node node_modules/next/dist/bin/next build >bench/out/load-build.log 2>&1
fi
node node_modules/next/dist/bin/next start -H 127.0.0.1 -p "$port" >bench/out/load-server.log 2>&1 &
server=$!
trap 'kill "$server" 2>/dev/null || true' EXIT
for _ in $(seq 1 100); do curl -fsS -o /dev/null "http://127.0.0.1:$port/" 2>/dev/null && break; sleep 0.3; done
# Warm-up, then the measured run: 20 connections for 10 s, compressed like a browser asks.
npx --no-install autocannon -c 20 -d 3 -H "accept-encoding=gzip, br" "http://127.0.0.1:$port/" >/dev/null 2>&1
npx --no-install autocannon -c 20 -d 10 -H "accept-encoding=gzip, br" "http://127.0.0.1:$port/"
