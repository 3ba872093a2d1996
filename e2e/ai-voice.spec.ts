import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { bareAppUrl } from "./ports";
import { freshVisitor, isMp3 } from "./support/ai";
import { expectNoAxeViolations } from "./support/axe";
import { fakeOpenAI } from "./support/services";

/** Plays the preview (muted: no user gesture needed) and returns its duration once time moves. */
async function playPreview(page: Page, timeout = 7_000): Promise<number> {
  const audio = page.locator("audio");
  await expect(audio).toHaveAttribute("src", /^blob:/, { timeout });
  return audio.evaluate(async (element: HTMLAudioElement) => {
    element.muted = true;
    await element.play();
    await new Promise<void>((resolve) => {
      const check = () => (element.currentTime > 0 ? resolve() : setTimeout(check, 50));
      check();
    });
    return element.duration;
  });
}

async function downloadMp3(page: Page) {
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Baixar MP3" }).click()]);
  expect(download.suggestedFilename()).toBe("audio.mp3");
  return readFile((await download.path())!);
}

test.describe("/geniusvoice", () => {
  test.beforeEach(async ({ page }) => {
    await freshVisitor(page);
    await page.goto("/geniusvoice");
  });

  test("shows the voices, counter, placeholder and tiles, with no axe violations", async ({ page }) => {
    await expect(page).toHaveTitle(/Genius Voice AI/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/geniusvoice$/);
    const voice = page.getByLabel("Voz", { exact: true });
    await expect(voice).toHaveValue("alloy");
    await expect(voice.locator("option")).toHaveText([
      "Alloy (Neutro)", "Echo (Masculino)", "Fable (Britânico)", "Onyx (Africano)", "Nova (Feminino)", "Shimmer (Britânica)",
    ]);
    await expect(page.getByText("0/150")).toBeVisible();
    await expect(page.getByText("Seu áudio aparecerá aqui")).toBeVisible();
    for (const tile of ["6 Vozes", "Português do Brasil", "Rápido", "Download em MP3"]) await expect(page.getByText(tile, { exact: true })).toBeVisible();
    await expect(page.getByText("Voz sintética offline em uso")).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("asks for a text, caps it at 150 and refuses more", async ({ page }) => {
    await page.getByRole("button", { name: "Gerar Áudio" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(/Por favor, insira um texto/);

    const text = page.getByLabel("Texto");
    await text.fill("a".repeat(160));
    await expect(text).toHaveValue("a".repeat(150));
    await expect(page.getByText("150/150")).toBeVisible();

    // The cap lives in the field; a text that gets past it is still refused.
    await text.evaluate((element) => element.removeAttribute("maxlength"));
    await text.fill("b".repeat(151));
    await page.getByRole("button", { name: "Gerar Áudio" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(/O texto excede o limite de 150 caracteres/);
    expect(await fakeOpenAI.requests()).toHaveLength(0);
  });

  test("generates speech with the chosen voice, plays it and downloads audio.mp3", async ({ page }) => {
    await fakeOpenAI.queue("speech", { kind: "ok", delayMs: 500 });
    await page.getByLabel("Voz", { exact: true }).selectOption("shimmer");
    await page.getByLabel("Texto").fill("Olá! Este é um teste de voz.");
    await page.getByRole("button", { name: "Gerar Áudio" }).click();
    await expect(page.getByRole("button", { name: "Gerando..." })).toBeDisabled();
    expect(await playPreview(page)).toBeGreaterThan(0);
    expect((await fakeOpenAI.requests())[0].body).toMatchObject({ voice: "shimmer", input: "Olá! Este é um teste de voz." });
    expect(isMp3(await downloadMp3(page))).toBe(true);
  });

  test("says when generation fails", async ({ page }) => {
    await fakeOpenAI.queue("speech", { kind: "error", status: 500, code: "server_error" }, 2);
    await page.getByLabel("Texto").fill("Olá");
    await page.getByRole("button", { name: "Gerar Áudio" }).click();
    const alert = page.getByRole("main").getByRole("alert");
    await expect(alert.locator("p").first()).toHaveText("O serviço de IA falhou ao responder.");
    await expect(alert).toContainText("Tente novamente.");
    await expect(page.getByText("Seu áudio aparecerá aqui")).toBeVisible();
  });

  test("works from the keyboard alone", async ({ page }) => {
    await page.getByLabel("Voz", { exact: true }).focus();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByLabel("Voz", { exact: true })).toHaveValue("echo");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Teclado");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(page.locator("audio")).toHaveAttribute("src", /^blob:/);
    expect((await fakeOpenAI.requests())[0].body).toMatchObject({ voice: "echo" });
  });
});

test.describe("/geniusvoice without an AI provider", () => {
  test("/api/speech answers an MP3 from espeak-ng", async ({ request }) => {
    const response = await request.post(`${bareAppUrl}/api/speech`, { data: { text: "Olá, mundo!", voice: "nova" } });
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("audio/mpeg");
    expect(response.headers()["x-speech-engine"]).toBe("espeak-ng");
    const body = await response.body();
    expect(isMp3(body)).toBe(true);
    expect(body.length).toBeGreaterThan(2_000);
  });

  test("the page says an offline voice is used, and plays and downloads it", async ({ page }) => {
    await page.goto(`${bareAppUrl}/geniusvoice`);
    await expect(page.getByText("Voz sintética offline em uso")).toBeVisible();
    await page.getByLabel("Texto").fill("Bom dia! Esta é a voz offline.");
    await page.getByRole("button", { name: "Gerar Áudio" }).click();
    // espeak-ng compiles an 18 MB WebAssembly module per call: slow when the machine is busy.
    test.slow();
    expect(await playPreview(page, 30_000)).toBeGreaterThan(0.5);
    expect(isMp3(await downloadMp3(page))).toBe(true);
    await expectNoAxeViolations(page);
  });
});
