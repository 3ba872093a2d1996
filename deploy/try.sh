#!/usr/bin/env bash
# The production stack on loopback, in the foreground: nginx on $PORT (default 8080) in front of two
# instances of the current build, and one worker process (`npm run worker`) that runs their long jobs (the
# instances only take them in: JOB_WORKERS=0), sharing a PostgreSQL and a Redis from Debian's packages
# (installed when missing) that hold throwaway data. Ctrl-C or SIGTERM stops everything it started and deletes the data.
# An instance that stops (a crash, or SIGTERM for a rolling restart) is started again, as systemd does.
# Ports: nginx $PORT, the app $PORT+1 and $PORT+2, PostgreSQL $PORT+3, Redis $PORT+4.
# NEXT_DIST_DIR picks the build folder (default .next).
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
cd "$repo"
port=${PORT:-8080}
dist=${NEXT_DIST_DIR:-.next}
app_ports=($((port + 1)) $((port + 2)))
pg_port=$((port + 3))
redis_port=$((port + 4))
root=$([ "$(id -u)" = 0 ] && echo 1 || echo 0)

if [ ! -f "$dist/BUILD_ID" ]; then
  echo "No build in $dist/: run 'npm run build' first." >&2
  exit 1
fi

for used in "$port" "${app_ports[@]}" "$pg_port" "$redis_port"; do
  if (exec 3<>"/dev/tcp/127.0.0.1/$used") 2>/dev/null; then
    echo "Port $used is in use (this script uses $port to $redis_port): choose another PORT." >&2
    exit 1
  fi
done

need=()
[ -x /usr/sbin/nginx ] || command -v nginx >/dev/null || need+=(nginx)
[ -e /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ] || need+=(libnginx-mod-http-brotli-static)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || need+=(postgresql)
command -v redis-server >/dev/null || need+=(redis-server)
if [ ${#need[@]} -gt 0 ]; then
  if [ "$root" = 0 ]; then
    echo "Missing: ${need[*]}. Install them (sudo apt-get install ${need[*]}) or run this as root." >&2
    exit 1
  fi
  echo "Installing ${need[*]} (apt)..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
fi
nginx_bin=$(command -v nginx || echo /usr/sbin/nginx)
pgbin=$(dirname "$(ls /usr/lib/postgresql/*/bin/initdb | sort -V | tail -n 1)")

tmp=$(mktemp -d "${TMPDIR:-/tmp}/site-try.XXXXXX")
chmod 755 "$tmp"
mkdir -p "$tmp/logs" "$tmp/nginx" "$tmp/pg"

# Each long-running process gets its own process group (setsid), so stopping it stops its children
# too (npm -> sh -> next-server), and a Ctrl-C at the terminal reaches only this script.
groups=()
app_pids=()
pg_started=0
as_postgres() {
  if [ "$root" = 1 ]; then su postgres -s /bin/bash -c "$1"; else bash -c "$1"; fi
}
stop_all() {
  trap '' INT TERM
  local group
  for group in "${groups[@]}" "${app_pids[@]}"; do [ "$group" != 0 ] && kill -TERM -- "-$group" 2>/dev/null; done
  # Instances get their grace period (SHUTDOWN_GRACE_MS, 20 s) to finish the requests in flight, with the
  # database still up.
  for group in "${groups[@]}" "${app_pids[@]}"; do
    [ "$group" = 0 ] && continue
    for _ in $(seq 1 250); do kill -0 -- "-$group" 2>/dev/null || break; sleep 0.1; done
    kill -KILL -- "-$group" 2>/dev/null || true
  done
  if [ "$pg_started" = 1 ]; then
    as_postgres "$pgbin/pg_ctl -D $tmp/pg/data -m fast -w stop >/dev/null 2>&1" || true
  fi
  rm -rf "$tmp"
}
trap stop_all EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

fail() {
  echo "$1; last lines of $2:" >&2
  tail -n 20 "$2" >&2 || true
  exit 1
}
wait_healthy() { # url, process group, name, log
  for _ in $(seq 1 180); do
    curl -fsS -o /dev/null "$1" 2>/dev/null && return 0
    kill -0 "$2" 2>/dev/null || break
    sleep 0.5
  done
  fail "$3 did not start" "$4"
}

[ "$root" = 1 ] && chown postgres:postgres "$tmp/pg"
as_postgres "$pgbin/initdb -D $tmp/pg/data -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null"
as_postgres "$pgbin/pg_ctl -D $tmp/pg/data -l $tmp/pg/server.log -w \
  -o '-c listen_addresses=127.0.0.1 -p $pg_port -k $tmp/pg' start >/dev/null" || fail "PostgreSQL did not start" \
  "$tmp/pg/server.log"
pg_started=1
as_postgres "$pgbin/psql -h 127.0.0.1 -p $pg_port -U postgres -qc 'create database site'"

setsid redis-server --bind 127.0.0.1 --port "$redis_port" --save "" --appendonly no --dir "$tmp" \
  >"$tmp/logs/redis.log" 2>&1 &
groups+=($!)

secret=$(head -c 32 /dev/urandom | base64)
start_app() { # index into app_ports
  local app_port=${app_ports[$1]}
  PORT=$app_port HOSTNAME=127.0.0.1 TRUST_PROXY_HOPS=1 NEXT_DIST_DIR=$dist SITE_URL="http://127.0.0.1:$port" \
    DATABASE_URL="postgres://postgres@127.0.0.1:$pg_port/site" REDIS_URL="redis://127.0.0.1:$redis_port" \
    NEXTAUTH_SECRET="$secret" DATA_DIR="$tmp/app-$app_port" JOB_WORKERS=0 setsid npm start \
    >>"$tmp/logs/app-$app_port.log" 2>&1 &
  app_pids[$1]=$!
}
start_app 0
start_app 1

# The production files, with this checkout, this build, these ports and a throwaway cache.
render() {
  sed -e "s#/srv/site/.next/#$repo/$dist/#g" -e "s#/srv/site#$repo#g" -e "s#/var/cache/nginx/site#$tmp/nginx/cache#g" \
    -e "s#127.0.0.1:3001#127.0.0.1:${app_ports[0]}#" -e "s#127.0.0.1:3002#127.0.0.1:${app_ports[1]}#" "$1"
}
render deploy/nginx/http.conf >"$tmp/nginx/http.conf"
render deploy/nginx/server.conf >"$tmp/nginx/server.conf"
# As root, workers run as the checkout's owner, who can read the build and public/.
user_line=$([ "$root" = 1 ] && echo "user $(stat -c %U "$repo");" || true)
cat >"$tmp/nginx/nginx.conf" <<EOF
$user_line
include /etc/nginx/modules-enabled/*.conf;
worker_processes auto;
pid $tmp/nginx/nginx.pid;
error_log $tmp/logs/nginx-error.log warn;
events { worker_connections 1024; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    sendfile on;
    tcp_nopush on;
    access_log off;
    client_body_temp_path $tmp/nginx/body;
    proxy_temp_path $tmp/nginx/proxy;
    fastcgi_temp_path $tmp/nginx/fastcgi;
    uwsgi_temp_path $tmp/nginx/uwsgi;
    scgi_temp_path $tmp/nginx/scgi;
    include $tmp/nginx/http.conf;
    server {
        listen 127.0.0.1:$port;
        include $tmp/nginx/server.conf;
    }
}
EOF
"$nginx_bin" -t -q -c "$tmp/nginx/nginx.conf" -e "$tmp/logs/nginx-error.log" || fail "nginx refused its configuration" \
  "$tmp/logs/nginx-error.log"

for i in 0 1; do
  app_port=${app_ports[$i]}
  wait_healthy "http://127.0.0.1:$app_port/api/health" "${app_pids[$i]}" "The app on port $app_port" \
    "$tmp/logs/app-$app_port.log"
done
setsid "$nginx_bin" -c "$tmp/nginx/nginx.conf" -e "$tmp/logs/nginx-error.log" -g "daemon off;" &
groups+=($!)
wait_healthy "http://127.0.0.1:$port/api/health" "${groups[1]}" "nginx" "$tmp/logs/nginx-error.log"

# The worker: no HTTP, only the database (the queue, the progress and the finished files are there).
NEXT_DIST_DIR=$dist DATABASE_URL="postgres://postgres@127.0.0.1:$pg_port/site" REDIS_URL="redis://127.0.0.1:$redis_port" \
  DATA_DIR="$tmp/worker" setsid npm run worker >>"$tmp/logs/worker.log" 2>&1 &
groups+=($!)
for _ in $(seq 1 120); do
  grep -q "\[worker\] pronto" "$tmp/logs/worker.log" 2>/dev/null && break
  kill -0 "${groups[2]}" 2>/dev/null || fail "The worker did not start" "$tmp/logs/worker.log"
  sleep 0.5
done
grep -q "\[worker\] pronto" "$tmp/logs/worker.log" || fail "The worker did not start" "$tmp/logs/worker.log"

echo "Site: http://127.0.0.1:$port"
echo "(nginx in front of the app on ports ${app_ports[*]}; one worker process; PostgreSQL on $pg_port, Redis on" \
  "$redis_port; logs in $tmp/logs). Ctrl-C stops everything and deletes the data."

# An instance that stops is started again after a second (nginx sends its requests to the other one
# meanwhile), as the systemd unit's Restart= does; one that stops 5 times within a minute is left stopped.
# nginx, Redis or the worker stopping ends the whole stack.
declare -A restarts=()
while :; do
  watched=("${groups[@]}")
  for pid in "${app_pids[@]}"; do [ "$pid" != 0 ] && watched+=("$pid"); done
  wait -n "${watched[@]}" 2>/dev/null || true
  for group in "${groups[@]}"; do
    if ! kill -0 "$group" 2>/dev/null; then
      echo "nginx, Redis or the worker stopped on its own; stopping the rest. Last lines of each log:" >&2
      for log in "$tmp"/logs/*; do echo "== $log" >&2; tail -n 10 "$log" >&2; done
      exit 1
    fi
  done
  for i in "${!app_pids[@]}"; do
    pid=${app_pids[$i]}
    [ "$pid" = 0 ] && continue
    kill -0 "$pid" 2>/dev/null && continue
    code=0
    wait "$pid" 2>/dev/null || code=$?
    app_port=${app_ports[$i]}
    now=$(date +%s)
    recent=()
    for at in ${restarts[$i]:-}; do [ $((now - at)) -lt 60 ] && recent+=("$at"); done
    if [ ${#recent[@]} -ge 5 ]; then
      echo "The app on port $app_port stopped (exit code $code), the 5th time within a minute: not starting it" \
        "again; nginx sends requests to the instances still running. Last lines of its log:" >&2
      tail -n 20 "$tmp/logs/app-$app_port.log" >&2
      app_pids[$i]=0
      continue
    fi
    echo "The app on port $app_port stopped (exit code $code); starting it again (nginx sends requests to the" \
      "other instance meanwhile)."
    restarts[$i]="${recent[*]} $now"
    sleep 1
    start_app "$i"
  done
  live=0
  for pid in "${app_pids[@]}"; do [ "$pid" != 0 ] && live=1; done
  if [ "$live" = 0 ]; then
    echo "No instance left running; stopping the rest." >&2
    exit 1
  fi
done
