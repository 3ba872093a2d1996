#!/usr/bin/env bash
# The many-parts upload bomb, before and after the streaming parser, side by side in one process
# (bench/upload-bomb.ts). With BENCH_URL (a running `npm start`, image editing configured), also against it.
set -euo pipefail
cd "$(dirname "$0")/.."
exec npx tsx bench/upload-bomb.ts --seconds "${BENCH_SECONDS:-10}" ${BENCH_URL:+--url "$BENCH_URL"}
