import { readFileSync, existsSync } from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { LandingPage } from "@/components/landing/landing-page";
import sitemap from "@/app/sitemap";
import { toolMetadata, toolShareImage, toolStructuredData } from "@/lib/tools/seo";
import { portfolio } from "./landing";
import { toolLinks } from "./navigation";
import {
  converterPage,
  descriptionPage,
  imagePage,
  pixelPage,
  recipesPage,
  toolRecords,
  translatePage,
  voicePage,
} from "./tools";

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
const source = (file: string) => readFileSync(file, "utf8");

describe("one record per tool", () => {
  it("gives the menu and the footer each tool's name, route, menu line and the AI it needs", () => {
    expect(toolLinks).toEqual(
      toolRecords.map((tool) => ({
        href: tool.route,
        label: tool.name,
        description: tool.menu,
        ...(tool.needs.ai ? { needs: tool.needs.ai } : {}),
      })),
    );
    const footer = text(renderToStaticMarkup(SiteFooter()));
    for (const tool of toolRecords) expect(footer).toContain(tool.name);
  });

  it("gives the landing cards their name, what the tool does and the card", () => {
    expect(portfolio.toSorted((a, b) => a.link.localeCompare(b.link))).toEqual(
      toolRecords
        .map((tool) => ({ title: tool.name, description: tool.does, ...tool.card, link: tool.route }))
        .toSorted((a, b) => a.link.localeCompare(b.link)),
    );
    const landing = text(renderToStaticMarkup(LandingPage({})));
    for (const tool of toolRecords) expect(landing).toContain(tool.does);
  });

  it("gives each page its heading, subtitle and tiles", () => {
    const pages = [pixelPage, converterPage, descriptionPage, translatePage, voicePage, imagePage, recipesPage];
    expect(pages.map((page) => [page.title, page.subtitle])).toEqual(
      toolRecords.map((tool) => [tool.title, tool.pitch]),
    );
    for (const [index, page] of pages.entries()) expect(page.tiles?.length).toBe(toolRecords[index].tiles?.length);
    // The recipes app is a client component: its page passes the record's line, so the records stay out of the script.
    expect(source("app/fitnessrecipes/page.tsx")).toContain("subtitle={recipesPage.subtitle}");
    expect(source("components/tools/recipes/recipes-app.tsx")).toContain("{subtitle}");
  });

  it("gives each page its metadata, JSON-LD and own share card, and the sitemap its address", () => {
    const urls = sitemap().map((entry) => entry.url);
    for (const tool of toolRecords) {
      const metadata = toolMetadata(tool.route);
      expect(metadata).toMatchObject({
        title: tool.seoTitle,
        description: tool.does,
        alternates: { canonical: tool.route },
        openGraph: { title: tool.seoTitle, description: tool.does, url: tool.route },
      });
      expect(toolStructuredData(tool, "https://exemplo.com.br")).toMatchObject({
        "@type": "WebApplication",
        name: tool.name,
        description: tool.does,
        url: `https://exemplo.com.br${tool.route}`,
        applicationCategory: tool.applicationCategory,
        offers: { "@type": "Offer", price: "0", priceCurrency: "BRL" },
      });
      expect(toolShareImage(tool.route).alt).toBe(`${tool.name}: ${tool.pitch}`);
      expect(urls).toContain(`http://localhost:3000${tool.route}`);

      const folder = `app${tool.route}`;
      const page = source(`${folder}/page.tsx`);
      expect(page, folder).toContain(`toolMetadata("${tool.route}")`);
      // No tool text outside the record: the page writes no title or description of its own.
      expect(page, folder).not.toMatch(/pageSeo|title:|description:|subtitle:/);
      expect(page, folder).toMatch(new RegExp(`<ToolPage route="${tool.route}"|<ToolJsonLd route="${tool.route}"`));
      for (const image of ["opengraph-image.tsx", "twitter-image.tsx"]) {
        expect(existsSync(`${folder}/${image}`), `${folder}/${image}`).toBe(true);
        expect(source(`${folder}/${image}`)).toContain(`toolShareImage("${tool.route}")`);
      }
    }
  });

  it("keeps the header's menu on the record", () => {
    // SiteHeader is async (it reads the session): render what it returns.
    expect(typeof SiteHeader).toBe("function");
    expect(source("components/layout/site-header.tsx")).toContain("tools={toolLinks}");
  });
});

describe("what each tool does today", () => {
  const tool = (route: string) => toolRecords.find((record) => record.route === route)!;

  it("sells the translator with its 30 languages, its files and its glossary", () => {
    const translator = tool("/translate");
    for (const said of [translator.pitch, translator.does]) expect(said).toMatch(/30 idiomas/);
    expect(translator.does).toContain(".txt, .srt, .vtt, .docx, .xlsx, .pptx e de idioma de apps");
    expect(translator.does).toMatch(/glossário/);
    expect(JSON.stringify(translator)).not.toMatch(/para o português\./);
  });

  it("names the converter's whole-site mode, the voice's subtitles, dictionary and voices", () => {
    expect(tool("/elementor").does).toMatch(/site inteiro/);
    expect(JSON.stringify(tool("/elementor"))).not.toMatch(/em segundos/);
    const voice = tool("/geniusvoice").does;
    for (const feature of [/legendas/, /dicionário de pronúncia/, /duas vozes/]) expect(voice).toMatch(feature);
  });

  it("promises no nutrition facts a recipe does not show", () => {
    expect(JSON.stringify(tool("/fitnessrecipes"))).not.toMatch(/nutricion/);
  });
});
