#!/usr/bin/env bash
# Prints the gzip size of the JavaScript each page's HTML references (<script src> and script
# preloads; noModule polyfills left out, modern browsers skip them), as on a first load. Usage: bench/first-load-js.sh BASE_URL /path...
set -euo pipefail
base="$1"; shift
for path in "$@"; do
  html="$(curl -fsS "$base$path" || true)"
  total=0
  for src in $(printf '%s' "$html" | perl -pe 's/<script[^>]*noModule[^>]*>//g' | grep -oE '(src|href)="/_next/static/[^"]+\.js"' | sed -E 's/^(src|href)="//; s/"$//' | sort -u); do
    size=$(curl -fsS "$base$src" | gzip -9 | wc -c)
    total=$((total + size))
  done
  printf '%-16s %6.1f KB gz\n' "$path" "$(echo "$total / 1024" | bc -l)"
done
