import type { NextConfig } from "next";
import { loadEnv } from "./lib/env";
import { securityHeaders } from "./lib/http/security-headers";

const config = loadEnv();
const development = process.env.NODE_ENV === "development";
const https = config.SITE_URL.startsWith("https://");

const nextConfig: NextConfig = {
  // e2e builds go to their own folder so they never overwrite the production build.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  // espeak-ng's Emscripten glue cannot be bundled; PGlite loads its WASM from its own folder; ws requires its
  // optional native add-ons at run time.
  serverExternalPackages: ["@electric-sql/pglite", "espeak-ng", "ws"],
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders({ pixelHost: config.TIKTOK_PIXEL_HOST, development, https }) }];
  },
};

export default nextConfig;
