import type { ReactNode } from "react";
import type { ToolCopy } from "@/lib/content/tools";
import { StaticContent } from "@/components/ui/static-content";
import { cn } from "@/lib/utils";
import { FeatureTiles } from "./feature-tiles";
import { ToolJsonLd } from "./tool-json-ld";
import { RememberOrigin } from "./remember-origin";
import { ToolHeader } from "./tool-header";

type ToolPageProps = {
  /** The tool's record (lib/content/tools.ts) gives the page its WebApplication JSON-LD. */
  route: string;
  copy: ToolCopy;
  /** Tiles above the tool sell it before the form; below, they do not push the tool off a phone's screen. */
  tilesFirst?: boolean;
  /** A single-column tool (a form and its results) reads better narrower. */
  narrow?: boolean;
  children: ReactNode;
};

export function ToolPage({ route, copy, tilesFirst = false, narrow = false, children }: ToolPageProps) {
  const tiles = copy.tiles ? (
    <StaticContent>
      <FeatureTiles tiles={copy.tiles} />
    </StaticContent>
  ) : null;
  return (
    <div className={cn("mx-auto grid grid-cols-1 gap-10 px-4 py-12 sm:py-16", narrow ? "max-w-3xl" : "max-w-6xl")}>
      <ToolJsonLd route={route} />
      <StaticContent>
        <ToolHeader title={copy.title} subtitle={copy.subtitle} />
      </StaticContent>
      {tilesFirst ? tiles : null}
      {children}
      {tilesFirst ? null : tiles}
      <RememberOrigin />
    </div>
  );
}
