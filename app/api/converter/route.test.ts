import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startFixtureSite, type FixtureSite } from "@/test-support/fakes/fixture-site";
import { resetEnvCache } from "@/lib/env";
import { parseReport } from "@/lib/converter/summary-header";
import { errorOf, jsonRequest } from "@/test-support/requests";
import { GET, POST } from "./route";

let site: FixtureSite;

beforeAll(async () => {
  site = await startFixtureSite(0);
});
afterAll(() => site.close());
beforeEach(() => {
  process.env.CONVERTER_ALLOWED_HOSTS = `127.0.0.1:${site.port}`;
  delete process.env.CONVERTER_FETCH_TIMEOUT_MS;
});

const convert = (body: unknown, ip = "203.0.113.7") =>
  POST(jsonRequest("/api/converter", body, { headers: { "x-peer-address": ip } }));

describe("POST /api/converter", () => {
  it("answers the self-contained page as an HTML attachment with a summary", async () => {
    const response = await convert({ url: `${site.origin}/elementor/` });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="pagina-elementor-de-exemplo.html"');
    const html = await response.text();
    expect(html).toContain("Olá, ação e coração!");
    expect(Number(response.headers.get("content-length"))).toBe(Buffer.byteLength(html));
    expect(parseReport(response.headers.get("x-converter-summary"))).toMatchObject({
      stylesheets: 2,
      images: 9,
      fonts: 1,
      scripts: 0,
      failed: [],
      failedCount: 0,
      bytes: Buffer.byteLength(html),
    });
  });

  it("names the file after the page's title and says which widgets were made to work", async () => {
    const response = await convert({ url: `${site.origin}/widgets/` }, "203.0.113.24");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="perguntas-frequentes-loja.html"');
    expect(parseReport(response.headers.get("x-converter-summary"))?.widgets).toEqual({
      tabs: 2,
      accordion: 2,
      toggle: 1,
      menu: 1,
      carousel: 2,
    });
    const untitled = await convert({ url: `${site.origin}/sem-titulo/` }, "203.0.113.24");
    expect(untitled.headers.get("content-disposition")).toBe('attachment; filename="pagina.html"');
    expect(parseReport(untitled.headers.get("x-converter-summary"))?.widgets).toEqual({});
  });

  it("honours both options", async () => {
    const response = await convert({ url: `${site.origin}/elementor/`, embedAssets: false, removeScripts: false });
    const html = await response.text();
    expect(html).toContain("<script");
    expect(html).not.toContain("data:image/png");
  });

  it.each([
    [{ url: "" }, "Por favor, insira uma URL válida"],
    [{ url: "   " }, "Por favor, insira uma URL válida"],
    [{ url: "http://exa mple.com" }, "Por favor, insira uma URL válida"],
    [{}, "Por favor, insira uma URL válida"],
    [{ url: "exemplo" }, "Por favor, insira uma URL válida"],
    [{ url: "https://intranet/pagina" }, "Por favor, insira uma URL válida"],
    [{ url: "ftp://example.com/" }, "Use um endereço que comece com http:// ou https://"],
    [{ url: "javascript:alert(1)" }, "Use um endereço que comece com http:// ou https://"],
  ])("refuses %j with 400", async (body, message) => {
    expect(await errorOf(await convert(body))).toEqual({ status: 400, code: "invalid_input", message });
  });

  it.each([
    "http://127.0.0.1:9/",
    "http://2130706433/",
    "http://[::1]/",
    "http://169.254.169.254/",
    "http://localhost/",
    "http://user:pw@example.com/",
  ])("refuses the private target %s with 403", async (url) => {
    expect(await errorOf(await convert({ url }))).toEqual({
      status: 403,
      code: "forbidden_target",
      message: "Este endereço não pode ser acessado. Use o endereço de uma página pública da internet.",
    });
  });

  it("maps upstream failures to their statuses and pt-BR messages", async () => {
    expect(await errorOf(await convert({ url: `${site.origin}/nada/` }))).toEqual({
      status: 502,
      code: "upstream_error",
      message: "Não foi possível acessar a página: a página não existe (erro HTTP 404). Confira o endereço.",
    });
    expect(await errorOf(await convert({ url: `${site.origin}/status/503` }))).toEqual({
      status: 502,
      code: "upstream_error",
      message:
        "Não foi possível acessar a página: o site está com problemas (erro HTTP 503). Tente novamente mais tarde.",
    });
    expect(await errorOf(await convert({ url: `${site.origin}/status/403` }))).toMatchObject({
      message:
        "Não foi possível acessar a página: o site exige login ou bloqueou o acesso (erro HTTP 403). Use uma página pública.",
    });
    expect(await errorOf(await convert({ url: `${site.origin}/loop/0` }))).toMatchObject({
      message: "Não foi possível acessar a página: ela redireciona sem parar. Confira o endereço.",
    });
    expect(await errorOf(await convert({ url: "https://pagina-que-nao-existe.invalid/" }))).toEqual({
      status: 502,
      code: "upstream_error",
      message:
        "Não foi possível acessar a página: o nome do site não foi encontrado. Confira se o endereço está escrito corretamente.",
    });
    expect(await errorOf(await convert({ url: "http://127.0.0.1:1/" }))).toMatchObject({ status: 403 }); // not exempt
    expect(await errorOf(await convert({ url: `${site.origin}/documento.pdf` }))).toEqual({
      status: 415,
      code: "unsupported_media_type",
      message: "O endereço informado não é uma página HTML.",
    });
    expect(await errorOf(await convert({ url: `${site.origin}/enorme/` }))).toEqual({
      status: 413,
      code: "payload_too_large",
      message: "A página é grande demais para ser convertida.",
    });
    process.env.CONVERTER_FETCH_TIMEOUT_MS = "200";
    resetEnvCache();
    expect(await errorOf(await convert({ url: `${site.origin}/lenta/?ms=3000` }))).toEqual({
      status: 504,
      code: "upstream_timeout",
      message: "A página demorou demais para responder. Tente novamente.",
    });
  });

  it("answers 502 when nothing listens at an allowed address", async () => {
    process.env.CONVERTER_ALLOWED_HOSTS = "127.0.0.1:1";
    resetEnvCache();
    expect(await errorOf(await convert({ url: "http://127.0.0.1:1/" }))).toMatchObject({
      status: 502,
      message:
        "Não foi possível acessar a página: o servidor do site recusou a conexão. Confira o endereço ou tente mais tarde.",
    });
  });

  it("answers 503 with Retry-After beyond CONVERTER_MAX_CONCURRENT conversions in flight, and works again after", async () => {
    process.env.CONVERTER_MAX_CONCURRENT = "2";
    resetEnvCache();
    try {
      const slow = [
        convert({ url: `${site.origin}/lenta/?ms=400` }, "192.0.2.10"),
        convert({ url: `${site.origin}/lenta/?ms=400` }, "192.0.2.11"),
      ];
      const busy = await convert({ url: `${site.origin}/elementor/` }, "192.0.2.12");
      expect(busy.headers.get("retry-after")).toBe("5");
      expect(await errorOf(busy)).toEqual({
        status: 503,
        code: "service_unavailable",
        message: "O conversor está ocupado com outras páginas agora. Tente novamente em alguns segundos.",
      });
      expect((await Promise.all(slow)).map((r) => r.status)).toEqual([200, 200]);
      expect((await convert({ url: `${site.origin}/elementor/` }, "192.0.2.12")).status).toBe(200);
    } finally {
      delete process.env.CONVERTER_MAX_CONCURRENT;
      resetEnvCache();
    }
  });

  it("answers a page of 20,000 nested elements", async () => {
    const response = await convert({ url: `${site.origin}/profundo/?n=20000` }, "192.0.2.20");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("<p id=fundo>Fundo</p>");
  });

  it("rate-limits per IP", async () => {
    for (let i = 0; i < 20; i++) await convert({ url: "" }, "198.51.100.1").catch(() => {});
    // invalid bodies are refused before the limit; valid ones spend it
    for (let i = 0; i < 20; i++)
      expect((await convert({ url: `${site.origin}/nada/` }, "198.51.100.2")).status).toBe(502);
    const limited = await convert({ url: `${site.origin}/nada/` }, "198.51.100.2");
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBeTruthy();
    expect((await convert({ url: `${site.origin}/nada/` }, "198.51.100.3")).status).toBe(502);
  });

  it("answers 405 to other methods", async () => {
    expect((await GET()).status).toBe(405);
  });
});
