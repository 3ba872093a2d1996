#!/usr/bin/env bash
# Builds a trivial Next.js app (one empty page, no CSS, no client components) with this repo's
# node_modules in bench/out/empty-app, serves it on 127.0.0.1:3902 and prints its first-load JS
# (gzip), the baseline the landing page's budget is measured against.
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"
app="bench/out/empty-app"
rm -rf "$app" && mkdir -p "$app/app"
cat > "$app/package.json" <<'JSON'
{ "name": "empty-app", "private": true }
JSON
cat > "$app/next.config.mjs" <<JS
export default { turbopack: { root: "$root" } };
JS
cat > "$app/app/layout.jsx" <<'JSX'
export default function RootLayout({ children }) { return <html lang="pt-BR"><body>{children}</body></html>; }
JSX
cat > "$app/app/page.jsx" <<'JSX'
export default function Page() { return <p>vazio</p>; }
JSX
(cd "$app" && NEXT_TELEMETRY_DISABLED=1 node "$root/node_modules/next/dist/bin/next" build >/dev/null)
(cd "$app" && NEXT_TELEMETRY_DISABLED=1 exec node "$root/node_modules/next/dist/bin/next" start -H 127.0.0.1 -p 3902 >/dev/null 2>&1) &
pid=$!
trap 'kill $pid 2>/dev/null || true' EXIT
for _ in $(seq 1 50); do curl -fsS -o /dev/null http://127.0.0.1:3902/ 2>/dev/null && break; sleep 0.2; done
echo "empty Next.js page:"
bash bench/first-load-js.sh http://127.0.0.1:3902 /
