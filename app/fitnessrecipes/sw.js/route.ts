import { APP_SCOPE } from "@/lib/recipes/app-scope";
import { serviceWorkerScript } from "@/lib/recipes/pwa";

export const dynamic = "force-static";

/** Written at build time: its version is the build's moment, so every published build is a new worker. */
const version = new Date().toISOString();

export function GET() {
  return new Response(serviceWorkerScript(version), {
    headers: {
      "Content-Type": "text/javascript; charset=utf-8",
      "Service-Worker-Allowed": APP_SCOPE,
      "Cache-Control": "no-cache",
    },
  });
}
