import type { Page } from "@playwright/test";

/** The recipes app as a visitor sees it. */
export function recipesApp(page: Page) {
  const carousel = page.getByRole("region", { name: "Destaques" });
  return {
    carousel,
    slide: carousel.getByRole("group"),
    live: carousel.locator("[aria-live]"),
    next: carousel.getByRole("button", { name: "Próximo destaque" }),
    previous: carousel.getByRole("button", { name: "Destaque anterior" }),
    dot: (n: number) => carousel.getByRole("button", { name: `Ir para o destaque ${n}` }),
    search: page.getByRole("searchbox", { name: "Buscar receitas" }),
    tab: (name: "Início" | "Explorar" | "Favoritos") => page.getByRole("tab", { name }),
    chip: (name: string) => page.getByRole("group", { name: "Filtrar por categoria" }).getByRole("button", { name }),
    grid: (name = "Receitas") => page.getByRole("list", { name, exact: true }),
    // Their text, not their innerText: a card far below the screen is not laid out yet (content-visibility), and
    // Chromium gives an element that is not laid out an empty innerText.
    titles: (name = "Receitas") => page.getByRole("list", { name, exact: true }).getByRole("heading").allTextContents(),
  };
}
