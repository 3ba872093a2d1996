#!/usr/bin/env bash
# Memory of one instance under 16 simultaneous conversions of a heavy page (see converter-load.bench.ts).
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p bench/out
npx esbuild bench/converter-load.bench.ts --bundle --platform=node --format=esm --packages=external \
  --outfile=bench/out/converter-load.bench.mjs --log-level=warning
exec node --conditions=react-server bench/out/converter-load.bench.mjs
