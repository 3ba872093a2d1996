#!/usr/bin/env bash
# "Otimizar imagens" in "Site inteiro" on real exported Elementor sites: the ZIP with and without the second
# pass. Bundled with esbuild and run by plain Node, as bench/site-export.bench.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p bench/out
npx esbuild bench/site-optimise.bench.ts --bundle --platform=node --format=esm --packages=external \
  --outfile=bench/out/site-optimise.bench.mjs --log-level=warning
exec node --conditions=react-server bench/out/site-optimise.bench.mjs "$@"
