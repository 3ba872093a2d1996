"use client";

import { usePathname } from "next/navigation";
import { useEffect, useSyncExternalStore } from "react";
import { whenIdle } from "@/lib/browser/idle";
import { readConsent, subscribeConsent } from "@/lib/consent/consent-store";
import { trackPageView } from "@/lib/consent/tiktok-pixel";

const serverSnapshot = () => null;
/** Pages whose address carries a secret (the reset or confirmation token): no page view, and the pixel is not loaded there. */
const untrackedPaths = ["/redefinir-senha", "/confirmar-email"];

/** The page-view pixel, once the visitor has accepted it in the consent notice (consent-notice.tsx). */
export function ConsentPixel({ pixelId, pixelHost }: { pixelId: string; pixelHost: string }) {
  const choice = useSyncExternalStore(subscribeConsent, readConsent, serverSnapshot);
  const pathname = usePathname();
  useEffect(() => {
    if (choice !== "granted" || untrackedPaths.includes(pathname)) return;
    // The pixel's script and its page view wait until the page is loaded and idle: not start-up work.
    return whenIdle(() => trackPageView(pixelHost, pixelId));
  }, [choice, pathname, pixelHost, pixelId]);
  return null;
}
