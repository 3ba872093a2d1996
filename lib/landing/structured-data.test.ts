import { describe, expect, it } from "vitest";
import { companyProfile } from "@/lib/content/company";
import { faqs, plans } from "@/lib/content/landing";
import { loadEnv } from "@/lib/env";
import { jsonLdText, landingStructuredData } from "./structured-data";

describe("landingStructuredData", () => {
  const data = landingStructuredData(
    "https://exemplo.com.br",
    companyProfile(loadEnv({ WHATSAPP_NUMBER: "5511987654321" })),
  );
  const byType = (type: string) => data["@graph"].find((node) => node["@type"] === type) as Record<string, unknown>;

  it("describes the organisation with its contact", () => {
    expect(byType("Organization")).toMatchObject({ name: "Software House", url: "https://exemplo.com.br/" });
    expect(byType("Organization").contactPoint).toMatchObject({ telephone: "+5511987654321" });
  });

  it("lists the five FAQ questions with their answers", () => {
    const questions = byType("FAQPage").mainEntity as { name: string; acceptedAnswer: { text: string } }[];
    expect(questions.map((q) => q.name)).toEqual(faqs.map((f) => f.question));
    expect(questions[1].acceptedAnswer.text).toContain("12x");
  });

  it("offers the three plans in reais with plain numeric prices", () => {
    const offers = byType("Service").offers as { name: string; price: string; priceCurrency: string }[];
    expect(offers).toHaveLength(plans.length);
    expect(offers.map((o) => [o.name, o.price, o.priceCurrency])).toEqual([
      ["Essencial", "999", "BRL"],
      ["Profissional", "1999", "BRL"],
      ["Completo", "4499", "BRL"],
    ]);
  });

  it("escapes < so the script element cannot be closed early", () => {
    expect(jsonLdText({ a: "</script><script>alert(1)</script>" })).not.toContain("<");
  });
});
