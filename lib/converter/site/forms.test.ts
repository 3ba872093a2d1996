import type { Page } from "@playwright/test";
import { parse } from "parse5";
import { describe, expect, it } from "vitest";
import { cf7Form, elementorForm } from "@/test-support/fakes/site-pages";
import { converterFixture } from "@/test-support/converter-fixture";
import { serializeHtml } from "../serialize";
import { widgetScript } from "../widgets";
import { replaceSearchForms, rewireForms, siteForms, type FormTargets } from "./forms";

const fixture = converterFixture();
const host = "loja.com.br";
// Forms as the converter leaves them: addresses made absolute.
const forms = `${elementorForm.replace('action="/', `action="https://${host}/`)}
${cf7Form.replace('action="/', `action="https://${host}/`)}
<form role="search" action="https://${host}/"><input name="s"><button>Buscar</button></form>
<form action="https://outra.com.br/assinar" method="post"><input name="email"></form>`;

function rewired(targets: FormTargets) {
  const document = parse(`<!doctype html><html><head><title>Contato | Loja</title></head><body>${forms}</body></html>`);
  const kinds = rewireForms(document, host, targets);
  return { kinds, html: serializeHtml(document, false).replace("</body>", `<script>${widgetScript}</script></body>`) };
}

/** The page with window.open recorded instead of opening anything. */
async function open(html: string): Promise<{ page: Page; opened: () => Promise<string[][]>; close(): Promise<void> }> {
  const context = await fixture.browser.newContext();
  const page = await context.newPage();
  // A step that does not answer should fail on its own, well before the test's timeout.
  page.setDefaultTimeout(5_000);
  await page.addInitScript(() => {
    const calls: string[][] = [];
    (window as unknown as { opened: string[][] }).opened = calls;
    window.open = (...args: unknown[]) => {
      calls.push(args.map(String));
      return null;
    };
  });
  await page.route("**/*", (route) =>
    route.request().url() === "https://loja.com.br/contato/"
      ? route.fulfill({ body: html, contentType: "text/html; charset=utf-8" })
      : route.abort(),
  );
  await page.goto("https://loja.com.br/contato/");
  return {
    page,
    opened: () => page.evaluate(() => (window as unknown as { opened: string[][] }).opened),
    close: () => context.close(),
  };
}

describe("the site's forms", () => {
  it("finds Elementor's and Contact Form 7's forms, leaves search and other sites' forms alone", () => {
    const { kinds, html } = rewired({ whatsapp: "5511987654321" });
    expect(kinds).toEqual(["elementor", "cf7"]);
    expect(html.match(/data-eph-form=whatsapp/g)).toHaveLength(2);
    expect(html).toContain("<form role=search action=https://loja.com.br/>");
    expect(html).toContain("<form action=https://outra.com.br/assinar method=post>");
    expect(html).not.toContain("admin-ajax.php");
  });

  it("with no choice, keeps the forms as they were", () => {
    const { kinds, html } = rewired({});
    expect(kinds).toEqual(["elementor", "cf7"]);
    expect(html).not.toMatch(/<form[^>]*data-eph-form/);
    expect(html).toContain("admin-ajax.php");
  });

  it("WhatsApp: submitting opens wa.me with each filled field after its label; an empty required field stops it", async () => {
    const { page, opened, close } = await open(rewired({ whatsapp: "5511987654321" }).html);
    try {
      await page.getByRole("button", { name: "Enviar", exact: true }).click();
      expect(await opened()).toEqual([]); // Nome is required
      await page.getByLabel("Nome", { exact: true }).fill("Ana Souza");
      await page.getByLabel("E-mail", { exact: true }).fill("ana@exemplo.com");
      await page.getByLabel("Mensagem").fill("Quero um orçamento & prazo");
      await page.getByRole("button", { name: "Enviar", exact: true }).click();
      await page.getByLabel("Seu nome").fill("Bia");
      await page.getByLabel("Assunto").fill("Entrega");
      await page.getByRole("button", { name: "Enviar orçamento" }).click();
      expect(await opened()).toEqual([
        [
          `https://wa.me/5511987654321?text=${encodeURIComponent("Nome: Ana Souza\nE-mail: ana@exemplo.com\nMensagem: Quero um orçamento & prazo")}`,
          "_blank",
          "noopener",
        ],
        [
          `https://wa.me/5511987654321?text=${encodeURIComponent("Seu nome: Bia\nAssunto: Entrega")}`,
          "_blank",
          "noopener",
        ],
      ]);
    } finally {
      await close();
    }
  });

  it("e-mail: submitting opens a message to the chosen address with the fields in its body", async () => {
    const { page, opened, close } = await open(rewired({ email: "contato@loja.com.br" }).html);
    try {
      await page.getByLabel("Seu nome").fill("Bia");
      await page.getByRole("button", { name: "Enviar orçamento" }).click();
      expect(await opened()).toEqual([
        [
          `mailto:contato@loja.com.br?subject=${encodeURIComponent("Contato | Loja")}&body=${encodeURIComponent("Seu nome: Bia")}`,
          "_self",
        ],
      ]);
    } finally {
      await close();
    }
  });

  it("endpoint: the form posts its fields to the chosen address", async () => {
    const { page, close } = await open(rewired({ endpoint: "https://formspree.io/f/abc" }).html);
    try {
      const posted = new Promise<{ method: string; body: string }>((resolve) =>
        page.route("https://formspree.io/f/abc", (route) => {
          resolve({ method: route.request().method(), body: route.request().postData() ?? "" });
          return route.fulfill({ body: "ok" });
        }),
      );
      await page.getByLabel("Nome", { exact: true }).fill("Ana");
      await page.getByRole("button", { name: "Enviar", exact: true }).click();
      const request = await posted;
      expect(request.method).toBe("POST");
      expect(new URLSearchParams(request.body).get("form_fields[name]")).toBe("Ana");
    } finally {
      await close();
    }
  });
});

describe("hand-written, search and file forms", () => {
  const page = (body: string) =>
    parse(`<!doctype html><html><head><title>Oração</title></head><body>${body}</body></html>`);
  // A plain form written in an HTML widget, posting to the WordPress the page was saved from.
  const handWritten = `<form method="POST" id="pray-form" action="https://antigo.org.br/wp-admin/admin-post.php">
<label for="n">Seu nome</label><input id="n" name="nome"><textarea name="pedido"></textarea>
<input type="hidden" name="action" value="pray"><button>Enviar pedido</button></form>`;

  it("rewires a hand-written form like a plugin's, whichever host its WordPress had", async () => {
    const document = page(`${handWritten}<form><input name="email"><button>Assinar</button></form>
<form action="https://outra.com.br/assinar" method="post"><input name="email"></form>
<form action="https://loja.com.br/comprar"><input type="hidden" name="id" value="3"><button>Comprar</button></form>`);
    expect(siteForms(document, host, { whatsapp: "5511987654321" })).toEqual([
      { kind: "other", files: false },
      { kind: "other", files: false },
    ]);
    const html = serializeHtml(document, false);
    expect(html).not.toContain("admin-post.php");
    expect(html.match(/data-eph-form=whatsapp/g)).toHaveLength(2);
    expect(html).toContain("<form action=https://outra.com.br/assinar method=post>"); // another service: kept
    expect(html).toContain("<form action=https://loja.com.br/comprar>"); // no field to fill in: left alone

    const rewiredHtml = (() => {
      const document = page(handWritten);
      siteForms(document, host, { whatsapp: "5511987654321" });
      return serializeHtml(document, false).replace("</body>", `<script>${widgetScript}</script></body>`);
    })();
    const session = await open(rewiredHtml);
    try {
      await session.page.getByLabel("Seu nome").fill("Ana");
      await session.page.locator("textarea").fill("Pela família");
      await session.page.getByRole("button", { name: "Enviar pedido" }).click();
      expect(await session.opened()).toEqual([
        [
          `https://wa.me/5511987654321?text=${encodeURIComponent("Seu nome: Ana\npedido: Pela família")}`,
          "_blank",
          "noopener",
        ],
      ]);
    } finally {
      await session.close();
    }
  });

  it("rewires a form posting to the host a copied site was saved from (its canonical address names it)", () => {
    const document = parse(`<!doctype html><html><head><link rel="canonical" href="https://www.paroquia.org/offering/">
</head><body><form method="POST" id="pray-form" action="https://paroquia.org/offering/"><input name="nome"></form>
<form action="https://mailchimp.com/subscribe"><input name="email"></form></body></html>`);
    expect(siteForms(document, host, { email: "pedidos@paroquia.org" })).toEqual([{ kind: "other", files: false }]);
    const html = serializeHtml(document, false);
    expect(html).not.toContain('paroquia.org/offering/"');
    expect(html).toContain("<form method=POST id=pray-form data-eph-form=email data-eph-to=pedidos@paroquia.org>");
    expect(html).toContain("<form action=https://mailchimp.com/subscribe>");
  });

  it("says which forms post files", () => {
    const document = page(`<form class="wpcf7-form" enctype="multipart/form-data"><input name="nome">
<input type="file" name="curriculo"></form>`);
    expect(siteForms(document, host, { email: "rh@loja.com.br" })).toEqual([{ kind: "cf7", files: true }]);
  });

  it("turns a search box into a link to the chosen search, or removes it", () => {
    const boxes = `<form role="search" action="https://loja.com.br/"><input name="s"><button>Procurar</button></form>
<form class="busca" action="/"><input type="search" name="q"><input type="submit" value="Ir"></form>
<form action="https://loja.com.br/"><input name="s"></form>`;
    const linked = page(boxes);
    expect(replaceSearchForms(linked, "https://duckduckgo.com/?q=site%3Aloja.com.br")).toEqual([
      "link",
      "link",
      "link",
    ]);
    const html = serializeHtml(linked, false);
    expect(html).not.toContain("<form");
    expect(
      html.match(/<a href="https:\/\/duckduckgo.com\/\?q=site%3Aloja.com.br" class=eph-search rel=search>/g),
    ).toHaveLength(3);
    expect(html).toContain(">Procurar</a>");
    expect(html).toContain(">Ir</a>");
    expect(html).toContain(">Buscar</a>");

    const removed = page(boxes);
    expect(replaceSearchForms(removed, undefined)).toEqual(["removed", "removed", "removed"]);
    expect(serializeHtml(removed, false)).not.toMatch(/<form|<input|eph-search/);
  });
});
