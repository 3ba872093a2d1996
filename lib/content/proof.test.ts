import { existsSync } from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ProofSections } from "@/components/landing/proof-sections";
import { proofFixtures } from "@/test-support/proof-fixtures";
import { proof, type Proof } from "./proof";

const html = (entries: Proof) => renderToStaticMarkup(ProofSections({ proof: entries }));

describe("the owner's proof", () => {
  it("is written as the types ask: a real consent date, an https link, files that exist", () => {
    for (const entries of [proof, proofFixtures]) {
      for (const testimonial of entries.testimonials) {
        expect(testimonial.agreedOn, testimonial.name).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(Number.isNaN(Date.parse(testimonial.agreedOn)), testimonial.name).toBe(false);
        if (testimonial.photo) expect(existsSync(`public${testimonial.photo}`), testimonial.photo).toBe(true);
      }
      for (const project of entries.projects) {
        expect(new URL(project.link).protocol, project.title).toBe("https:");
        expect(existsSync(`public${project.image}`), project.image).toBe(true);
      }
    }
  });

  it("shows neither section without entries, and invents nothing", () => {
    expect(html({ testimonials: [], projects: [] })).toBe("");
  });

  it("shows each section only with its own entries; outside links open in a new tab with rel=noopener", () => {
    const projectsOnly = html({ testimonials: [], projects: proofFixtures.projects });
    expect(projectsOnly).toContain("Projetos de clientes");
    expect(projectsOnly).not.toContain("Depoimentos");
    const both = html(proofFixtures);
    expect(both).toContain("O que dizem os clientes");
    for (const project of proofFixtures.projects) {
      expect(both).toContain(`href="${project.link}" target="_blank" rel="noopener"`);
    }
    expect(both).toContain("Relacionamento");
    expect(both).toContain("Astrologia");
  });
});
