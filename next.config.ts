import type { NextConfig } from "next";
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from "next/constants";
import { buildWarnings, loadEnv, pickBuiltSettings } from "./lib/env";
import { securityHeaders } from "./lib/http/security-headers.mjs";

export default function nextConfig(phase: string): NextConfig {
  const config = loadEnv();
  const development = process.env.NODE_ENV === "development";
  // Build-time settings are baked into the prerendered pages: say so while it can still be fixed.
  if (phase === PHASE_PRODUCTION_BUILD) for (const warning of buildWarnings(config)) console.warn(`⚠ ${warning}`);

  return {
    // The company and contact settings are fixed by the build for static pages, dynamic routes and e-mails
    // alike (lib/env.ts, docs/company.md): the build writes them into the server code.
    env: phase === PHASE_PRODUCTION_BUILD ? { BUILT_SETTINGS: JSON.stringify(pickBuiltSettings(process.env)) } : {},
    // e2e builds go to their own folder so they never overwrite the production build.
    distDir: process.env.NEXT_DIST_DIR || ".next",
    poweredByHeader: false,
    // CI builds once on a fresh clone, then type-checks with `tsc --noEmit`, which reads the build's route
    // types too (tsconfig.json): there the build's own pass and its cache (never read again) are time lost.
    typescript: { ignoreBuildErrors: process.env.BUILD_SKIP_TYPECHECK === "1" },
    experimental: { turbopackFileSystemCacheForBuild: process.env.BUILD_SKIP_CACHE !== "1" },
    // A build writes the stylesheet into the HTML (app/inline-css.tsx) instead of linking it: globals.css is
    // read as text. `next dev` links it as usual, so a class added to a component appears on save.
    turbopack:
      phase === PHASE_DEVELOPMENT_SERVER
        ? {}
        : { rules: { "globals.css": { loaders: ["./lib/styles/css-text-loader.cjs"], as: "*.js" } } },
    // espeak-ng's Emscripten glue cannot be bundled; PGlite loads its WASM from its own folder; ws requires
    // its optional native add-ons at run time.
    serverExternalPackages: ["@electric-sql/pglite", "espeak-ng", "ws"],
    // In production server.mjs sets the security headers at run time (HSTS follows the SITE_URL the
    // server starts with); a build must not bake its own in. `next dev` has no server.mjs.
    async headers() {
      if (!development) return [];
      const headers = securityHeaders({ pixelHost: config.TIKTOK_PIXEL_HOST, development, https: false });
      return [{ source: "/:path*", headers }];
    },
  };
}
