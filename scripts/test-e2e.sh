#!/usr/bin/env bash
# End-to-end suite: Playwright builds the site into .next-e2e (configured with local stand-ins for every
# outside service) and .next-e2e-bare (bare, as on a fresh clone), starts both and drives Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
export CHROME_PATH="${CHROME_PATH:-/usr/bin/chromium}"
if [ ! -x "$CHROME_PATH" ]; then
  if command -v apt-get >/dev/null && [ "$(id -u)" = 0 ]; then
    echo "Installing Chromium (apt) for the end-to-end tests..."
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "Chromium not found at $CHROME_PATH: install Debian's 'chromium' or set CHROME_PATH." >&2
    exit 1
  fi
fi
rm -rf .data-e2e-*
exec npx playwright test "$@"
