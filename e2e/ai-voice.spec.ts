import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import type { RecordedRequest } from "../test-support/fakes/openai-server";
import { voicePage } from "../lib/content/tools";
import { bareAppUrl } from "./ports";
import { newEmail, signUpByApi } from "./support/accounts";
import { freshVisitor, isMp3 } from "./support/ai";
import { expectNoAxeViolations } from "./support/axe";
import { phone } from "./support/devices";
import { fakeOpenAI } from "./support/services";

/** Plays the preview (muted: no user gesture needed) and returns its duration once time moves. */
/** `src`: the answer's audio in the page (a blob), or a job's MP3 served from the database. */
async function playPreview(page: Page, timeout = 7_000, src = /^blob:/): Promise<number> {
  const audio = page.locator("audio");
  await expect(audio).toHaveAttribute("src", src, { timeout });
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

/** What the app asked the Realtime stand-in: the voice of session.update and the text it sent. */
async function realtimeAsked(): Promise<{ voice: string; text: string }[]> {
  type Event = { session?: { audio?: { output?: { voice?: string } } }; item?: { content?: { text?: string }[] } };
  const requests: RecordedRequest[] = await fakeOpenAI.requests();
  return requests
    .filter((request) => request.endpoint === "realtime")
    .map(({ body }) => {
      const [update, item] = body.events as Event[];
      return { voice: update?.session?.audio?.output?.voice ?? "", text: item?.item?.content?.[0]?.text ?? "" };
    });
}

/** Downloads what a link offers, checking the file's name (the text's first words). */
async function download(page: Page, link: string, name: string) {
  const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: link }).click()]);
  expect(file.suggestedFilename()).toBe(name);
  return readFile((await file.path())!);
}
const downloadMp3 = (page: Page, name: string) => download(page, "Baixar MP3", name);

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
      "Alloy (neutra, tom médio)",
      "Echo (masculina, média e calma)",
      "Fable (masculina, expressiva, de narrador)",
      "Onyx (masculina, grave)",
      "Nova (feminina, jovem e animada)",
      "Shimmer (feminina, suave e clara)",
    ]);
    // Described by what a Brazilian listener hears, never by where the voice was recorded.
    for (const label of await voice.locator("option").allTextContents()) expect(label).not.toMatch(/Britânic|Africano/);
    await expect(page.getByText("0/150")).toBeVisible();
    await expect(page.getByText("para transformar textos de até 4.000 caracteres")).toBeVisible();
    await expect(page.getByRole("link", { name: "Entre na sua conta" })).toHaveAttribute("href", "/login");
    await expect(page.getByLabel("Velocidade")).toHaveValue("1");
    await expect(page.getByText("Seu áudio aparecerá aqui")).toBeVisible();
    for (const tile of voicePage.tiles!.map((feature) => feature.title))
      await expect(page.getByText(tile, { exact: true })).toBeVisible();
    await expect(page.getByText("Voz sintética offline em uso")).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("asks for a text, keeps a pasted text over 150 whole, says so and refuses it", async ({ page }) => {
    await page.getByRole("button", { name: "Gerar Áudio" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(/Por favor, insira um texto/);

    const text = page.getByLabel("Texto");
    await text.fill("a".repeat(160));
    // Nothing is cut silently: the whole text stays, and the page says it is over the limit.
    await expect(text).toHaveValue("a".repeat(160));
    await expect(page.getByText("160/150")).toBeVisible();
    await expect(page.getByText("O texto excede o limite de 150 caracteres. Encurte o texto")).toBeVisible();
    await page.getByRole("button", { name: "Gerar Áudio" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(/O texto excede o limite de 150 caracteres/);
    expect(await fakeOpenAI.requests()).toHaveLength(0);

    // 142 digits fit in the field but are read as some 700 characters: the server says so.
    await text.fill("4".repeat(142));
    await page.getByRole("button", { name: "Gerar Áudio" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toContainText("quando lido em voz alta");
  });

  test("generates speech with the chosen voice, plays it and downloads audio.mp3", async ({ page }) => {
    await fakeOpenAI.queue("realtime", { kind: "ok", delayMs: 500 });
    await page.getByLabel("Voz", { exact: true }).selectOption("shimmer");
    const text = "Olá! Este é um teste de voz.";
    await page.getByLabel("Texto").fill(text);
    await page.getByRole("button", { name: "Gerar Áudio" }).click();
    await expect(page.getByRole("button", { name: "Gerando..." })).toBeDisabled();
    // The Realtime stand-in speaks 50 ms per character: the player gets the whole stream, not a piece of it.
    const duration = await playPreview(page);
    expect(duration).toBeGreaterThan(text.length * 0.05 - 0.05);
    expect(duration).toBeLessThan(text.length * 0.05 + 0.2);
    expect(await realtimeAsked()).toEqual([{ voice: "shimmer", text }]);
    expect(isMp3(await downloadMp3(page, "ola-este-e-um-teste-de.mp3"))).toBe(true);
  });

  test("says when generation fails", async ({ page }) => {
    // Realtime fails before any audio (the chain moves on), then /v1/audio/speech fails too (tried twice).
    await fakeOpenAI.queue("realtime", { kind: "response-failed", status: "failed", code: "server_error" }, 2);
    await fakeOpenAI.queue("speech", { kind: "error", status: 500 }, 2);
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
    await expect(page.getByLabel("Velocidade")).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.type("Teclado");
    // The invitation to sign in for longer texts comes before the button.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Entre na sua conta" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Gerar Áudio" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("audio")).toHaveAttribute("src", /^blob:/);
    expect(await realtimeAsked()).toEqual([{ voice: "echo", text: "Teclado" }]);
  });
});

test.describe("/geniusvoice on a phone", () => {
  test.use({ ...phone, viewport: { width: 390, height: 844 } });

  test("when the speech model is gone, the offline voice answers and the page says so", async ({ page }) => {
    await freshVisitor(page);
    await page.goto("/geniusvoice");
    // A provider with neither Realtime nor /v1/audio/speech.
    await fakeOpenAI.queue("realtime", { kind: "event-error", code: "model_not_found", message: "No such model." });
    await fakeOpenAI.queue("speech", { kind: "error", status: 404, code: "model_not_found" });
    await page.getByLabel("Texto").fill("Olá, celular!");
    await page.getByRole("button", { name: "Gerar Áudio" }).click();
    test.slow(); // espeak-ng compiles its WebAssembly module per call
    expect(await playPreview(page, 30_000)).toBeGreaterThan(0.3);
    await expect(page.getByText("Voz sintética offline em uso")).toBeVisible();
    await expect(page.getByLabel("Voz", { exact: true }).locator("option").first()).toHaveText("Padrão");
    // Nothing scrolls sideways at 390 px, alert and player included.
    const overflow = await page.evaluate(() => {
      const { scrollWidth, clientWidth } = document.documentElement;
      return scrollWidth - clientWidth;
    });
    expect(overflow).toBe(0);
    await expectNoAxeViolations(page);
  });
});

test.describe("/geniusvoice without an AI provider", () => {
  test("/api/speech answers an MP3 from espeak-ng", async ({ request }) => {
    const response = await request.post(`${bareAppUrl}/api/speech`, { data: { text: "Olá, mundo!", voice: "nova" } });
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("audio/mpeg");
    expect(response.headers()["x-speech-engine"]).toBe("offline");
    const body = await response.body();
    expect(isMp3(body)).toBe(true);
    expect(body.length).toBeGreaterThan(2_000);
  });

  test("the page says an offline voice is used, and plays and downloads it", async ({ page }) => {
    await page.goto(`${bareAppUrl}/geniusvoice`);
    await expect(page.getByText("Voz sintética offline em uso")).toBeVisible();
    // The copy and the voice names describe the offline voice, not accents and realism it does not have.
    await expect(page.getByRole("main").getByText(voicePage.subtitle)).toBeVisible();
    await expect(page.getByText("Voz sintética com sotaque brasileiro")).toBeVisible();
    await expect(page.getByText("vozes realistas")).toHaveCount(0);
    await expect(page.getByLabel("Voz", { exact: true }).locator("option")).toHaveText([
      "Padrão",
      "Masculina 1",
      "Masculina 2",
      "Masculina 3",
      "Feminina 1",
      "Feminina 2",
    ]);
    await page.getByLabel("Texto").fill("Bom dia! Esta é a voz offline.");
    await page.getByRole("button", { name: "Gerar Áudio" }).click();
    // espeak-ng compiles an 18 MB WebAssembly module per call: slow when the machine is busy.
    test.slow();
    expect(await playPreview(page, 30_000)).toBeGreaterThan(0.5);
    expect(isMp3(await downloadMp3(page, "bom-dia-esta-e-a-voz.mp3"))).toBe(true);
    await expectNoAxeViolations(page);
  });
});

/** Ordinary prose, repeated to the length a test needs. */
const PROSE =
  "A loja abre de segunda a sábado, das nove às dezoito horas, e aos domingos pela manhã. Todos os produtos " +
  "da vitrine podem ser reservados pelo telefone ou pelo site, e a retirada é feita no balcão da entrada. ";

/**
 * The job's mechanics (progress, cancel, reload, speed) do not change with the width: read once, on a phone,
 * where its controls and result are tightest; the desktop sees a job's result in the script test below.
 */
test.describe("/geniusvoice signed in, on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("reads a long text as a job at the chosen speed, and a reload mid-way still delivers it", async ({ page }) => {
    test.slow(); // sign-in, then some 25 s of paced Realtime sessions
    await freshVisitor(page);
    await signUpByApi(page, newEmail("voz"), "senha-forte-123");
    await page.goto("/geniusvoice");
    await expect(page.getByText("0/4.000")).toBeVisible();
    await expect(page.getByText("para transformar textos de até 4.000 caracteres")).toHaveCount(0);

    // Each part is a Realtime session that waits 200 ms per 100 ms of audio: the job takes seconds.
    await fakeOpenAI.queue("realtime", { kind: "ok", chunkDelayMs: 40 }, 20);
    const text = PROSE.repeat(6).trim();
    await page.getByLabel("Texto").fill(text);
    await expect(page.getByText(`${text.length.toLocaleString("pt-BR")}/4.000`)).toBeVisible();
    await page.getByLabel("Velocidade").selectOption("1.5");
    await page.getByRole("button", { name: "Gerar Áudio" }).click();

    // An account's long text is read as a job on the server: the page says how far it is and offers to cancel.
    await expect(page.getByText(/partes prontas|Na fila/)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole("button", { name: "Cancelar" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Baixar MP3" })).toHaveCount(0);

    // Closed or reloaded mid-way, the page finds the job again and still gets its audio and subtitles.
    await page.reload();
    await expect(page.getByRole("link", { name: "Baixar MP3" })).toBeVisible({ timeout: 60_000 });
    await expect(page.locator("audio")).toHaveAttribute("src", /^\/api\/speech\/[\w-]+\/download$/);
    await expect(page.getByRole("link", { name: "Baixar legendas (.srt)" })).toBeVisible();
    const asked = await realtimeAsked();
    expect(asked.length).toBeGreaterThan(2);
    // Every word was sent, in order, split at sentence ends.
    expect(asked.map((piece) => piece.text).join(" ")).toBe(text);
    const sessions: RecordedRequest[] = await fakeOpenAI.requests();
    type Update = { session?: { audio?: { output?: { speed?: number } } } };
    for (const session of sessions.filter((request) => request.endpoint === "realtime")) {
      expect((session.body.events as Update[])[0].session?.audio?.output?.speed).toBe(1.5);
    }
    expect(isMp3(await downloadMp3(page, "a-loja-abre-de-segunda-a.mp3"))).toBe(true);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await expectNoAxeViolations(page);
  });
});

// Once, on a desktop: the phone sees a job's result (audio, MP3 and subtitle links) in the long text above.
test.describe("/geniusvoice for creators at 1440 px", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("plays a two-voice script and downloads its subtitles (.srt and .vtt)", async ({ page }) => {
    test.slow(); // sign-in, then one Realtime session per subtitle
    await freshVisitor(page);
    await signUpByApi(page, newEmail("roteiro"), "senha-forte-123");
    await page.goto("/geniusvoice");

    await page.getByLabel("Texto").fill("nova: Olá, eu sou a Nova.\nonyx: E eu sou o Onyx, outra voz.");
    await page.getByRole("button", { name: "Gerar Áudio" }).click();
    // A script is read as a job: the audio is the job's MP3, from the server.
    expect(await playPreview(page, 15_000, /^\/api\/speech\/[\w-]+\/download$/)).toBeGreaterThan(1);
    // Realtime has no nova nor onyx of its own: each line gets its Realtime stand-in, in order.
    expect(await realtimeAsked()).toEqual([
      { voice: "marin", text: "Olá, eu sou a Nova." },
      { voice: "cedar", text: "E eu sou o Onyx, outra voz." },
    ]);
    const srt = (await download(page, "Baixar legendas (.srt)", "ola-eu-sou-a-nova-e.srt")).toString("utf8");
    expect(srt).toMatch(
      /^1\n00:00:00,\d{3} --> 00:00:0\d,\d{3}\nOlá, eu sou a Nova\.\n\n2\n00:00:0\d,\d{3} --> 00:00:0\d,\d{3}\nE eu sou o Onyx, outra voz\.\n$/,
    );
    const vtt = (await download(page, "Baixar legendas (.vtt)", "ola-eu-sou-a-nova-e.vtt")).toString("utf8");
    expect(vtt.startsWith("WEBVTT\n\n1\n00:00:00.")).toBe(true);
    expect(isMp3(await downloadMp3(page, "ola-eu-sou-a-nova-e.mp3"))).toBe(true);

    // The dictionary: an entry added on the page is read in place of the word.
    await page.getByLabel("Palavra", { exact: true }).fill("iFood");
    await page.getByLabel("Como ler").fill("ai fúd");
    await page.getByRole("button", { name: "Adicionar" }).click();
    await page.getByRole("button", { name: "Salvar dicionário" }).click();
    await expect(page.getByText("Dicionário salvo na sua conta.")).toBeVisible();
    await fakeOpenAI.reset();
    await page.getByLabel("Texto").fill("Peça no iFood.");
    await page.getByRole("button", { name: "Gerar Áudio" }).click();
    // The links of the first script stay until the new audio replaces them: wait for the new file's name.
    await expect(page.getByRole("link", { name: "Baixar legendas (.srt)" })).toHaveAttribute(
      "download",
      "peca-no-ifood.srt",
      { timeout: 15_000 },
    );
    expect((await realtimeAsked()).map((asked) => asked.text)).toEqual(["Peça no ai fúd."]);

    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await expectNoAxeViolations(page);
  });
});
