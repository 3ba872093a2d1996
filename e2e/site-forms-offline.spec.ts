import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, request as apiRequest, test, type Browser, type Page } from "@playwright/test";
import { serveFolder } from "../test-support/static-folder";
import { extractZip } from "../test-support/zip";
import { appUrl, ports, siteUrl } from "./ports";
import { newVisitorIp } from "./support/visitors";

/**
 * A whole-site export of the fixture site under /formularios/ (a form of every kind and a search box on each of
 * its three pages), made through the real routes, unzipped onto a plain static host and opened with every
 * request that leaves that host refused and recorded: each form does what the visitor chose, and nothing
 * else leaves the package.
 */

type Forms = { whatsapp?: string; email?: string; endpoint?: string; search?: string };

/** POST /api/converter/site, then its job until done, then its ZIP, as the page's script does. */
async function exportSite(forms: Forms): Promise<Buffer> {
  const api = await apiRequest.newContext({
    baseURL: appUrl,
    extraHTTPHeaders: { origin: appUrl, "x-forwarded-for": newVisitorIp() },
  });
  try {
    const started = await api.post("/api/converter/site", {
      data: { url: `${siteUrl}/formularios/`, maxPages: 3, forms },
    });
    expect(started.status()).toBe(202);
    const { id } = (await started.json()) as { id: string };
    await expect
      .poll(async () => ((await (await api.get(`/api/converter/site/${id}`)).json()) as { status: string }).status, {
        timeout: 30_000,
        intervals: [250],
      })
      .toBe("done");
    const zip = await api.get(`/api/converter/site/${id}/download`);
    expect(zip.status()).toBe(200);
    return await zip.body();
  } finally {
    await api.dispose();
  }
}

/**
 * The export unzipped and served on its own port; a visitor context whose requests off that host are refused
 * and listed (`through` names addresses passed on to `forward` instead), and whose window.open calls (how the
 * widget script opens WhatsApp and e-mail) are recorded instead of opening anything.
 */
async function offline(
  browser: Browser,
  zip: Buffer,
  through?: { url: string; forward: string },
): Promise<{
  visit: (pathname: string) => Promise<Page>;
  outside: string[];
  opened: () => Promise<string[][]>;
  close: () => Promise<void>;
}> {
  const folder = await mkdtemp(path.join(tmpdir(), "site-formularios-"));
  await extractZip(zip, folder);
  const host = await serveFolder(folder, ports.exportedSite);
  const context = await browser.newContext();
  const outside: string[] = [];
  await context.route("**/*", async (route) => {
    const url = route.request().url();
    if (url.startsWith(host.origin)) return route.continue();
    outside.push(url);
    if (through && url === through.url) return route.fulfill({ response: await route.fetch({ url: through.forward }) });
    return route.abort();
  });
  await context.addInitScript(() => {
    const calls: string[][] = JSON.parse(sessionStorage.getItem("opened") ?? "[]");
    window.open = (...args: unknown[]) => {
      calls.push(args.map(String));
      sessionStorage.setItem("opened", JSON.stringify(calls));
      return null;
    };
  });
  const page = await context.newPage();
  page.setDefaultTimeout(5_000);
  const notFound: string[] = [];
  page.on("response", (response) => void (response.status() === 404 && notFound.push(response.url())));
  return {
    async visit(pathname) {
      await page.goto(`${host.origin}${pathname}`);
      return page;
    },
    outside,
    opened: () => page.evaluate(() => JSON.parse(sessionStorage.getItem("opened") ?? "[]") as string[][]),
    async close() {
      expect(notFound).toEqual([]);
      await context.close();
      await host.close();
      await rm(folder, { recursive: true, force: true });
    },
  };
}

/** Each form of each page: what the visitor types, the button, and the fields as the form names them. */
const pages = [
  {
    path: "/formularios/",
    title: "Formulários | Loja Exemplo",
    forms: [
      {
        fill: { Nome: "Ana Souza", Mensagem: "Quero um orçamento & prazo" },
        button: "Enviar",
        text: "Nome: Ana Souza\nMensagem: Quero um orçamento & prazo",
        posted: { "form_fields[name]": "Ana Souza", "form_fields[message]": "Quero um orçamento & prazo" },
      },
    ],
  },
  {
    path: "/formularios/orcamento/",
    title: "Orçamento | Loja Exemplo",
    forms: [
      {
        fill: { "Seu nome": "Bia", Assunto: "Entrega" },
        button: "Enviar orçamento",
        text: "Seu nome: Bia\nAssunto: Entrega",
        posted: { "your-name": "Bia", "your-subject": "Entrega" },
      },
      {
        fill: { "Nome para a oração": "Caio", Pedido: "Pela família" },
        button: "Enviar pedido",
        text: "Nome para a oração: Caio\nPedido: Pela família",
        posted: { nome: "Caio", pedido: "Pela família" },
      },
    ],
  },
  {
    path: "/formularios/chamada/",
    title: "Chamada | Loja Exemplo",
    forms: [
      {
        fill: { "Nome completo": "Davi Lima", Telefone: "11 98888-7777" },
        button: "Quero ser chamado",
        text: "Nome completo: Davi Lima\nTelefone: 11 98888-7777",
        posted: { "wpforms[fields][0]": "Davi Lima", "wpforms[fields][1]": "11 98888-7777" },
      },
    ],
  },
];

test.describe("an exported site's forms, offline on a static host", () => {
  test.describe.configure({ mode: "serial" });
  test.setTimeout(60_000);

  test("WhatsApp: every form opens wa.me with its fields; each search box became the chosen search's link", async ({
    browser,
  }) => {
    const search = "https://duckduckgo.com/?q=site%3Aloja.exemplo.com.br";
    const site = await offline(browser, await exportSite({ whatsapp: "5511987654321", search }));
    try {
      const expected: string[][] = [];
      for (const { path: pathname, forms } of pages) {
        const page = await site.visit(pathname);
        await expect(page.getByRole("searchbox")).toHaveCount(0);
        await expect(page.getByRole("link", { name: "Pesquisar" })).toHaveAttribute("href", search);
        for (const form of forms) {
          for (const [label, value] of Object.entries(form.fill))
            await page.getByLabel(label, { exact: true }).fill(value);
          await page.getByRole("button", { name: form.button, exact: true }).click();
          expected.push([`https://wa.me/5511987654321?text=${encodeURIComponent(form.text)}`, "_blank", "noopener"]);
          expect(await site.opened()).toEqual(expected);
        }
      }
      expect(site.outside).toEqual([]);
      // The search link leads where the visitor chose (refused here, as everything off the host).
      const page = await site.visit("/formularios/");
      await page.getByRole("link", { name: "Pesquisar" }).click();
      await expect.poll(() => site.outside).toEqual([search]);
    } finally {
      await site.close();
    }
  });

  test("e-mail: every form opens a message with its fields; with no search address the boxes are gone", async ({
    browser,
  }) => {
    const site = await offline(browser, await exportSite({ email: "contato@loja.exemplo.com.br" }));
    try {
      const expected: string[][] = [];
      for (const { path: pathname, title, forms } of pages) {
        const page = await site.visit(pathname);
        await expect(page.getByRole("search")).toHaveCount(0);
        await expect(page.getByRole("button", { name: "Pesquisar" })).toHaveCount(0);
        await expect(page.getByRole("link", { name: "Pesquisar" })).toHaveCount(0);
        for (const form of forms) {
          for (const [label, value] of Object.entries(form.fill))
            await page.getByLabel(label, { exact: true }).fill(value);
          await page.getByRole("button", { name: form.button, exact: true }).click();
          expected.push([
            `mailto:contato@loja.exemplo.com.br?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(form.text)}`,
            "_self",
          ]);
          expect(await site.opened()).toEqual(expected);
        }
      }
      expect(site.outside).toEqual([]);
    } finally {
      await site.close();
    }
  });

  test("endpoint: every form posts its fields to the chosen address, and nothing else leaves the host", async ({
    browser,
  }) => {
    const endpoint = "https://formularios.exemplo.com.br/enviar";
    const received: { method: string; fields: Record<string, string> }[] = [];
    const standIn: Server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", async () => {
        const body = new Response(Buffer.concat(chunks), {
          headers: { "content-type": req.headers["content-type"] ?? "" },
        });
        const fields: Record<string, string> = {};
        if (req.method === "POST") for (const [name, value] of await body.formData()) fields[name] = String(value);
        received.push({ method: req.method ?? "", fields });
        res
          .writeHead(200, { "content-type": "text/html; charset=utf-8" })
          .end("<title>Recebido</title><p>Recebido</p>");
      });
    });
    await new Promise<void>((resolve) => standIn.listen(ports.formEndpoint, "127.0.0.1", resolve));
    const site = await offline(browser, await exportSite({ endpoint }), {
      url: endpoint,
      forward: `http://127.0.0.1:${ports.formEndpoint}/enviar`,
    });
    try {
      let sent = 0;
      for (const { path: pathname, forms } of pages) {
        for (const form of forms) {
          const page = await site.visit(pathname);
          for (const [label, value] of Object.entries(form.fill))
            await page.getByLabel(label, { exact: true }).fill(value);
          await page.getByRole("button", { name: form.button, exact: true }).click();
          await expect(page.getByText("Recebido")).toBeVisible();
          sent++;
          expect(received).toHaveLength(sent);
          expect(received[sent - 1].method).toBe("POST");
          expect(received[sent - 1].fields).toMatchObject(form.posted);
        }
      }
      expect(site.outside).toEqual(Array(sent).fill(endpoint));
      await site.visit("/formularios/");
      expect(await site.opened()).toEqual([]);
    } finally {
      await site.close();
      standIn.closeAllConnections();
      await new Promise((resolve) => standIn.close(resolve));
    }
  });
});
