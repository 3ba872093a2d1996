#!/usr/bin/env bash
# Reasoning effort (first streamed character) and Realtime speech overhead: builds the site into .next-bench
# (unless BENCH_DIST_DIR names an existing build, or BENCH_SKIP_BUILD=1), then runs bench/ai-speech-reasoning.ts,
# which starts two `next start` on 127.0.0.1:3940-3941 and the fake OpenAI server on 3945, stops them by PID,
# and appends its figures to bench/history.md.
set -euo pipefail
cd "$(dirname "$0")/.."
DIST="${BENCH_DIST_DIR:-.next-bench}"
if [ "${BENCH_SKIP_BUILD:-0}" != 1 ] && [ ! -f "$DIST/BUILD_ID" ]; then
  NEXT_DIST_DIR="$DIST" NEXT_TELEMETRY_DISABLED=1 node node_modules/next/dist/bin/next build
fi
exec npx tsx bench/ai-speech-reasoning.ts --dist "$DIST" --port "${BENCH_PORT:-3940}" --requests "${BENCH_REQUESTS:-40}"
