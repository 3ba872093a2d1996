import { describe, expect, it } from "vitest";
import {
  currentPixelEvents,
  defaultPixelEvent,
  isPixelEvent,
  legacyPixelEvents,
  pixelEventHint,
  pixelEventLabel,
  pixelEventNames,
  replacementOf,
} from "./events";
import { emptyPixelForm } from "./form";

describe("the pixel event list", () => {
  it("offers TikTok's current standard events, then the four legacy names", () => {
    expect(currentPixelEvents.map((event) => event.name)).toEqual([
      "ViewContent",
      "AddToCart",
      "InitiateCheckout",
      "AddPaymentInfo",
      "Purchase",
      "CompleteRegistration",
      "Lead",
      "Contact",
      "Download",
      "Search",
      "Subscribe",
    ]);
    expect(legacyPixelEvents.map((event) => event.name)).toEqual([
      "CompletePayment",
      "SubmitForm",
      "PlaceAnOrder",
      "ClickButton",
    ]);
    expect(pixelEventNames).toHaveLength(15);
    expect(new Set(pixelEventNames).size).toBe(15);
  });

  it("fires Purchase by default", () => {
    expect(defaultPixelEvent).toBe("Purchase");
    expect(emptyPixelForm.event).toBe("Purchase");
  });

  it("marks legacy names and names the event that replaces each", () => {
    expect(replacementOf("CompletePayment")).toBe("Purchase");
    expect(replacementOf("SubmitForm")).toBe("Lead");
    expect(replacementOf("Purchase")).toBeUndefined();
    for (const { name, replacedBy } of legacyPixelEvents) {
      expect(pixelEventLabel(name)).toBe(`${name} (legado)`);
      expect(pixelEventHint(name)).toContain(`o TikTok o substituiu por ${replacedBy}.`);
      expect(currentPixelEvents.map((event) => event.name as string)).toContain(replacedBy);
    }
    expect(pixelEventLabel("Purchase")).toBe("Purchase");
    expect(pixelEventHint("Purchase")).toBe("Purchase: compra concluída.");
    expect(pixelEventHint("CompletePayment")).toBe(
      "CompletePayment (pagamento concluído) é um nome legado: o TikTok o substituiu por Purchase. " +
        "Prefira Purchase nas campanhas novas.",
    );
  });

  it("recognises only names from the list", () => {
    expect(isPixelEvent("Lead")).toBe(true);
    expect(isPixelEvent("ClickButton")).toBe(true);
    expect(isPixelEvent("purchase")).toBe(false);
    expect(isPixelEvent("Checkout")).toBe(false);
  });
});
