import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { phone } from "./support/devices";
import { pixelHost } from "./support/services";

const pixelId = "CTESTPIXEL0000000001";

const banner = (page: Page) => page.getByRole("region", { name: "Sua privacidade" });
const pageViews = async () => (await pixelHost.calls()).filter((call) => call.kind === "page");
const scriptLoads = async () => (await pixelHost.calls()).filter((call) => call.kind === "script");

/** Waits long enough for a pixel call that should NOT happen to have arrived if it were sent. */
async function settle(page: Page) {
  await page.waitForLoadState("load");
  await page.waitForTimeout(1500);
}

test.describe("consent banner and page-view pixel", () => {
  test.beforeEach(async () => pixelHost.reset());

  test("nothing reaches the pixel host before a choice, nor after Recusar", async ({ page }) => {
    await page.goto("/");
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole("link", { name: "Política de privacidade" })).toHaveAttribute(
      "href",
      "/privacidade",
    );
    await settle(page);
    expect(await pixelHost.calls()).toEqual([]);

    await banner(page).getByRole("button", { name: "Recusar" }).click();
    await expect(banner(page)).toBeHidden();
    await page.getByRole("contentinfo").getByRole("link", { name: "Política de privacidade" }).click();
    await expect(page).toHaveURL(/\/privacidade$/);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Política de privacidade" })).toBeVisible();
    await expect(banner(page)).toBeHidden(); // the choice is remembered
    await settle(page);
    expect(await pixelHost.calls()).toEqual([]);
  });

  test("the notice is drawn from the HTML before React starts, and a visitor who already chose never sees it", async ({
    page,
  }) => {
    // React's scripts never arrive: what shows is the HTML's, with the small shell script that saves the choice.
    await page.route("**/_next/static/chunks/**", (route) => route.abort());
    await page.goto("/login");
    await expect(banner(page)).toBeVisible();
    await banner(page).getByRole("button", { name: "Recusar" }).click();
    await expect(banner(page)).toBeHidden();

    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(banner(page)).toBeHidden();
    await page.unroute("**/_next/static/chunks/**");
    await page.goto("/privacidade");
    await settle(page);
    await expect(banner(page)).toBeHidden();
    expect(await pixelHost.calls()).toEqual([]);
  });

  test("Aceitar loads the pixel and sends one page view per navigation", async ({ page }) => {
    await page.goto("/");
    await banner(page).getByRole("button", { name: "Aceitar" }).click();
    await expect(banner(page)).toBeHidden();
    await expect.poll(pageViews).toHaveLength(1);
    const [script] = await scriptLoads();
    expect(script.sdkid).toBe(pixelId);
    expect((await pageViews())[0]).toMatchObject({ sdkid: pixelId, page: expect.stringMatching(/\/$/) });

    // A client-side navigation: one more page view, no second script load.
    await page.getByRole("contentinfo").getByRole("link", { name: "Política de privacidade" }).click();
    await expect(page).toHaveURL(/\/privacidade$/);
    await expect.poll(pageViews).toHaveLength(2);
    expect((await pageViews())[1].page).toMatch(/\/privacidade$/);
    await settle(page);
    expect(await pageViews()).toHaveLength(2);
    expect(await scriptLoads()).toHaveLength(1);

    // A full load remembers the choice: no banner, one page view.
    await pixelHost.reset();
    await page.goto("/");
    await expect.poll(pageViews).toHaveLength(1);
    await expect(banner(page)).toBeHidden();
  });

  test("the choice can be changed from the footer", async ({ page }) => {
    await page.goto("/");
    await banner(page).getByRole("button", { name: "Aceitar" }).click();
    await expect.poll(pageViews).toHaveLength(1);

    await page.getByRole("button", { name: "Preferências de cookies" }).click();
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole("heading", { name: "Sua privacidade" })).toBeFocused();
    await expect(banner(page)).toContainText("Escolha atual: aceito.");
    await banner(page).getByRole("button", { name: "Recusar" }).click();
    await expect(banner(page)).toBeHidden();

    await page.getByRole("contentinfo").getByRole("link", { name: "Política de privacidade" }).click();
    await expect(page).toHaveURL(/\/privacidade$/);
    await settle(page);
    expect(await pageViews()).toHaveLength(1);
    await page.reload();
    await settle(page);
    expect(await pageViews()).toHaveLength(1);
  });

  test("Aceitar and Recusar are equally visible and the banner passes axe", async ({ page }) => {
    await page.goto("/");
    const accept = banner(page).getByRole("button", { name: "Aceitar" });
    const refuse = banner(page).getByRole("button", { name: "Recusar" });
    const look = (button: typeof accept) =>
      button.evaluate((el) => {
        const style = getComputedStyle(el);
        const box = el.getBoundingClientRect();
        return [
          style.backgroundColor,
          style.color,
          style.fontSize,
          style.fontWeight,
          style.borderColor,
          Math.round(box.width),
          Math.round(box.height),
        ];
      });
    expect(await look(accept)).toEqual(await look(refuse));
    await expectNoAxeViolations(page);
  });

  test("the privacy page says what is collected and who receives it", async ({ page }) => {
    await page.goto("/privacidade");
    await expect(page).toHaveTitle("Política de privacidade | Software House");
    for (const heading of [
      "Medição de visitas (pixel do TikTok)",
      "Ferramentas com inteligência artificial",
      "Histórico do gerador de imagens",
      "Sua conta",
      "E-mails",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    for (const receiver of ["a TikTok", "o provedor de IA", "ninguém além de nós", "o provedor de e-mail"]) {
      await expect(page.getByText(new RegExp(`Quem recebe: ${receiver}`))).toBeVisible();
    }
    await page.getByRole("main").getByRole("button", { name: "Preferências de cookies" }).click();
    await expect(banner(page)).toBeVisible();
    await banner(page).getByRole("button", { name: "Recusar" }).click();
    await expectNoAxeViolations(page);
  });
});

test.describe("consent banner on a phone", () => {
  test.use(phone);
  test.beforeEach(async () => pixelHost.reset());

  test("fits the screen and both buttons work by touch", async ({ page }) => {
    await page.goto("/");
    await expect(banner(page)).toBeInViewport();
    await banner(page).getByRole("button", { name: "Aceitar" }).tap();
    await expect.poll(pageViews).toHaveLength(1);
  });
});

test.describe("consent notice without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("is not shown, since nothing could be chosen nor sent to the pixel", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(banner(page)).toBeHidden();
  });
});
