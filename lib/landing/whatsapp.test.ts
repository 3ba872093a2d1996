import { describe, expect, it } from "vitest";
import { whatsappLink } from "./whatsapp";

describe("whatsappLink", () => {
  it("puts the number in the path and the encoded message in text", () => {
    expect(whatsappLink("5511987654321", "Olá! Plano Low Complexity (R$ 1.999)?")).toBe(
      "https://wa.me/5511987654321?text=Ol%C3%A1!%20Plano%20Low%20Complexity%20(R%24%201.999)%3F",
    );
  });

  it("lets the visitor choose the contact when no number is configured", () => {
    expect(whatsappLink(undefined, "Oi & tchau")).toBe("https://wa.me/?text=Oi%20%26%20tchau");
  });
});
