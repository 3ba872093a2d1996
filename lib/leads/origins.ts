import { publicRoutes } from "@/lib/content/public-routes";
import { toolLinks } from "@/lib/content/navigation";

/** The page a lead came from, as the owner reads it. Safe on the client. */
export function originLabel(origin: string): string {
  if (origin === "/") return "Página inicial";
  return toolLinks.find((tool) => tool.href === origin)?.label ?? origin;
}

export const originOptions = publicRoutes.map((path) => ({ value: path, label: originLabel(path) }));
