#!/usr/bin/env bash
# How long reading a hostile or large subtitle holds the event loop, in-process: bench/subtitle-bounds.ts.
set -euo pipefail
cd "$(dirname "$0")/.."
exec npx tsx bench/subtitle-bounds.ts
