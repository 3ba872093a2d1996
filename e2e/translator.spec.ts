import { readFileSync } from "node:fs";
import iconv from "iconv-lite";
import { expect, test, type Page } from "@playwright/test";
import { unzipSync } from "fflate";
import { buildXlsx } from "../test-support/xlsx";
import { newEmail, signUpByApi } from "./support/accounts";
import { sidewaysOverflow, widestElements, wrappedItems } from "./support/layout";
import { fakeOpenAI } from "./support/services";

/**
 * The translator as a seller uses it: languages, swap, formal address, a word's meanings, and a subtitle file
 * translated and downloaded back with its timecodes intact. What it does is the same at any width: it is
 * followed on a phone, where the page is tightest; the desktop checks that the same results fit its layout.
 */
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const desktop = { viewport: { width: 1440, height: 900 } };

const SRT = "1\n00:00:01,000 --> 00:00:04,000\nHello world\n\n2\n00:00:05,500 --> 00:00:07,250\nGood morning\n";

async function signIn(page: Page) {
  await signUpByApi(page, newEmail("tradutor"), "senha-segura-123");
  await page.goto("/translate");
}

async function expectNoSidewaysScroll(page: Page) {
  expect(await sidewaysOverflow(page), (await widestElements(page)).join(", ")).toBeLessThanOrEqual(0);
  expect(await wrappedItems(page.getByRole("main"))).toEqual([]);
}

test.describe("phone 390x844", () => {
  test.use(phone);
  test.beforeEach(() => fakeOpenAI.reset());

  test("translate with detection, swap, formal address, a word's meanings and an .srt file", async ({ page }) => {
    test.setTimeout(120_000); // a dozen translations and a file, on a machine that may be busy
    await signIn(page);
    const source = page.getByLabel("Idioma de origem");
    const target = page.getByLabel("Idioma de destino");
    const field = page.getByLabel("Palavra ou Frase");
    const result = page.getByRole("region", { name: "Tradução" });
    await expect(source).toHaveValue("auto");
    await expect(source.locator("option").first()).toHaveText("Detectar idioma");
    await expect(target.locator("option:checked")).toHaveText("Português (Brasil)");
    await expect(page.getByText(/Hoje: 0 de 300\.000 caracteres/)).toBeVisible();

    // Detection
    await field.fill("Hello world");
    await page.getByRole("button", { name: "Traduzir", exact: true }).click();
    await expect(result.getByText("Olá mundo", { exact: true })).toBeInViewport();
    await expect(result.getByText("Detectado: inglês")).toBeVisible();
    await expect(page.getByText(/Hoje: 11 de 300\.000 caracteres/)).toBeVisible();
    await expectNoSidewaysScroll(page);

    // Swap: the languages and the texts change places
    await page.getByRole("button", { name: "Inverter idiomas" }).click();
    await expect(source).toHaveValue("pt-BR");
    await expect(target).toHaveValue("en");
    await expect(field).toHaveValue("Olá mundo");

    // Formal address, for a Portuguese target
    await source.selectOption("en");
    await target.selectOption("pt-BR");
    const address = page.getByRole("group", { name: "Tratamento" });
    await address.getByLabel("O senhor ou a senhora").check();
    await field.fill("How are you");
    await page.getByRole("button", { name: "Traduzir", exact: true }).click();
    await expect(result.getByText("Como está o senhor", { exact: true })).toBeVisible();
    await address.getByLabel("Você").check();
    await page.getByRole("button", { name: "Traduzir", exact: true }).click();
    await expect(result.getByText("Como está você", { exact: true })).toBeVisible();
    await target.selectOption("en");
    await expect(page.getByRole("group", { name: "Tratamento" })).toHaveCount(0);
    await target.selectOption("pt-BR");

    // A word: its meanings, like a dictionary
    await field.fill("bank");
    await page.getByRole("button", { name: "Traduzir", exact: true }).click();
    const meanings = result.getByRole("region", { name: "Outros sentidos" });
    await expect(meanings.getByRole("listitem")).toHaveCount(3);
    await expect(meanings.getByRole("listitem").nth(1)).toContainText("margem");
    await expect(meanings.getByRole("listitem").nth(1)).toContainText("substantivo");
    await expect(meanings.getByRole("listitem").nth(1)).toContainText("Sentamos na margem do rio.");
    await expectNoSidewaysScroll(page);

    // Unsure detection offers the two likeliest
    await source.selectOption("auto");
    await field.fill("no");
    await page.getByRole("button", { name: "Traduzir", exact: true }).click();
    await expect(result.getByText("Idioma incerto.")).toBeVisible();
    await expect(result.getByRole("button", { name: "English" })).toBeVisible();
    await result.getByRole("button", { name: "Español" }).click();
    await expect(source).toHaveValue("es");

    // A subtitle file, downloaded back with every number and timecode intact
    const files = page.getByRole("region", { name: "Traduzir arquivo" });
    await files.getByLabel("Arquivo").setInputFiles({
      name: "legenda.srt",
      mimeType: "application/x-subrip",
      buffer: Buffer.from(SRT),
    });
    await source.selectOption("en");
    await files.getByRole("button", { name: "Traduzir arquivo" }).click();
    const link = files.getByRole("link", { name: "Baixar legenda.pt-BR.srt" });
    await expect(link).toBeVisible({ timeout: 20_000 });
    await expect(files.getByText("Arquivo traduzido.")).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toBe("legenda.pt-BR.srt");
    expect(readFileSync((await download.path())!, "utf8")).toBe(
      "1\n00:00:01,000 --> 00:00:04,000\nOlá mundo\n\n2\n00:00:05,500 --> 00:00:07,250\nBom dia\n",
    );
    await expectNoSidewaysScroll(page);

    // A .vtt in windows-1252 comes back in UTF-8 with a BOM, and the page says what it was converted from
    const vtt =
      "WEBVTT\n\n00:01.000 --> 00:04.000 align:left\nHello world! “Olá, você está bem?”, disse João à irmã.\n";
    await files.getByLabel("Arquivo").setInputFiles({
      name: "legenda.vtt",
      mimeType: "text/vtt",
      buffer: iconv.encode(vtt, "windows-1252"),
    });
    // Before anything is spent, the page says how it read the file
    await expect(files.getByLabel("Codificação do arquivo")).toHaveValue("windows-1252");
    await expect(files.getByText(/^Lido como windows-1252\./)).toBeVisible();
    await expect(files.getByText("Hello world! “Olá, você está bem?”, disse João à irmã.")).toBeVisible();
    await files.getByRole("button", { name: "Traduzir arquivo" }).click();
    const vttLink = files.getByRole("link", { name: "Baixar legenda.pt-BR.vtt" });
    await expect(vttLink).toBeVisible({ timeout: 20_000 });
    await expect(files.getByText("Convertido de windows-1252 para UTF-8.")).toBeVisible();
    const [vttDownload] = await Promise.all([page.waitForEvent("download"), vttLink.click()]);
    expect(readFileSync((await vttDownload.path())!, "utf8")).toBe("\uFEFF" + vtt.replace("Hello world", "Olá mundo"));
    await expectNoSidewaysScroll(page);

    // A weak guess is shown as such, with the file's first line as read; choosing another encoding reads it again
    await files.getByLabel("Arquivo", { exact: true }).setInputFiles({
      name: "curta.srt",
      mimeType: "application/x-subrip",
      buffer: iconv.encode("1\n00:00:01,000 --> 00:00:02,000\nNeće\n", "windows-1250"),
    });
    await expect(
      files.getByText(/^Não temos certeza da codificação deste arquivo: lido como windows-1252/),
    ).toBeVisible();
    await expect(files.getByText("Neæe", { exact: true })).toBeVisible();
    await files.getByLabel("Codificação do arquivo").selectOption("windows-1250");
    await expect(
      files.getByText("Lido como windows-1250, a codificação que você escolheu.", { exact: false }),
    ).toBeVisible();
    await expect(files.getByText("Neće", { exact: true })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await files.getByRole("button", { name: "Traduzir arquivo" }).click();
    await expect(files.getByText("Convertido de windows-1250 para UTF-8.")).toBeVisible({ timeout: 20_000 });

    // The history: searched, and one entry deleted
    const history = page.getByRole("region", { name: "Suas últimas traduções" });
    await history.getByLabel("Buscar no histórico").fill("bank");
    await expect(history.getByRole("listitem")).toHaveCount(1);
    await history.getByRole("button", { name: /Excluir/ }).click();
    await expect(history.getByText("Nenhuma tradução encontrada com essa busca.")).toBeVisible();
    await history.getByLabel("Buscar no histórico").fill("");
    await expect(history.getByRole("listitem")).toHaveCount(5);
  });

  test("a long file runs on the server: 'N de M blocos' survives a reload, and it can be cancelled", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signIn(page);
    await fakeOpenAI.queue("chat", { kind: "translation", mode: "good", delayMs: 8000 }, 6);
    const text = Array.from({ length: 6 }, () => "Hello world. ".repeat(150)).join("\n\n");
    const files = page.getByRole("region", { name: "Traduzir arquivo" });
    await files
      .getByLabel("Arquivo")
      .setInputFiles({ name: "longo.txt", mimeType: "text/plain", buffer: Buffer.from(text) });
    await expect(files.getByText(/Você ainda pode traduzir hoje [\d.]+ caracteres/)).toBeVisible();
    const left = async () =>
      Number(
        /hoje ([\d.]+)/
          .exec((await files.getByText(/Você ainda pode traduzir hoje/).textContent()) ?? "")![1]
          .replace(/\./g, ""),
      );
    const before = await left();
    await files.getByRole("button", { name: "Traduzir arquivo" }).click();
    await expect(files.getByText("0 de 6 blocos")).toBeVisible({ timeout: 15_000 });
    await expect.poll(left).toBeLessThan(before); // the file is charged when it is accepted
    await expect(files.getByRole("progressbar")).toBeVisible();
    // The translation is a job on the server: a reload (or a closed tab) finds it still running.
    await page.reload();
    await expect(files.getByText(/\d de 6 blocos/)).toBeVisible({ timeout: 15_000 });
    await expect(files.getByRole("progressbar")).toBeVisible();
    await expect.poll(left).toBeLessThan(before);
    const during = await left();
    await files.getByRole("button", { name: "Cancelar" }).click();
    await expect(files.getByRole("alert")).toContainText("Tradução do arquivo cancelada.");
    await expect(files.getByRole("alert")).toContainText("Nada foi baixado.");
    await expect(files.getByText(/de 6 blocos/)).toHaveCount(0);
    // and the characters of the blocks it did not translate come back to today's quota, on the page
    await expect.poll(left).toBeGreaterThan(during);
    // the server stops too: no block is asked of the model after the cancel (on a loaded machine the first two
    // blocks, 8 s each, may end before the cancel and the next two be in flight: a fixed bound of 2 once met 4)
    const asked = (await fakeOpenAI.requests()).length;
    await page.waitForTimeout(9_000); // past the end of the blocks in flight
    expect((await fakeOpenAI.requests()).length).toBe(asked);
    await expect(files.getByRole("link", { name: /Baixar/ })).toHaveCount(0);
    await expectNoSidewaysScroll(page);
  });
});

test.describe("desktop 1440x900", () => {
  test.use(desktop);
  test.beforeEach(() => fakeOpenAI.reset());

  test("an .xlsx comes back translated, its numbers and formulas as they were", async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page);
    const files = page.getByRole("region", { name: "Traduzir arquivo" });
    await expect(files.getByText(/No Excel, traduzimos o texto das células/)).toBeVisible();
    await files.getByLabel("Arquivo").setInputFiles({
      name: "precos.xlsx",
      mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      buffer: Buffer.from(buildXlsx()),
    });
    await page.getByLabel("Idioma de origem").selectOption("en");
    await files.getByRole("button", { name: "Traduzir arquivo" }).click();
    const link = files.getByRole("link", { name: "Baixar precos.pt-BR.xlsx" });
    await expect(link).toBeVisible({ timeout: 30_000 });
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    const out = unzipSync(new Uint8Array(readFileSync((await download.path())!)));
    const sheet = new TextDecoder().decode(out["xl/worksheets/sheet1.xml"]);
    expect(sheet).toContain("Bom dia");
    expect(sheet).toContain("<f>SUM(B2:B3)</f><v>30.5</v>");
    await expectNoSidewaysScroll(page);
  });

  test("an app's locale file comes back with its keys, placeholders and a 'Não traduzir' brand intact, and its review", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signIn(page);
    // The brand goes in the glossary's "Não traduzir" list, saved with the glossary, and is still there on return.
    await page
      .locator("summary")
      .filter({ hasText: /^Glossário$/ })
      .click();
    const keep = page.getByLabel("Não traduzir");
    await keep.fill("Good\n");
    await page.getByRole("button", { name: "Salvar glossário" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Glossário salvo." })).toBeVisible();
    await page.reload();
    await page
      .locator("summary")
      .filter({ hasText: /^Glossário$/ })
      .click();
    await expect(page.getByLabel("Não traduzir")).toHaveValue("Good");

    const files = page.getByRole("region", { name: "Traduzir arquivo" });
    await expect(files.getByText(/Também arquivos de idioma de apps \(\.json, \.po, .*\.xcstrings\)/)).toBeVisible();
    const source = '{\n  "home": {\n    "title": "Hello world",\n    "greeting": "Good morning, {name}!"\n  }\n}\n';
    await files.getByLabel("Arquivo").setInputFiles({
      name: "en.json",
      mimeType: "application/json",
      buffer: Buffer.from(source),
    });
    await page.getByLabel("Idioma de origem").selectOption("en");
    await files.getByRole("button", { name: "Traduzir arquivo" }).click();
    const link = files.getByRole("link", { name: "Baixar en.pt-BR.json" });
    await expect(link).toBeVisible({ timeout: 30_000 });
    await expect(files.getByText("2 de 2 textos traduzidos; marcadores mantidos: 1.")).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(readFileSync((await download.path())!, "utf8")).toBe(
      '{\n  "home": {\n    "title": "Olá mundo",\n    "greeting": "Good dia, {name}!"\n  }\n}\n',
    );
    const [review] = await Promise.all([
      page.waitForEvent("download"),
      files.getByRole("link", { name: "Baixar a revisão" }).click(),
    ]);
    expect(review.suggestedFilename()).toBe("en.pt-BR.revisao.txt");
    await expectNoSidewaysScroll(page);
  });

  test("a word's meanings and a subtitle file's result fit the desktop's layout", async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page);
    const result = page.getByRole("region", { name: "Tradução" });
    await page.getByLabel("Idioma de origem").selectOption("en");
    await page.getByLabel("Palavra ou Frase").fill("bank");
    await page.getByRole("button", { name: "Traduzir", exact: true }).click();
    await expect(result.getByRole("region", { name: "Outros sentidos" }).getByRole("listitem")).toHaveCount(3);
    await expectNoSidewaysScroll(page);
    const files = page.getByRole("region", { name: "Traduzir arquivo" });
    await files.getByLabel("Arquivo").setInputFiles({
      name: "legenda.srt",
      mimeType: "application/x-subrip",
      buffer: Buffer.from(SRT),
    });
    await files.getByRole("button", { name: "Traduzir arquivo" }).click();
    await expect(files.getByRole("link", { name: "Baixar legenda.pt-BR.srt" })).toBeVisible({ timeout: 20_000 });
    await expectNoSidewaysScroll(page);
  });
});
