#!/usr/bin/env bash
# Whole-site export on real exported Elementor sites: pages, time, ZIP size against the single-page files,
# and the package opened offline. Bundled with esbuild and run by plain Node, as bench/converter.bench.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p bench/out
npx esbuild bench/site-export.bench.ts --bundle --platform=node --format=esm --packages=external \
  --outfile=bench/out/site-export.bench.mjs --log-level=warning
exec node --conditions=react-server bench/out/site-export.bench.mjs "$@"
