#!/usr/bin/env bash
# Builds the yardstick the site is compared with: a minimal Next page of this repo's Next version (a
# root layout and one line of text, no CSS, no client component) in bench/out/empty-app. Nothing is
# downloaded: Node resolves next and react from this repo's node_modules (the folder is inside it), and
# turbopack's root is set to the repo for the same reason. Usage: bash bench/empty-app.sh (prints the folder).
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"
app="bench/out/empty-app"
rm -rf "$app" && mkdir -p "$app/app"
cat > "$app/package.json" <<'JSON'
{ "name": "empty-app", "private": true }
JSON
cat > "$app/next.config.mjs" <<JS
export default { turbopack: { root: "$root" }, poweredByHeader: false };
JS
cat > "$app/app/layout.jsx" <<'JSX'
export const metadata = { title: "Vazio", description: "Página vazia de referência." };
export default function RootLayout({ children }) { return <html lang="pt-BR"><body>{children}</body></html>; }
JSX
cat > "$app/app/page.jsx" <<'JSX'
export default function Page() { return <p>Uma página vazia do Next, a régua do bench.</p>; }
JSX
# Turbopack's root is the repo, where Next would find the site's own instrumentation.ts and proxy.ts (the job
# queue, the database, the security headers): the yardstick has empty ones, its proxy matching no page.
echo 'export function register() {}' > "$app/instrumentation.js"
cat > "$app/proxy.js" <<'JS'
export function proxy() {}
export const config = { matcher: "/nunca-usado" };
JS
(cd "$app" && NEXT_TELEMETRY_DISABLED=1 node "$root/node_modules/next/dist/bin/next" build >build.log 2>&1) ||
  { cat "$app/build.log" >&2; exit 1; }
echo "$app"
