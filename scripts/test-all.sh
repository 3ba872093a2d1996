#!/usr/bin/env bash
# The whole suite: types, lint, unit and route tests, then the end-to-end tests in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
step() { printf '\n\033[1m== %s ==\033[0m\n' "$1"; }
echo "node $(node --version) ($(command -v node))"
step "typecheck" && npx tsc --noEmit
step "lint" && npm run lint
step "unit and route tests (vitest)" && npx vitest run
step "end-to-end tests (Playwright, Chromium)" && bash scripts/test-e2e.sh
