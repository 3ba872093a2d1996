#!/usr/bin/env bash
# Requests per second of the landing page through the production stack (deploy/try.sh: nginx, its page
# cache, two instances) against nginx serving the same bytes as a plain file, with wrk, in alternated
# runs; one instance of the app alone for reference. Uses the current build (NEXT_DIST_DIR, default .next).
# BENCH_PORT (default 3910; it uses the next 5 ports too), BENCH_SECONDS (10), BENCH_ROUNDS (3),
# BENCH_CONNECTIONS (50).
set -euo pipefail
cd "$(dirname "$0")/.."
port=${BENCH_PORT:-3910}
raw_port=$((port + 5))
seconds=${BENCH_SECONDS:-10}
rounds=${BENCH_ROUNDS:-3}
connections=${BENCH_CONNECTIONS:-50}
command -v wrk >/dev/null || { echo "wrk not found: apt-get install wrk" >&2; exit 1; }
nginx_bin=$(command -v nginx || echo /usr/sbin/nginx)

tmp=$(mktemp -d)
chmod 755 "$tmp"
PORT=$port setsid bash deploy/try.sh >"$tmp/try.log" 2>&1 &
stack=$!
raw=""
cleanup() {
  if [ -n "$raw" ]; then kill -TERM -- "-$raw" 2>/dev/null || true; fi
  kill -TERM "$stack" 2>/dev/null || true
  wait "$stack" 2>/dev/null || true
  rm -rf "$tmp"
}
trap cleanup EXIT
for _ in $(seq 1 360); do
  grep -q "Ctrl-C" "$tmp/try.log" && break
  kill -0 "$stack" 2>/dev/null || break
  sleep 0.5
done
grep -q "Ctrl-C" "$tmp/try.log" || { cat "$tmp/try.log" >&2; exit 1; }

# The raw side: the page's bytes exactly as the stack sends them (uncompressed, and gzip-compressed as
# browsers ask), in files served by a plain nginx with the same worker settings.
browser_encoding="accept-encoding: gzip, deflate, br, zstd"
stack_url="http://127.0.0.1:$port/"
mkdir -p "$tmp/raw/html"
curl -fsS -o "$tmp/raw/html/page.html" "$stack_url"
curl -fsS -H "$browser_encoding" -o "$tmp/raw/html/page.gz" "$stack_url"
cat >"$tmp/raw/nginx.conf" <<EOF
worker_processes auto;
pid $tmp/raw/nginx.pid;
error_log $tmp/raw/error.log warn;
events { worker_connections 1024; }
http {
    sendfile on;
    tcp_nopush on;
    access_log off;
    default_type text/html;
    client_body_temp_path $tmp/raw/body;
    proxy_temp_path $tmp/raw/proxy;
    fastcgi_temp_path $tmp/raw/fastcgi;
    uwsgi_temp_path $tmp/raw/uwsgi;
    scgi_temp_path $tmp/raw/scgi;
    server { listen 127.0.0.1:$raw_port; root $tmp/raw/html; }
}
EOF
setsid "$nginx_bin" -c "$tmp/raw/nginx.conf" -e "$tmp/raw/error.log" -g "daemon off;" &
raw=$!
for _ in $(seq 1 50); do
  curl -fsS -o /dev/null "http://127.0.0.1:$raw_port/page.html" 2>/dev/null && break
  sleep 0.1
done

rate() { # url seconds [header] -> requests per second
  wrk -t2 -c"$connections" -d"$2s" ${3:+-H "$3"} "$1" | awk '/Requests\/sec/ { printf "%d", $2 }'
}
# Alternated runs of the raw file and the stack, with the same request headers.
compare() { # label, raw file, [accept-encoding header]
  local raw_url="http://127.0.0.1:$raw_port/$2" raw_total=0 stack_total=0 round raw_rate stack_rate
  cmp -s "$tmp/raw/html/$2" <(curl -fsS ${3:+-H "$3"} "$stack_url") || { echo "$1: the bytes differ" >&2; exit 1; }
  echo "$1 ($(wc -c <"$tmp/raw/html/$2") bytes):"
  rate "$raw_url" 2 "${3:-}" >/dev/null
  rate "$stack_url" 2 "${3:-}" >/dev/null
  for round in $(seq 1 "$rounds"); do
    raw_rate=$(rate "$raw_url" "$seconds" "${3:-}")
    stack_rate=$(rate "$stack_url" "$seconds" "${3:-}")
    raw_total=$((raw_total + raw_rate))
    stack_total=$((stack_total + stack_rate))
    echo "  round $round: nginx raw file $raw_rate req/s, through the stack $stack_rate req/s"
  done
  echo "  mean: nginx raw $((raw_total / rounds)) req/s, stack $((stack_total / rounds)) req/s," \
    "ratio $((100 * stack_total / raw_total))% (target >= 50%)"
}
echo "Landing page, wrk -t2 -c$connections, ${seconds} s per run, $rounds alternated rounds"
compare "gzip, as browsers ask" page.gz "$browser_encoding"
compare "uncompressed, as wrk asks by default" page.html
echo "one app instance alone (next start, uncompressed): $(rate "http://127.0.0.1:$((port + 1))/" "$seconds") req/s"
