import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";

// The pages nginx answers itself (deploy/nginx/server.conf), served here as nginx does: same bytes, same
// status and the Content-Security-Policy of deploy/nginx/static-headers.conf.
const folder = "deploy/nginx/errors";
const csp = /Content-Security-Policy\s+"([^"]+)"/.exec(readFileSync("deploy/nginx/static-headers.conf", "utf8"))?.[1];
const pages = [
  { file: "413.html", status: 413, heading: "Conteúdo grande demais", next: /Envie um arquivo ou texto menor/ },
  { file: "503.html", status: 503, heading: "Site temporariamente indisponível", next: /Tente novamente/ },
];

test("every page of deploy/nginx/errors is checked here", () => {
  expect(
    readdirSync(folder)
      .filter((name) => name.endsWith(".html"))
      .sort(),
  ).toEqual(pages.map((p) => p.file));
  expect(csp).toBeTruthy();
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`nginx's own pages at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    for (const { file, status, heading, next } of pages) {
      test(`${file}: says in pt-BR what happened and what to do, fits the screen, passes axe`, async ({ page }) => {
        await page.route("http://nginx.test/**", (route) =>
          route.fulfill({
            status,
            contentType: "text/html; charset=utf-8",
            headers: { "content-security-policy": csp ?? "" },
            body: readFileSync(path.join(folder, file)),
          }),
        );
        const response = await page.goto(`http://nginx.test/${file}`);
        expect(response?.status()).toBe(status);
        await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
        await expect(page.getByRole("main")).toContainText(next);
        // The inline style applies under nginx's CSP ('unsafe-inline' styles, nothing else).
        expect(await page.evaluate(() => getComputedStyle(document.body).maxWidth)).toBe("576px");
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, "nothing scrolls sideways").toBeLessThanOrEqual(0);
        await expectNoAxeViolations(page);
      });
    }
  });
}
