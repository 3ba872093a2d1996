import { describe, expect, it } from "vitest";
import { planOptions } from "./reply";
import { originOptions } from "./origins";
import { leadStatuses } from "./status";

describe("/painel's filters", () => {
  it("name every origin, plan and status as the owner reads them, never as a raw path or id", () => {
    const labels = [
      ...originOptions.map((option) => option.label),
      ...planOptions.map((option) => option.label),
      ...Object.values(leadStatuses),
    ];
    for (const label of labels) expect(label).not.toMatch(/^\/|^[a-z-]+$/);
    expect(originOptions.find((option) => option.value === "/login")?.label).toBe("Entrar ou criar conta");
    expect(originOptions.find((option) => option.value === "/privacidade")?.label).toBe("Política de privacidade");
  });
});
