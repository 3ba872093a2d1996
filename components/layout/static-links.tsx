"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";

/** A link of this site inside static HTML (components/ui/static-content.tsx), or null. */
function staticLink(target: EventTarget | null): URL | null {
  const link = target instanceof Element ? target.closest<HTMLAnchorElement>("[data-static] a[href]") : null;
  if (!link || link.target || link.hasAttribute("download")) return null;
  const url = new URL(link.href);
  return url.origin === location.origin ? url : null;
}

/**
 * The links of static HTML behave as next/link's (components/ui/link.tsx): the page is fetched when the
 * pointer rests on a link or it gets focus, and a plain click navigates without a full load. One listener
 * for the whole document instead of a hydrated component per link; without script they are plain links.
 */
export function StaticLinks() {
  const router = useRouter();
  useEffect(() => {
    const prefetched = new Set<string>();
    const prefetch = (event: Event) => {
      const url = staticLink(event.target);
      const href = url && url.pathname + url.search;
      if (!href || prefetched.has(href)) return;
      prefetched.add(href);
      router.prefetch(href);
    };
    const navigate = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return; // a new tab or window
      const url = staticLink(event.target);
      // Another place on the same page: the browser scrolls there, as without script.
      if (!url || (url.hash && url.pathname === location.pathname && url.search === location.search)) return;
      event.preventDefault();
      router.push(url.pathname + url.search + url.hash);
    };
    document.addEventListener("pointerover", prefetch);
    document.addEventListener("focusin", prefetch);
    document.addEventListener("touchstart", prefetch, { passive: true });
    document.addEventListener("click", navigate);
    return () => {
      document.removeEventListener("pointerover", prefetch);
      document.removeEventListener("focusin", prefetch);
      document.removeEventListener("touchstart", prefetch);
      document.removeEventListener("click", navigate);
    };
  }, [router]);
  return null;
}
