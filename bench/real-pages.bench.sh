#!/usr/bin/env bash
# Plain, optimised and SingleFile sizes of the real Elementor pages (see real-pages.bench.ts). single-file-cli
# comes from npm into bench/out/ (not a project dependency), as in singlefile.bench.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p bench/out/single-file
if [ ! -f bench/out/single-file/node_modules/single-file-cli/single-file-node.js ]; then
  npm install --prefix bench/out/single-file --no-save --no-audit --no-fund single-file-cli@2.0.83 >/dev/null
fi
npx esbuild bench/real-pages.bench.ts --bundle --platform=node --format=esm --packages=external \
  --outfile=bench/out/real-pages.bench.mjs --log-level=warning
exec node --conditions=react-server bench/out/real-pages.bench.mjs
