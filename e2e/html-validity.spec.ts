import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { publicRoutes } from "../lib/content/public-routes";
import { recipePath, recipes } from "../lib/recipes/recipes";
import { appUrl, bareAppUrl } from "./ports";

type VnuMessage = { type: string; subType?: string; url: string; lastLine?: number; message: string; extract?: string };

test("every public page is valid HTML for the W3C Nu HTML checker", async ({ request }) => {
  test.setTimeout(120_000);
  const dir = mkdtempSync(path.join(tmpdir(), "vnu-"));
  const pages = [
    ...publicRoutes.map((route) => `${appUrl}${route}`),
    `${appUrl}${recipePath(recipes[0])}`, // a recipe's own page, with its JSON-LD
    `${appUrl}/fitnessrecipes/lista-de-compras`,
    `${appUrl}/pagina-que-nao-existe`,
    `${appUrl}/erro/405`, // the pt-BR error page, also what a page sent a form answers
    `${bareAppUrl}/pagina-sem-whatsapp`, // the bare build, without WHATSAPP_NUMBER: form links
  ];
  // vnu.jar runs on the machine's Java (.ci/run installs it when missing), not on vnu-jar's own download.
  const vnuJar = String((await import("vnu-jar")).default);
  const files = new Map<string, string>();
  for (const [index, url] of pages.entries()) {
    const response = await request.get(url);
    const file = path.join(dir, `${index}.html`);
    // The site's stylesheet is inlined in a <style> (app/inline-css.tsx). vnu's CSS checker predates what
    // every current browser reads (@property, field-sizing, color-mix), and the stylesheet was never part of
    // this check while it was a linked file: the markup is checked, the stylesheet's text is left out.
    writeFileSync(file, (await response.text()).replace(/(<style[^>]*>)[\s\S]*?(<\/style>)/g, "$1$2"));
    files.set(file, url);
  }
  const vnu = spawnSync("java", ["-jar", vnuJar, "--format", "json", "--exit-zero-always", ...files.keys()], {
    encoding: "utf8",
    maxBuffer: 32 * 1024 * 1024,
  });
  if (vnu.error || vnu.status !== 0) {
    throw new Error(
      `Java is needed for the HTML check (apt-get install -y default-jre-headless): ${vnu.error ?? vnu.stderr}`,
    );
  }
  // vnu prints its JSON report on stderr.
  const report = JSON.parse(vnu.stderr) as { messages?: VnuMessage[] };
  const errors = (report.messages ?? [])
    .filter((message) => message.type === "error" || message.subType === "fatal")
    .map(
      (message) =>
        `${files.get(message.url.replace(/^file:/, "")) ?? message.url}:${message.lastLine ?? "?"} ${message.message} [${message.extract ?? ""}]`,
    );
  expect(errors).toEqual([]);
});
