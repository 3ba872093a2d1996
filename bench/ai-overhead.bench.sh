#!/usr/bin/env bash
# AI layer overhead: builds the site into .next-bench (unless BENCH_DIST_DIR names an existing build,
# or BENCH_SKIP_BUILD=1), then runs bench/ai-overhead.ts, which starts server.mjs (`npm start`) on 127.0.0.1:3930
# and the fake OpenAI server on 3931, stops them by PID, and appends its figures to bench/history.md.
set -euo pipefail
cd "$(dirname "$0")/.."
DIST="${BENCH_DIST_DIR:-.next-bench}"
if [ "${BENCH_SKIP_BUILD:-0}" != 1 ] && [ ! -f "$DIST/BUILD_ID" ]; then
  NEXT_DIST_DIR="$DIST" NEXT_TELEMETRY_DISABLED=1 node node_modules/next/dist/bin/next build
fi
exec npx tsx bench/ai-overhead.ts --dist "$DIST" --port "${BENCH_PORT:-3930}" --requests "${BENCH_REQUESTS:-200}"
