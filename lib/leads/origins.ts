import { publicRoutes } from "@/lib/content/public-routes";
import { toolLinks } from "@/lib/content/navigation";

/** The public pages that are not tools, as the owner reads them. */
const pageNames: Readonly<Record<string, string>> = {
  "/": "Página inicial",
  "/login": "Entrar ou criar conta",
  "/privacidade": "Política de privacidade",
};

/** The page a lead came from, as the owner reads it. Safe on the client. */
export function originLabel(origin: string): string {
  return pageNames[origin] ?? toolLinks.find((tool) => tool.href === origin)?.label ?? origin;
}

export const originOptions = publicRoutes.map((path) => ({ value: path, label: originLabel(path) }));
