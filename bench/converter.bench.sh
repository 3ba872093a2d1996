#!/usr/bin/env bash
# Converter: time and peak memory of converting a 2 MB page with 150 assets on loopback.
# The .ts is bundled with esbuild (packages left external) and run by plain Node, so parse5 and the
# rest load as native ES modules, as in `next start`; `npx tsx --conditions=react-server
# bench/converter.bench.ts` runs the same code, slower, because tsx rewrites parse5 into CommonJS.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p bench/out
npx esbuild bench/converter.bench.ts --bundle --platform=node --format=esm --packages=external \
  --outfile=bench/out/converter.bench.mjs --log-level=warning
exec node --conditions=react-server bench/out/converter.bench.mjs
