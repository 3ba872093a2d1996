#!/usr/bin/env bash
# Lighthouse (mobile) on every public route side by side with an empty Next page of the same Next version
# (bench/empty-app.sh), on one machine in one run: for each route, LH_RUNS times (default 3), the empty
# page and then the route, alternately, so both see the same load; each page twice per round, with the
# default simulated throttling (the score PageSpeed shows) and with DevTools throttling
# (--throttling-method=devtools: a real throttled load, 562.5 ms per request, 1.4 Mbps, CPU x4, where no
# simulation decides the LCP). Prints per route the medians (performance, simulated LCP, DevTools LCP,
# TBT, accessibility / best practices / SEO, script bytes transferred), the differences from the empty
# page's medians of the same rounds, and whether the route is within the distances bench/lighthouse-row.ts
# checks. The site is a production build served as
# `npm start` serves it (server.mjs) on 127.0.0.1:${LH_PORT:-3900}, the empty page on port + 1.
# LH_SKIP_BUILD=1 reuses the existing .next build; LH_ROUTES="/ /elementor" measures some routes;
# LH_URL=http://127.0.0.1:PORT measures a site already running. In the same rounds it measures an older
# build, side by side (issue 52): by default LH_BEFORE_REF (main~1: the previous commit on main) checked out
# in a git worktree (bench/out/before-worktree, with this node_modules hard-linked), built and served with its own
# server.mjs on port + 2; LH_BEFORE_DIST=.next-before serves an older build of this checkout instead;
# LH_BEFORE_URL=http://127.0.0.1:PORT uses an older site already running; LH_BEFORE_REF=none measures none.
# Each row also shows script evaluation on the main thread under DevTools throttling against the empty page's.
# JSON reports go to bench/out/lighthouse/.
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"
port="${LH_PORT:-3900}"
base="${LH_URL:-http://127.0.0.1:$port}"
empty="http://127.0.0.1:$((port + 1))"
out="bench/out/lighthouse"
runs="${LH_RUNS:-3}"
export CHROME_PATH="${CHROME_PATH:-/usr/bin/chromium}"
export NEXT_TELEMETRY_DISABLED=1
rm -rf "$out" && mkdir -p "$out"
pids=()
trap 'for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done' EXIT
wait_for() { for _ in $(seq 1 150); do curl -fsS -o /dev/null "$1" 2>/dev/null && return; sleep 0.3; done; echo "$1 did not answer" >&2; exit 1; }
# As `npm start` serves it (server.mjs sets the security headers), each with a data folder of its own.
serve_site() { # port dist
  PORT="$1" HOSTNAME=127.0.0.1 NEXT_DIST_DIR="$2" DATA_DIR="$out/data-$1" node server.mjs >"$out/server-$1.log" 2>&1 &
  pids+=($!)
}

if [ -z "${LH_URL:-}" ]; then
  if [ "${LH_SKIP_BUILD:-0}" != "1" ]; then
    echo "Building the site (next build)..."
    node node_modules/next/dist/bin/next build >"$out/build.log" 2>&1
    node scripts/prerendered.mjs >>"$out/build.log" 2>&1
  fi
  serve_site "$port" .next
fi
echo "Building the empty Next page..."
app=$(bash bench/empty-app.sh)
(cd "$app" && exec node "$root/node_modules/next/dist/bin/next" start -H 127.0.0.1 -p "$((port + 1))" >/dev/null 2>&1) &
pids+=($!)
sites=("after $base")
if [ -n "${LH_BEFORE_URL:-}" ]; then
  sites=("before $LH_BEFORE_URL" "${sites[@]}")
  wait_for "$LH_BEFORE_URL/api/health"
elif [ -n "${LH_BEFORE_DIST:-}" ]; then
  serve_site "$((port + 2))" "$LH_BEFORE_DIST"
  sites=("before http://127.0.0.1:$((port + 2))" "${sites[@]}")
  wait_for "http://127.0.0.1:$((port + 2))/api/health"
elif [ "${LH_BEFORE_REF:-main~1}" != "none" ]; then
  ref="${LH_BEFORE_REF:-main~1}"
  tree="$root/bench/out/before-worktree"
  echo "Building $ref ($(git rev-parse --short "$ref")) in $tree..."
  git worktree remove --force "$tree" 2>/dev/null || rm -rf "$tree"
  git worktree add --detach "$tree" "$ref" >/dev/null
  cp -al "$root/node_modules" "$tree/node_modules" # hard links: Turbopack refuses a node_modules link out of its root
  (cd "$tree" && NEXT_TELEMETRY_DISABLED=1 node node_modules/next/dist/bin/next build >"$root/$out/build-before.log" 2>&1 &&
    for s in prerendered page-css; do if [ -f scripts/$s.mjs ]; then node scripts/$s.mjs >>"$root/$out/build-before.log" 2>&1; break; fi; done)
  (cd "$tree" && PORT="$((port + 2))" HOSTNAME=127.0.0.1 DATA_DIR="$root/$out/data-before" \
    exec node server.mjs >"$root/$out/server-before.log" 2>&1) &
  pids+=($!)
  sites=("before http://127.0.0.1:$((port + 2))" "${sites[@]}")
  wait_for "http://127.0.0.1:$((port + 2))/api/health"
fi
wait_for "$base/api/health"
wait_for "$empty/"

routes=${LH_ROUTES:-}
[ -n "$routes" ] || routes=$(npx --no-install tsx -e 'import { publicRoutes } from "./lib/content/public-routes"; console.log(publicRoutes.join(" "))')

lighthouse() { # url report [extra flag]
  npx --no-install lighthouse "$1" --quiet --output=json --output-path="$2" ${3:+"$3"} \
    --chrome-flags="--headless=new --no-sandbox --disable-gpu" >/dev/null 2>&1 && echo "$PWD/$2"
}
# One page, both ways: "simulated-report,devtools-report;" (either empty if that run failed).
both() { # url report-prefix
  printf '%s,%s;' "$(lighthouse "$1" "$2.json" || true)" \
    "$(lighthouse "$1" "$2-devtools.json" --throttling-method=devtools || true)"
}

printf '\nLoad average: %s (%s cores), %s, Lighthouse %s\n' "$(cut -d' ' -f1-3 /proc/loadavg)" "$(nproc)" \
  "$(date -u '+%Y-%m-%d %H:%M UTC')" "$(npx --no-install lighthouse --version)"
printf '\n| route | performance (runs) | Δ perf | LCP simulated (ms) | Δ | LCP DevTools (ms, runs) | Δ | TBT (ms) | script evaluation (ms, DevTools) / empty page | a11y / BP / SEO | script (KB transferred) | empty page: perf / LCP simulated / LCP DevTools | within |\n'
printf '|---|---|---|---|---|---|---|---|---|---|---|---|---|\n'
for route in $routes; do
  name=$(echo "$route" | sed 's#^/$#home#; s#^/##; s#/#-#g')
  empties=""
  declare -A reports=()
  for run in $(seq 1 "$runs"); do
    empties+="$(both "$empty/" "$out/empty-$name-$run")"
    for site in "${sites[@]}"; do
      label=${site%% *}
      reports[$label]+="$(both "${site#* }$route" "$out/$label-$name-$run")"
    done
  done
  for site in "${sites[@]}"; do
    label=${site%% *}
    row="$route"
    [ "${#sites[@]}" = 1 ] || row="$route ($label)"
    npx --no-install tsx bench/lighthouse-row.ts "$row" "$empties" "${reports[$label]}"
  done
  unset reports
done
printf '\nLoad average at the end: %s\n' "$(cut -d' ' -f1-3 /proc/loadavg)"
