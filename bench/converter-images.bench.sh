#!/usr/bin/env bash
# "Otimizar imagens" (issue 24): sizes, times and first-screen pixel difference against the live fixture
# page, plain and optimised (see converter-images.bench.ts). Bundled and run like converter.bench.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p bench/out
npx esbuild bench/converter-images.bench.ts --bundle --platform=node --format=esm --packages=external \
  --outfile=bench/out/converter-images.bench.mjs --log-level=warning
exec node --conditions=react-server bench/out/converter-images.bench.mjs
