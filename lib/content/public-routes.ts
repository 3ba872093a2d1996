import { toolLinks } from "./navigation";

/** Every public page, in the order the sitemap lists them (and the Lighthouse bench visits them). */
export const publicRoutes: readonly string[] = ["/", ...toolLinks.map((tool) => tool.href), "/login", "/privacidade"];
