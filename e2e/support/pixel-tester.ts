import type { Page } from "@playwright/test";

type Field =
  | "Pixel ID"
  | "E-mail"
  | "Telefone"
  | "Content ID"
  | "Valor"
  | "Test Event Code (opcional)"
  | "Event ID (opcional)"
  | "Access token (Events API)";

/** The Events API's answer always starts with "Events API:"; the pixel's own result never does. */
const eventsApiText = /^Events API:/;

/** The tester as a visitor sees it. */
export function pixelTester(page: Page) {
  const form = page.getByRole("form", { name: "Dados do evento de teste" });
  return {
    form,
    fire: () => form.getByRole("button", { name: "Disparar pixel" }).click(),
    error: form.getByRole("alert").filter({ hasNotText: eventsApiText }),
    success: form.getByRole("status").filter({ hasNotText: eventsApiText }),
    eventsApi: form.locator("[role=alert], [role=status]").filter({ hasText: eventsApiText }),
    /** Opens the folded "Events API" section (if closed) and types the token. */
    async useToken(token: string) {
      const field = form.getByLabel("Access token (Events API)", { exact: true });
      if (!(await field.isVisible())) await form.getByText("Events API (opcional)").click();
      await field.fill(token);
    },
    async fill(values: Partial<Record<Field, string>>) {
      for (const [label, value] of Object.entries(values)) await form.getByLabel(label, { exact: true }).fill(value);
    },
    entries: page.getByRole("list", { name: "Tentativas, da mais recente para a mais antiga" }).getByRole("listitem"),
    report: page.getByRole("region", { name: "Relatório do disparo" }),
  };
}
