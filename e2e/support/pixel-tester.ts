import type { Page } from "@playwright/test";

type Field =
  "Pixel ID" | "Email" | "Telefone" | "Content ID" | "Valor" | "Test Event Code (opcional)" | "Event ID (opcional)";

/** The tester as a visitor sees it. */
export function pixelTester(page: Page) {
  const form = page.getByRole("form", { name: "Dados do evento de teste" });
  return {
    form,
    fire: () => form.getByRole("button", { name: "Disparar Pixel" }).click(),
    error: form.getByRole("alert"),
    success: form.getByRole("status"),
    async fill(values: Partial<Record<Field, string>>) {
      for (const [label, value] of Object.entries(values)) await form.getByLabel(label, { exact: true }).fill(value);
    },
    entries: page.getByRole("list", { name: "Tentativas, da mais recente para a mais antiga" }).getByRole("listitem"),
  };
}
