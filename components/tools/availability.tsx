import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";

export const unavailableLabel = "Indisponível neste servidor";

/*
 * The page arrives marked with the tools that were off when it was rendered (at build time for a prerendered
 * page), and carries each mark's other state in a <template>: public/shell.js asks the server once per page
 * load (GET /api/tools) and swaps in the state that server answers, so the marks follow the server with no
 * React on the page's static parts (components/ui/static-content.tsx).
 */

/** `wrap`: the label may break into lines, in a column narrower than it (the footer's at 320 px). */
export function UnavailableBadge({ className, wrap = false }: { className?: string; wrap?: boolean }) {
  return (
    // A style, not a class: the Badge's own whitespace-nowrap would win over a class by the stylesheet's order.
    <Badge variant="outline" className={className} style={wrap ? { whiteSpace: "normal" } : undefined}>
      {unavailableLabel}
    </Badge>
  );
}

/** What the page shows for the tool at `href`: `on` where it works, `off` where it does not. */
export function ToolState({
  href,
  rendered,
  on,
  off,
}: {
  href: string;
  rendered: readonly string[];
  on: ReactNode;
  off: ReactNode;
}) {
  const isOff = rendered.includes(href);
  return (
    <span data-tool={href} data-off={isOff || undefined} className="contents">
      {isOff ? off : on}
      <template>{isOff ? on : off}</template>
    </span>
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
  return (
    <ToolState href={href} rendered={rendered} on={null} off={<UnavailableBadge className={className} wrap={wrap} />} />
  );
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
  return <ToolState href={href} rendered={rendered} on={children} off={<UnavailableBadge className="self-start" />} />;
}
