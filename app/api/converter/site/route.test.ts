import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "@/lib/db";
import { resetEnvCache } from "@/lib/env";
import { abandonLocalJobs } from "@/lib/jobs/host";
import { LEASE_MS, newInstanceId } from "@/lib/jobs/store";
import { startFixtureSite, type FixtureSite } from "@/test-support/fakes/fixture-site";
import { errorOf, jsonRequest } from "@/test-support/requests";
import { readZip } from "@/test-support/zip";
import { GET as download } from "./[id]/download/route";
import { DELETE, GET as status } from "./[id]/route";
import { GET as latest, POST } from "./route";

let site: FixtureSite;
/** A second host: a sitemap bomb at its root, and somewhere for the fixture site to redirect off-host. */
let other: Server;
let otherOrigin: string;
let sitemapHits = 0;

beforeAll(async () => {
  await getDb(); // opening the embedded database takes a while the first time; not the first test's time
  site = await startFixtureSite(0);
  other = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    if (url.pathname === "/") {
      res.writeHead(200, { "content-type": "text/html" });
      return res.end(`<!doctype html><title>Bomba</title><a href="/a/">a</a><a href="/">eu</a>`);
    }
    if (url.pathname === "/miudos/") {
      // 4,9 MB of tiny elements, under the 5 MB page cap: 700.000 elements.
      res.writeHead(200, { "content-type": "text/html" });
      return res.end(`<!doctype html><title>Miúdos</title>${"<i></i>".repeat(700_000)}`);
    }
    if (url.pathname === "/com-miudos/") {
      res.writeHead(200, { "content-type": "text/html" });
      return res.end(`<!doctype html><title>Início</title><a href="/miudos/">miúdos</a><a href="/fim/">fim</a>`);
    }
    if (/\.xml$/.test(url.pathname)) {
      sitemapHits++;
      res.writeHead(200, { "content-type": "application/xml" });
      // An index of 100,000 sitemaps of 100,000 pages each; the crawl must stop at its caps.
      const index = url.pathname === "/wp-sitemap.xml";
      res.write(index ? "<sitemapindex>" : "<urlset>");
      for (let i = 0; i < 100_000; i++)
        res.write(
          index
            ? `<sitemap><loc>${otherOrigin}/indice-${i}.xml</loc></sitemap>`
            : `<url><loc>${otherOrigin}/p/${i}/</loc></url>`,
        );
      return res.end(index ? "</sitemapindex>" : "</urlset>");
    }
    res.writeHead(200, { "content-type": "text/html" });
    res.end(`<!doctype html><title>${url.pathname}</title><a href="/">início</a>`);
  });
  await new Promise<void>((resolve) => other.listen(0, "127.0.0.1", resolve));
  otherOrigin = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
});
afterAll(async () => {
  other.closeAllConnections();
  other.close();
  await site.close();
});
beforeEach(() => {
  process.env.CONVERTER_ALLOWED_HOSTS = `127.0.0.1:${site.port},${otherOrigin.slice(7)}`;
  resetEnvCache();
});
afterEach(() => vi.useRealTimers());

type Browser = { cookie?: string; ip: string };
let nextIp = 1;
const browser = (): Browser => ({ ip: `198.51.100.${nextIp++}` });

const headers = (who: Browser) => ({ "x-peer-address": who.ip, ...(who.cookie ? { cookie: who.cookie } : {}) });

async function start(who: Browser, body: unknown) {
  const response = await POST(jsonRequest("/api/converter/site", body, { headers: headers(who) }));
  const cookie = response.headers.get("set-cookie");
  if (cookie) who.cookie = cookie.split(";")[0];
  return response;
}

const params = (id: string) => ({ params: Promise.resolve({ id }) });
const get = (who: Browser, id: string) =>
  status(new Request(`http://127.0.0.1:3000/api/converter/site/${id}`, { headers: headers(who) }), params(id));
const cancel = (who: Browser, id: string) =>
  DELETE(
    new Request(`http://127.0.0.1:3000/api/converter/site/${id}`, { method: "DELETE", headers: headers(who) }),
    params(id),
  );
const zip = (who: Browser, id: string) =>
  download(
    new Request(`http://127.0.0.1:3000/api/converter/site/${id}/download`, { headers: headers(who) }),
    params(id),
  );

/** The serializer quotes an attribute only when it must. */
const href = (value: string) => new RegExp(`href="?${value.replace(/[.?*+^$()[\]\\|{}]/g, "\\$&")}"?[ >]`);

type Status = { status: string; pagesDone: number; pagesTotal: number; message?: string; current?: string };

async function until(who: Browser, id: string, done: (job: Status) => boolean): Promise<Status> {
  for (let i = 0; i < 300; i++) {
    const job = (await (await get(who, id)).json()) as Status;
    if (done(job)) return job;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the job never got there");
}
const finished = (job: Status) => !["queued", "running"].includes(job.status);

async function startedId(who: Browser, body: unknown): Promise<string> {
  const response = await start(who, body);
  expect(response.status).toBe(202);
  return ((await response.json()) as { id: string }).id;
}

describe("POST /api/converter/site and the job's routes", () => {
  it("exports the whole site as a ZIP with shared assets, rewritten links, redirects, sitemap and report", async () => {
    const who = browser();
    const response = await start(who, {
      url: `${site.origin}/loja/`,
      forms: { whatsapp: "5511987654321" },
    });
    expect(response.status).toBe(202);
    expect(who.cookie).toMatch(/^conversor=[\w-]{32}$/);
    const { id } = (await response.json()) as { id: string };
    expect(id).toMatch(/^[\w-]{32}$/);

    const job = await until(who, id, finished);
    expect(job).toMatchObject({ status: "done", pagesDone: 5, pagesTotal: 5 });
    const answer = await zip(who, id);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("application/zip");
    expect(answer.headers.get("content-disposition")).toBe(`attachment; filename="127-0-0-1-${site.port}.zip"`);
    const entries = await readZip(Buffer.from(await answer.arrayBuffer()));
    const names = [...entries.keys()];
    for (const name of [
      "loja/index.html",
      "loja/sobre/index.html",
      "loja/contato/index.html",
      "loja/servicos/index.html",
      "loja/politica/index.html", // only in the sitemap
      "index.html",
      "404.html",
      "sitemap.xml",
      "robots.txt",
      "_redirects",
      "relatorio.html",
    ])
      expect(names).toContain(name);
    // One photo, one font, one widget script, shared by the five pages.
    const assets = names.filter((name) => name.startsWith("assets/"));
    expect(assets.filter((name) => name.endsWith(".png")).length).toBe(2); // the photo and the hero background
    expect(assets.filter((name) => name.endsWith(".woff2")).length).toBe(1);
    expect(assets.filter((name) => name.endsWith(".js")).length).toBe(1);

    const about = entries.get("loja/sobre/index.html")!.toString();
    expect(about).toMatch(href("../index.html")); // Início
    expect(about).toMatch(href("../servicos/index.html")); // /?page_id=12, redirected
    expect(about).toMatch(href("../contato/index.html"));
    expect(about).toMatch(/src="?\.\.\/\.\.\/assets\/[\w-]+\.png/);
    expect(about).toMatch(/<script src="?\.\.\/\.\.\/assets\/[\w-]+\.js"?><\/script>/);
    expect(about).not.toContain("data:image/png");
    // A link to the photo leads to its file in the package.
    const photo = /<img src="?\.\.\/\.\.\/(assets\/[\w-]+\.png)/.exec(about)![1];
    expect(about).toMatch(href(`../../${photo}`));
    expect(about).toMatch(href(`${site.origin}/loja/feed/`)); // not exported: still the live address
    const services = entries.get("loja/servicos/index.html")!.toString();
    expect(services).toMatch(href("../sobre/index.html")); // /loja/sobre, without its slash
    const home = entries.get("loja/index.html")!.toString();
    expect(home).toMatch(href("sobre/index.html#equipe"));

    const contact = entries.get("loja/contato/index.html")!.toString();
    expect(contact.match(/data-eph-form="?whatsapp/g)?.length).toBe(2);
    expect(contact).toMatch(/data-eph-to="?5511987654321/);

    const redirects = entries.get("_redirects")!.toString();
    expect(redirects).toContain("/ page_id=12 /loja/servicos/ 301!");
    expect(redirects).toContain("/ p=9 /loja/sobre/ 301!");
    expect(redirects).toContain("/loja/sobre /loja/sobre/ 301");
    expect(entries.get("sitemap.xml")!.toString()).toContain(`<loc>${site.origin}/loja/politica/</loc>`);
    expect(entries.get("robots.txt")!.toString()).toContain(`Sitemap: ${site.origin}/sitemap.xml`);

    const { report } = (await (await get(who, id)).json()) as {
      report: {
        pages: unknown[];
        skipped: { url: string; reason: string }[];
        brokenLinks: { url: string }[];
        forms: { kind: string; became: string }[];
        savedBytes: number;
        zipBytes: number;
      };
    };
    expect(report.pages).toHaveLength(5);
    expect(report.skipped).toEqual(
      expect.arrayContaining([
        { url: `${site.origin}/loja/carrinho/`, reason: "carrinho ou pagamento" },
        { url: `${site.origin}/loja/feed/`, reason: "feed RSS" },
        { url: `${site.origin}/wp-admin/`, reason: "área administrativa do WordPress" },
        {
          url: `${site.origin}/loja/quebrada/`,
          reason: "Não foi possível acessar a página: a página não existe (erro HTTP 404). Confira o endereço.",
        },
      ]),
    );
    expect(report.brokenLinks).toEqual([{ page: `${site.origin}/loja/`, url: `${site.origin}/loja/quebrada/` }]);
    expect(report.forms).toEqual(
      expect.arrayContaining([
        { page: `${site.origin}/loja/contato/`, kind: "elementor", became: "whatsapp" },
        { page: `${site.origin}/loja/contato/`, kind: "cf7", became: "whatsapp" },
      ]),
    );
    expect(report.savedBytes).toBeGreaterThan(0);
    expect(report.zipBytes).toBe(Number(answer.headers.get("content-length")));
    expect(entries.get("relatorio.html")!.toString()).toContain("Páginas exportadas (5)");

    // The page finds the job again after the tab was closed.
    const again = await latest(new Request("http://127.0.0.1:3000/api/converter/site", { headers: headers(who) }));
    expect(((await again.json()) as { job: { id: string; status: string } }).job).toMatchObject({ id, status: "done" });
  });

  it("answers another browser, and an unknown id, with 404", async () => {
    const owner = browser();
    const id = await startedId(owner, { url: `${site.origin}/loja/`, maxPages: 1 });
    await until(owner, id, finished);
    const stranger = browser();
    await start(stranger, { url: "" }); // gets a cookie of its own? no: a refused request sets none
    for (const who of [stranger, { ...stranger, cookie: "conversor=xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx" }]) {
      for (const response of [await get(who, id), await zip(who, id), await cancel(who, id)]) {
        expect(await errorOf(response)).toEqual({
          status: 404,
          code: "not_found",
          message: "Esta conversão não existe ou já foi apagada. Comece uma nova conversão.",
        });
      }
    }
    expect((await get(owner, "nao-existe")).status).toBe(404);
    expect((await zip(owner, id)).status).toBe(200);
  });

  it("cancels a running job: it stops, and no ZIP is offered", async () => {
    const who = browser();
    const id = await startedId(who, { url: `${site.origin}/lenta/?ms=5000` });
    // The page being fetched is said, and counts in the total.
    expect(await until(who, id, (job) => !!job.current)).toMatchObject({
      status: "running",
      pagesDone: 0,
      pagesTotal: 1,
      current: `${site.origin}/lenta/?ms=5000`,
    });
    const answer = (await (await cancel(who, id)).json()) as Status;
    expect(answer).toMatchObject({ status: "cancelled", message: "Conversão cancelada." });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await until(who, id, finished)).status).toBe("cancelled");
    expect(await errorOf(await zip(who, id))).toMatchObject({ status: 404 });
  });

  it("fails the job of an instance that died, instead of leaving it running", async () => {
    const who = browser();
    const id = await startedId(who, { url: `${site.origin}/lenta/?ms=5000` });
    await until(who, id, (job) => job.status === "running");
    abandonLocalJobs(); // the process is gone: no heartbeat, no final status
    newInstanceId();
    expect((await until(who, id, () => true)).status).toBe("running"); // within its lease, still trusted
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + LEASE_MS + 1_000 });
    expect(await until(who, id, () => true)).toMatchObject({
      status: "failed",
      message: "A conversão foi interrompida porque o servidor reiniciou. Comece de novo.",
    });
    expect(await errorOf(await zip(who, id))).toMatchObject({ status: 404 });
  });

  it("fails with a pt-BR message an entry that is not a site, is gone, or leads off-host", async () => {
    const cases: [string, string][] = [
      [`${site.origin}/documento.pdf`, "O endereço informado não é uma página HTML."],
      [
        `${site.origin}/nada/`,
        "Não foi possível acessar a página: a página não existe (erro HTTP 404). Confira o endereço.",
      ],
      [
        `${site.origin}/go?to=${encodeURIComponent(`${otherOrigin}/`)}`,
        `O endereço leva para outro site (${otherOrigin.slice(7)}). Use o endereço do próprio site, o que aparece no navegador depois de abri-lo.`,
      ],
      [`${site.origin}/enorme/`, "A página é grande demais para ser convertida."],
    ];
    for (const [url, message] of cases) {
      const who = browser();
      const id = await startedId(who, { url });
      expect(await until(who, id, finished)).toMatchObject({ status: "failed", message });
      expect((await zip(who, id)).status).toBe(404);
    }
  });

  it("reads a sitemap bomb only up to its caps, and follows a loop once", async () => {
    sitemapHits = 0;
    const who = browser();
    const id = await startedId(who, { url: `${otherOrigin}/`, maxPages: 3 });
    // Each of the three usual sitemaps is refused past 2 MB (they would be 4 MB and more): the pages are
    // those the links reach, once each.
    expect(await until(who, id, finished)).toMatchObject({ status: "done", pagesDone: 2, pagesTotal: 2 });
    expect(sitemapHits).toBe(3);
  });

  it("skips and reports a page of too many elements, and exports the others", async () => {
    const who = browser();
    const id = await startedId(who, { url: `${otherOrigin}/com-miudos/`, maxPages: 2 });
    expect(await until(who, id, finished)).toMatchObject({ status: "done", pagesDone: 2 });
    const { report } = (await (await get(who, id)).json()) as {
      report: { pages: { file: string }[]; skipped: { url: string; reason: string }[] };
    };
    expect(report.pages.map((page) => page.file)).toEqual(["com-miudos/index.html", "fim/index.html"]);
    expect(report.skipped).toContainEqual({
      url: `${otherOrigin}/miudos/`,
      reason: "A página tem elementos demais para ser convertida (mais de 50.000).",
    });
  });

  it("refuses a base that is not an absolute http(s) address written out (a newline would write robots.txt)", async () => {
    const message = "Informe o endereço do site publicado completo, começando com https:// ou http://.";
    for (const base of [
      "https://novo.com.br/\nDisallow: /",
      "https://novo.com.br/\r\nSitemap: https://mal.com/x.xml",
      "https://novo .com.br/",
      "/relativo/",
      "javascript:alert(1)",
      "ftp://novo.com.br/",
      "https://usuario:senha@novo.com.br/",
    ]) {
      expect(await errorOf(await start(browser(), { url: `${site.origin}/loja/`, base }))).toEqual({
        status: 400,
        code: "invalid_input",
        message,
      });
    }
    const who = browser();
    const id = await startedId(who, { url: `${site.origin}/loja/`, maxPages: 1, base: " https://novo.com.br/ " });
    expect(await until(who, id, finished)).toMatchObject({ status: "done" });
    const entries = await readZip(Buffer.from(await (await zip(who, id)).arrayBuffer()));
    expect(entries.get("robots.txt")!.toString()).toBe(
      "User-agent: *\nAllow: /\n\nSitemap: https://novo.com.br/sitemap.xml\n",
    );
  });

  it("passes Otimizar imagens to the job, whose report gives the saving", async () => {
    const who = browser();
    const id = await startedId(who, { url: `${site.origin}/loja/`, maxPages: 2, optimizeImages: true });
    expect(await until(who, id, finished)).toMatchObject({ status: "done" });
    const { report } = (await (await get(who, id)).json()) as { report: { optimised?: { savedBytes: number } } };
    expect(report.optimised).toMatchObject({ savedBytes: expect.any(Number) });
    expect(await errorOf(await start(browser(), { url: `${site.origin}/loja/`, optimizeImages: "sim" }))).toMatchObject(
      {
        status: 400,
        code: "invalid_input",
      },
    );
  });

  it("refuses bad input with 400 and private addresses with 403", async () => {
    const cases: [unknown, string][] = [
      [{ url: "" }, "Por favor, insira uma URL válida"],
      [{ url: `${site.origin}/loja/`, maxPages: 0 }, "Escolha de 1 a 50 páginas."],
      [{ url: `${site.origin}/loja/`, maxPages: 51 }, "Escolha de 1 a 50 páginas."],
      [{ url: `${site.origin}/loja/`, maxPages: 2.5 }, "Escolha de 1 a 50 páginas."],
      [
        { url: `${site.origin}/loja/`, forms: { whatsapp: "abc" } },
        "Informe o WhatsApp só com números, com DDI e DDD (ex.: 5511999999999).",
      ],
      [
        { url: `${site.origin}/loja/`, forms: { email: "x@" } },
        "Informe um e-mail válido para receber os formulários.",
      ],
      [
        { url: `${site.origin}/loja/`, forms: { endpoint: "http://formspree.io/f/x" } },
        "Informe o endereço de envio completo, começando com https://.",
      ],
      [
        { url: `${site.origin}/loja/`, forms: { whatsapp: "5511987654321", email: "a@b.com" } },
        "Escolha um só destino para os formulários: WhatsApp, e-mail ou endereço de envio.",
      ],
    ];
    for (const [body, message] of cases) {
      expect(await errorOf(await start(browser(), body))).toEqual({ status: 400, code: "invalid_input", message });
    }
    expect(await errorOf(await start(browser(), { url: "http://127.0.0.1:9/" }))).toMatchObject({
      status: 403,
      code: "forbidden_target",
    });
  });

  it("allows 2 sites per hour per client, one running and one waiting each, and never refuses a visitor because other addresses filled the line", async () => {
    const who = browser();
    const first = await startedId(who, { url: `${site.origin}/lenta/?ms=4000` });
    // One running (once a process took it: until then it is the one waiting) and one waiting.
    await until(who, first, (job) => job.status === "running");
    await startedId(who, { url: `${site.origin}/loja/`, maxPages: 1 });
    const limited = await start(who, { url: `${site.origin}/loja/`, maxPages: 1 });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBeTruthy();

    abandonLocalJobs(); // a fresh instance
    const owners = Array.from({ length: 5 }, browser);
    const ids = [];
    for (const owner of owners) ids.push(await startedId(owner, { url: `${site.origin}/lenta/?ms=4000` }));
    // Five slow sites from five addresses take no place from the next visitor, whose small site is done first.
    const visitor = browser();
    const small = await startedId(visitor, { url: `${site.origin}/loja/`, maxPages: 1 });
    expect(await until(visitor, small, finished)).toMatchObject({ status: "done" });
    for (const [i, owner] of owners.entries())
      expect(((await (await get(owner, ids[i])).json()) as Status).status).toBe("running");
    // The same browser from another address: a second export is taken, a third is refused.
    const elsewhere = { ...owners[0], ip: `198.51.100.${nextIp++}` };
    await startedId(elsewhere, { url: `${site.origin}/loja/`, maxPages: 1 });
    const third = await start({ ...owners[0], ip: `198.51.100.${nextIp++}` }, { url: `${site.origin}/loja/` });
    expect(third.headers.get("retry-after")).toBe("120");
    expect(await errorOf(third)).toEqual({
      status: 429,
      code: "rate_limited",
      message: "Você já tem uma conversão em andamento e outra na fila. Aguarde uma delas terminar para começar outra.",
    });
    for (const [i, owner] of owners.entries()) await cancel(owner, ids[i]);
  });
});
