import {
  Clock,
  Download,
  FileText,
  Globe,
  Mic,
  Palette,
  Ratio,
  Search,
  Sparkles,
  Target,
  TrendingUp,
  Zap,
  type LucideIcon,
} from "lucide-react";
import type { FeatureTile, TileIcon } from "@/lib/content/tools";
import { unavailableTools } from "@/lib/tools/availability";
import { cn } from "@/lib/utils";
import { ToolState } from "./availability";

const icons: Record<TileIcon, LucideIcon> = {
  clock: Clock,
  download: Download,
  "file-text": FileText,
  globe: Globe,
  mic: Mic,
  palette: Palette,
  ratio: Ratio,
  search: Search,
  sparkles: Sparkles,
  target: Target,
  "trending-up": TrendingUp,
  zap: Zap,
};

export function FeatureTiles({ tiles }: { tiles: readonly FeatureTile[] }) {
  return (
    <ul className={cn("grid gap-4 sm:grid-cols-2", tiles.length === 4 ? "lg:grid-cols-4" : "lg:grid-cols-3")}>
      {tiles.map((tile) => {
        const Icon = icons[tile.icon];
        return (
          <li key={tile.title} className="flex gap-3 rounded-lg border bg-card p-4 shadow-sm">
            <span className="grid size-10 shrink-0 place-items-center rounded-md bg-brand-gradient text-white">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <span>
              <span className="block font-semibold">{tile.title}</span>
              <span className="block text-sm text-muted-foreground">
                {tile.off ? (
                  <ToolState href={tile.off.feature} rendered={unavailableTools()} on={tile.text} off={tile.off.text} />
                ) : (
                  tile.text
                )}
              </span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
