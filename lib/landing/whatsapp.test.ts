import { describe, expect, it } from "vitest";
import { ctaIntents, planIntent } from "@/lib/content/contact";
import { plans } from "@/lib/content/landing";
import { ctaHref, whatsappLink } from "./whatsapp";

describe("whatsappLink", () => {
  it("puts the number in the path and the encoded message in text", () => {
    expect(whatsappLink("5511987654321", "Olá! Plano Profissional (R$ 1.999)?")).toBe(
      "https://wa.me/5511987654321?text=Ol%C3%A1!%20Plano%20Profissional%20(R%24%201.999)%3F",
    );
  });
});

describe("ctaHref", () => {
  const profissional = plans.find((plan) => plan.id === "profissional")!;

  it("opens WhatsApp with the intent's message when a number is configured", () => {
    expect(ctaHref("5511987654321", planIntent(profissional))).toBe(
      "https://wa.me/5511987654321?text=Ol%C3%A1!%20Tenho%20interesse%20no%20plano%20Profissional%20(R%24%201.999).%20Podemos%20conversar%3F",
    );
  });

  it("leads to the contact form with the topic and plan preselected when no number is configured", () => {
    expect(ctaHref(undefined, planIntent(profissional))).toBe("/?assunto=projeto&plano=profissional#contato");
    expect(ctaHref(undefined, ctaIntents.startNow)).toBe("/?assunto=projeto#contato");
  });
});
