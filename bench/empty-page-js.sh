#!/usr/bin/env bash
# Serves the minimal Next page of bench/empty-app.sh on 127.0.0.1:3902 and prints its first-load JS
# (gzip), the baseline the landing page's budget is measured against.
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"
app=$(bash bench/empty-app.sh)
(cd "$app" && NEXT_TELEMETRY_DISABLED=1 exec node "$root/node_modules/next/dist/bin/next" start -H 127.0.0.1 -p 3902 >/dev/null 2>&1) &
pid=$!
trap 'kill $pid 2>/dev/null || true' EXIT
for _ in $(seq 1 50); do curl -fsS -o /dev/null http://127.0.0.1:3902/ 2>/dev/null && break; sleep 0.2; done
echo "empty Next.js page:"
bash bench/first-load-js.sh http://127.0.0.1:3902 /
