#!/usr/bin/env bash
# Three 250.000-character documents as background jobs and a fourth account's sentences: builds the site into
# .next-bench (unless BENCH_DIST_DIR names an existing build, or BENCH_SKIP_BUILD=1), then runs
# bench/translate-fairness.ts, which starts server.mjs on 127.0.0.1:${BENCH_PORT:-20250} and the fake OpenAI
# server on the next port, and stops them by PID.
set -euo pipefail
cd "$(dirname "$0")/.."
DIST="${BENCH_DIST_DIR:-.next-bench}"
if [ "${BENCH_SKIP_BUILD:-0}" != 1 ] && [ ! -f "$DIST/BUILD_ID" ]; then
  NEXT_DIST_DIR="$DIST" NEXT_TELEMETRY_DISABLED=1 node node_modules/next/dist/bin/next build
fi
exec npx tsx bench/translate-fairness.ts --dist "$DIST" --port "${BENCH_PORT:-20250}" --delay "${BENCH_DELAY_MS:-1000}"
