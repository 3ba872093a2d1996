#!/usr/bin/env bash
# Offline speech burst (issue 21): builds the site into .next-bench (unless BENCH_DIST_DIR names an existing build,
# or BENCH_SKIP_BUILD=1), then runs bench/speech-burst.ts, which starts server.mjs on 127.0.0.1 and stops it by PID.
set -euo pipefail
cd "$(dirname "$0")/.."
DIST="${BENCH_DIST_DIR:-.next-bench}"
if [ "${BENCH_SKIP_BUILD:-0}" != 1 ] && [ ! -f "$DIST/BUILD_ID" ]; then
  NEXT_DIST_DIR="$DIST" NEXT_TELEMETRY_DISABLED=1 node node_modules/next/dist/bin/next build
fi
exec npx tsx bench/speech-burst.ts --dist "$DIST" --port "${BENCH_PORT:-20210}" --burst "${BENCH_BURST:-48}" --long
