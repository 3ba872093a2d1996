import { describe, expect, it } from "vitest";
import { personalData } from "@/lib/content/personal-data";
import { exportedStores, privacySections } from "./privacy";

/** /privacidade's text, as a visitor reads it. */
const pageText = (pixel: boolean) =>
  privacySections({ pixel })
    .flatMap((section) => [section.title, ...section.body])
    .join(" ");

describe("/privacidade", () => {
  it.each([true, false])("names every cookie the site sets (pixel configured: %s)", (pixel) => {
    const text = pageText(pixel);
    expect(text).toContain("cookie de sessão");
    // The site export's owner cookie (lib/converter/site/owner.ts), one day long.
    expect(text).toMatch(/site inteiro.*cookie funcional.*vale por um dia/);
    // The confirmation link's token, out of the address (lib/auth/confirmation-cookie.ts), one hour long.
    expect(text).toMatch(/link de confirmação.*cookie funcional.*vale por uma hora/);
  });
});

describe("/privacidade and /conta, drawn from the inventory of personal data", () => {
  it("say what each store keeps, why, for how long and who sees it", () => {
    const sections = privacySections({ pixel: false });
    for (const store of personalData) {
      const section = sections.find((candidate) => candidate.title === store.title);
      expect(section, store.store).toBeDefined();
      const text = section!.body.join(" ");
      for (const part of [store.holds, store.kept, store.who]) expect(text).toContain(part);
    }
  });

  it("say what today's code keeps: 100 translations, the glossary and the pronunciation dictionary", () => {
    const text = pageText(false);
    expect(text).toContain("as suas 100 últimas traduções");
    expect(text).not.toMatch(/20 últimas traduções/);
    expect(text).toMatch(/Glossário do tradutor/);
    expect(text).toMatch(/Dicionário de pronúncia do Genius Voice/);
  });

  it("list in 'Baixar meus dados' every store the file holds", () => {
    expect(exportedStores.map((store) => store.inExport)).toEqual(
      expect.arrayContaining(["account", "translations", "glossary", "speechDictionary", "images", "leads"]),
    );
    const rights = pageText(false);
    for (const { title } of exportedStores) expect(rights).toContain(title.charAt(0).toLowerCase() + title.slice(1));
  });
});
