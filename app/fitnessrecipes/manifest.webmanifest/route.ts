import { appManifest } from "@/lib/recipes/pwa";

export const dynamic = "force-static";

export function GET() {
  return new Response(JSON.stringify(appManifest()), {
    headers: { "Content-Type": "application/manifest+json; charset=utf-8" },
  });
}
