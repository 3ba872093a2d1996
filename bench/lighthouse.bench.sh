#!/usr/bin/env bash
# Lighthouse (mobile, default throttling) on every public route of a production build that this
# script makes and serves itself on 127.0.0.1:${LH_PORT:-3900}; prints a table of scores. Routes that
# answer 404 (tools not merged into this checkout yet) are skipped with a note. JSON reports go to
# bench/out/lighthouse/. Each route runs LH_RUNS times (default 3); the median run is shown, with
# every run's performance score in brackets. Set LH_SKIP_BUILD=1 to reuse an existing .next build,
# LH_ROUTES="/ /elementor" to measure only some routes, LH_URL=http://127.0.0.1:PORT to measure a server
# that is already running (nothing built or started).
set -euo pipefail
cd "$(dirname "$0")/.."
port="${LH_PORT:-3900}"
base="${LH_URL:-http://127.0.0.1:$port}"
out="bench/out/lighthouse"
runs="${LH_RUNS:-3}"
export CHROME_PATH="${CHROME_PATH:-/usr/bin/chromium}"
export NEXT_TELEMETRY_DISABLED=1
mkdir -p "$out"

if [ -z "${LH_URL:-}" ]; then
  if [ "${LH_SKIP_BUILD:-0}" != "1" ]; then
    echo "Building (next build)..."
    node node_modules/next/dist/bin/next build >"$out/build.log" 2>&1
  fi
  # As `npm start` serves it (server.mjs sets the security headers); a data folder of its own, since a
  # folder takes one process.
  PORT="$port" HOSTNAME=127.0.0.1 DATA_DIR="$out/data" node server.mjs >"$out/server.log" 2>&1 &
  server=$!
  trap 'kill "$server" 2>/dev/null || true' EXIT
  for _ in $(seq 1 100); do curl -fsS -o /dev/null "$base/api/health" 2>/dev/null && break; sleep 0.3; done
fi

routes=${LH_ROUTES:-}
[ -n "$routes" ] || routes=$(npx --no-install tsx -e 'import { publicRoutes } from "./lib/content/public-routes"; console.log(publicRoutes.join(" "))' 2>/dev/null)

printf '\nLoad average: %s\n' "$(cut -d' ' -f1-3 /proc/loadavg)"
printf '\n| route | performance | accessibility | best practices | SEO | LCP (ms) | CLS | TBT (ms) |\n|---|---|---|---|---|---|---|---|\n'
for route in $routes; do
  status=$(curl -s -o /dev/null -w '%{http_code}' "$base$route")
  if [ "$status" = "404" ]; then
    printf '| %s | skipped: 404 (not in this checkout) | | | | | | |\n' "$route"
    continue
  fi
  name=$(echo "$route" | sed 's#^/$#home#; s#^/##; s#/#-#g')
  reports=()
  for run in $(seq 1 "$runs"); do
    if npx --no-install lighthouse "$base$route" --quiet --output=json --output-path="$out/$name-$run.json" \
      --chrome-flags="--headless=new --no-sandbox --disable-gpu" >/dev/null 2>&1; then
      reports+=("$PWD/$out/$name-$run.json")
    fi
  done
  if [ "${#reports[@]}" = 0 ]; then
    printf '| %s | lighthouse failed (status %s) | | | | | | |\n' "$route" "$status"
    continue
  fi
  # The run with the median performance score stands for the route (Lighthouse's own advice).
  node -e '
    const runs = process.argv.slice(2).map((file) => require(file));
    runs.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
    const r = runs[Math.floor((runs.length - 1) / 2)];
    const s = (k) => Math.round(r.categories[k].score * 100);
    const a = (k) => r.audits[k].numericValue;
    const all = runs.map((x) => Math.round(x.categories.performance.score * 100)).join("/");
    console.log(`| ${process.argv[1]} | ${s("performance")} (${all}) | ${s("accessibility")} | ${s("best-practices")} | ${s("seo")} | ${Math.round(a("largest-contentful-paint"))} | ${a("cumulative-layout-shift").toFixed(3)} | ${Math.round(a("total-blocking-time"))} |`);
  ' "$route" "${reports[@]}"
done
printf '\nLoad average at the end: %s\n' "$(cut -d' ' -f1-3 /proc/loadavg)"
