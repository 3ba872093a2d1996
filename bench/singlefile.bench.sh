#!/usr/bin/env bash
# Converter vs SingleFile on the fixture pages (see singlefile.bench.ts). single-file-cli comes from npm
# into bench/out/ (not a project dependency) and drives Debian's Chromium: no browser is downloaded.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p bench/out/single-file
if [ ! -f bench/out/single-file/node_modules/single-file-cli/single-file-node.js ]; then
  npm install --prefix bench/out/single-file --no-save --no-audit --no-fund single-file-cli@2.0.83 >/dev/null
fi
npx esbuild bench/singlefile.bench.ts --bundle --platform=node --format=esm --packages=external \
  --outfile=bench/out/singlefile.bench.mjs --log-level=warning
exec node --conditions=react-server bench/out/singlefile.bench.mjs
