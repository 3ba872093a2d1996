"use client";

import { useSyncExternalStore, type ReactNode } from "react";
import { Badge } from "@/components/ui/badge";

export const unavailableLabel = "Indisponível neste servidor";

/**
 * The page arrives with the tools that were off when it was rendered (at build time for a prerendered page);
 * the server is asked once per page load (GET /api/tools), so the marks follow the server that answers.
 */
let answer: readonly string[] | undefined;
let asked = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!asked) {
    asked = true;
    fetch("/api/tools", { credentials: "omit" })
      .then((response) => (response.ok ? (response.json() as Promise<{ unavailable: string[] }>) : undefined))
      .then((body) => {
        if (!Array.isArray(body?.unavailable)) return;
        answer = body.unavailable;
        listeners.forEach((notify) => notify());
      })
      // Offline or a server error: the page's own answer stays.
      .catch(() => {});
  }
  return () => listeners.delete(listener);
}

/** Whether the tool at `href` is off on this server; `rendered` is what the page was rendered with. */
export function useToolOff(rendered: readonly string[]): (href: string) => boolean {
  const current = useSyncExternalStore(
    subscribe,
    () => answer,
    () => undefined,
  );
  return (href) => (current ?? rendered).includes(href);
}

/** `wrap`: the label may break into lines, in a column narrower than it (the footer's at 320 px). */
export function UnavailableBadge({ className, wrap = false }: { className?: string; wrap?: boolean }) {
  return (
    // A style, not a class: the Badge's own whitespace-nowrap would win over a class by the stylesheet's order.
    <Badge variant="outline" className={className} style={wrap ? { whiteSpace: "normal" } : undefined}>
      {unavailableLabel}
    </Badge>
  );
}

/** The mark beside a tool's name (menus, footer, cards): nothing when the tool works here. */
export function UnavailableMark({
  href,
  rendered,
  className,
  wrap,
}: {
  href: string;
  rendered: readonly string[];
  className?: string;
  wrap?: boolean;
}) {
  return useToolOff(rendered)(href) ? <UnavailableBadge className={className} wrap={wrap} /> : null;
}

/** `children` (an invitation to try the tool) where it works, the mark where it does not. */
export function WhenAvailable({
  href,
  rendered,
  children,
}: {
  href: string;
  rendered: readonly string[];
  children: ReactNode;
}) {
  return useToolOff(rendered)(href) ? <UnavailableBadge className="self-start" /> : children;
}
