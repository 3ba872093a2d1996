#!/usr/bin/env bash
# "Otimizar imagens" on the real sites' PNGs with transparency: before (lossless WebP) and now.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p bench/out
npx esbuild bench/alpha-images.bench.ts --bundle --platform=node --format=esm --packages=external \
  --outfile=bench/out/alpha-images.bench.mjs --log-level=warning
exec node --conditions=react-server bench/out/alpha-images.bench.mjs "$@"
