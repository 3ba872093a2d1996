#!/usr/bin/env bash
# Recovery timing (enumeration by timing, issue 12): builds the site into .next-bench (unless
# BENCH_DIST_DIR names an existing build, or BENCH_SKIP_BUILD=1), then runs bench/recover-timing.ts,
# which starts server.mjs on 127.0.0.1:3940, stops it by PID, and prints the medians. BENCH_ROUTE=register
# measures sign-up instead.
set -euo pipefail
cd "$(dirname "$0")/.."
DIST="${BENCH_DIST_DIR:-.next-bench}"
if [ "${BENCH_SKIP_BUILD:-0}" != 1 ] && [ ! -f "$DIST/BUILD_ID" ]; then
  NEXT_DIST_DIR="$DIST" NEXT_TELEMETRY_DISABLED=1 node node_modules/next/dist/bin/next build
fi
exec npx tsx bench/recover-timing.ts --route "${BENCH_ROUTE:-recover}" --dist "$DIST" --port "${BENCH_PORT:-3940}" --requests "${BENCH_REQUESTS:-60}" --runs "${BENCH_RUNS:-3}"
