import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { PwaControls } from "@/components/tools/recipes/pwa-controls";
import { MANIFEST_PATH, THEME_COLOR } from "@/lib/recipes/app-scope";

/** Only the app's pages link its manifest and register its service worker; the rest of the site has neither. */
export const metadata: Metadata = { manifest: MANIFEST_PATH };
export const viewport: Viewport = { themeColor: THEME_COLOR };

export default function FitnessRecipesLayout({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      {/* After the app, below the first screen: appearing after the load, it moves nothing the visitor sees. */}
      <PwaControls />
    </>
  );
}
