/**
 * The hostile visitor of issue 12, against the production build behind server.mjs: forged client
 * addresses, malformed requests to every route (next-auth's included), bad percent-encoding, open
 * redirects, copied session cookies, a second process on the data folder, the reset token leaving
 * the site. Route-handler-level checks live in app/api/malformed.test.ts and the route tests under app/api/auth/.
 */
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type APIResponse, type Page } from "@playwright/test";
import { credentialsSignIn, LoginPage, newEmail } from "./support/accounts";
import { expectNoAxeViolations } from "./support/axe";
import { presetConsent } from "./support/consent";
import { phone } from "./support/devices";
import { mailbox, pixelHost } from "./support/services";
import { newVisitorIp } from "./support/visitors";
import { appEnv, appUrl, bareAppUrl, ports } from "./ports";

const PASSWORD = "girassol-azul-no-telhado";
const newVisitor = () => ({ "x-forwarded-for": newVisitorIp() });

/** An account made from a fresh client address (the sign-up limit counts per client). */
async function register(page: Page, email: string) {
  const response = await page.request.post("/api/auth/register", {
    data: { email, password: PASSWORD },
    headers: newVisitor(),
  });
  expect(response.status()).toBe(201);
}

function expectSecurityHeaders(response: APIResponse, label: string) {
  const headers = response.headers();
  expect(headers["content-security-policy"], label).toContain("frame-ancestors 'none'");
  expect(headers["x-content-type-options"], label).toBe("nosniff");
  expect(headers["referrer-policy"], label).toBeTruthy();
}

test.describe("malformed requests over HTTP", () => {
  test("no route answers 5xx to any method or broken body, and every answer has the security headers", async ({
    request,
  }) => {
    test.setTimeout(180_000);
    const routes = [
      "/api/auth/session",
      "/api/auth/csrf",
      "/api/auth/providers",
      "/api/auth/signin",
      "/api/auth/signin/credentials",
      "/api/auth/callback/credentials",
      "/api/auth/signout",
      "/api/auth/error",
      "/api/auth/_log",
      "/api/auth/nada",
      "/api/auth/register",
      "/api/auth/recover",
      "/api/auth/reset",
      "/api/translate",
      "/api/translate/history",
      "/api/translate/history/00000000-0000-0000-0000-000000000000",
      "/api/translate/document",
      "/api/translate/glossary",
      "/api/description",
      "/api/speech",
      "/api/image",
      "/api/image/edit",
      "/api/image/history",
      "/api/image/history/00000000-0000-0000-0000-000000000000",
      "/api/convert",
      "/api/pixel/events",
      "/api/health",
      "/api/nada",
    ];
    const bodies: { name: string; data?: string | Buffer; type?: string }[] = [
      { name: "none" },
      { name: "empty JSON", data: "", type: "application/json" },
      { name: "broken JSON", data: '{"email":', type: "application/json" },
      { name: "array", data: "[1,2]", type: "application/json" },
      {
        name: "prototype keys",
        data: '{"__proto__":{"a":1},"constructor":{"prototype":{}},"csrfToken":{"x":1}}',
        type: "application/json",
      },
      {
        name: "UTF-16",
        data: Buffer.from('\ufeff{"email":"a@b.com"}', "utf16le"),
        type: "application/json; charset=utf-16",
      },
      {
        name: "invalid UTF-8 form",
        data: Buffer.from([0x65, 0x3d, 0xff, 0xfe]),
        type: "application/x-www-form-urlencoded",
      },
      {
        name: "form with odd callbackUrl",
        data: "callbackUrl=%ff&email=a%40b.com&password=x&json=true",
        type: "application/x-www-form-urlencoded",
      },
      { name: "10 MB form", data: `a=${"b".repeat(10 * 1024 * 1024)}`, type: "application/x-www-form-urlencoded" },
      { name: "text", data: "olá", type: "text/plain" },
      {
        name: "broken multipart",
        data: "--x\r\nContent-Disposition: form-data; name=",
        type: "multipart/form-data; boundary=x",
      },
    ];
    const sends: { route: string; method: string; body: (typeof bodies)[number] }[] = [];
    for (const route of routes) {
      for (const method of ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]) {
        for (const body of method === "GET" || method === "HEAD" ? [bodies[0]] : bodies) {
          if (body.name === "10 MB form" && !route.startsWith("/api/auth/")) continue; // the cap is shared; next-auth's was missing
          sends.push({ route, method, body });
        }
      }
    }
    const failures: string[] = [];
    let answered = 0;
    // Six clients at once, each request from an address of its own, as the open internet sends them: a
    // thousand round trips one after another were most of this test's time. 5xx counts whatever the order.
    let next = 0;
    const client = async () => {
      for (let send = sends[next++]; send; send = sends[next++]) {
        const { route, method, body } = send;
        const headers: Record<string, string> = {
          ...newVisitor(),
          cookie: "next-auth.callback-url=%ff; next-auth.csrf-token=%ff",
        };
        if (body.type) headers["content-type"] = body.type;
        const response = await request.fetch(`${appUrl}${route}?callbackUrl=%ff&error=%E0%A4%A`, {
          method,
          headers,
          data: body.data,
          maxRedirects: 0,
          failOnStatusCode: false,
        });
        answered++;
        if (response.status() >= 500) failures.push(`${method} ${route} (${body.name}) -> ${response.status()}`);
        expectSecurityHeaders(response, `${method} ${route}`);
      }
    };
    await Promise.all(Array.from({ length: 6 }, client));
    expect(answered).toBeGreaterThan(800);
    expect(failures).toEqual([]);
  });

  test("bad percent-encoding in any path answers 400 with the security headers, in the envelope for the API", async ({
    request,
    page,
  }) => {
    for (const pathname of ["/%ff", "/api/%ff", "/login/%ff", "/api/auth/%ff", "/translate/%E0%A4%A", "/%"]) {
      const response = await request.get(`${appUrl}${pathname}`, { failOnStatusCode: false, maxRedirects: 0 });
      expect(response.status(), pathname).toBe(400);
      expectSecurityHeaders(response, pathname);
      if (pathname.startsWith("/api/")) {
        expect(await response.json()).toEqual({
          error: { code: "invalid_input", message: "Endereço inválido: verifique o link." },
        });
      }
    }
    const response = await request.post(`${appUrl}/%ff`, { failOnStatusCode: false, data: {} });
    expect(response.status()).toBe(400);
    // A person who follows such a link sees the site's own pt-BR page, in the browser.
    await page.goto("/login/%ff");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Endereço inválido");
  });
});

test("a forged X-Forwarded-For does not buy new allowances when no proxy is trusted (bare app)", async ({
  request,
}) => {
  const answers: number[] = [];
  for (let i = 0; i < 12; i++) {
    const response = await request.post(`${bareAppUrl}/api/auth/recover`, {
      headers: { "x-forwarded-for": `203.0.113.${i}`, "x-peer-address": `198.51.100.${i}` },
      data: { email: newEmail("forjado") },
      failOnStatusCode: false,
    });
    answers.push(response.status());
  }
  // The bare app's recovery limit is 10 per client; every forged header came from one TCP peer.
  expect(answers.at(-1)).toBe(429);
  expect(answers.filter((status) => status === 429).length).toBeGreaterThanOrEqual(2);
});

test("sign-in never redirects to another site, whatever the callbackUrl's spelling", async ({ page }) => {
  const email = newEmail("redirect");
  await page.setExtraHTTPHeaders(newVisitor());
  await register(page, email);
  const login = new LoginPage(page);
  for (const callbackUrl of [
    "/.//evil.example/phish",
    "/%2e//evil.example/phish",
    "/translate/..//evil.example/phish",
  ]) {
    await page.context().clearCookies();
    await login.open(`?callbackUrl=${encodeURIComponent(callbackUrl)}`);
    await login.signIn(email, PASSWORD);
    await page.waitForURL((url) => !url.pathname.startsWith("/login"));
    expect(new URL(page.url()).origin, callbackUrl).toBe(appUrl);
  }
});

test("signing out ends the session for every copy of the cookie", async ({ page, browser }) => {
  const email = newEmail("copia");
  await page.setExtraHTTPHeaders(newVisitor());
  await register(page, email);
  const login = new LoginPage(page);
  await login.open("?callbackUrl=/translate");
  await login.signInAndLand(email, PASSWORD, `${appUrl}/translate`);
  const copied = await page.context().cookies();

  const thief = await browser.newContext();
  await thief.addCookies(copied);
  expect((await thief.request.get(`${appUrl}/api/translate/history`)).status()).toBe(200);

  await page.getByRole("banner").getByRole("button", { name: "Sair" }).click();
  await expect(page.getByRole("banner").getByRole("link", { name: "Entrar" })).toBeVisible();
  const after = await thief.request.get(`${appUrl}/api/translate/history`);
  expect(after.status()).toBe(401);
  expect(await after.json()).toMatchObject({ error: { code: "unauthenticated" } });
  await thief.close();
});

test("the reset page sends no page view, drops the token from the address bar and sends no referrer", async ({
  page,
}) => {
  const email = newEmail("token");
  await page.setExtraHTTPHeaders(newVisitor());
  await register(page, email);
  await mailbox.reset();
  expect((await page.request.post("/api/auth/recover", { data: { email }, headers: newVisitor() })).status()).toBe(200);
  let link: string | undefined;
  await expect(async () => {
    // The sign-up's confirmation e-mail may arrive after the reset: the recovery link is the one wanted.
    link = (await mailbox.messages())
      .filter((m) => m.to.includes(email))
      .map((m) => /(http:\/\/\S+\/redefinir-senha\?token=[\w-]+)/.exec(m.text ?? "")?.[1])
      .find(Boolean);
    expect(link).toBeTruthy();
  }).toPass();

  await presetConsent(page, "granted");
  await pixelHost.reset();
  const response = await page.goto(link!);
  expect(response?.headers()["referrer-policy"]).toBe("no-referrer");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Redefinir senha");
  await expect(page).toHaveURL(`${appUrl}/redefinir-senha`);
  await page.getByLabel("Nova senha", { exact: true }).fill("cavalo-roxo-na-janela");
  await page.getByLabel("Confirme a nova senha").fill("cavalo-roxo-na-janela");
  await page.getByRole("button", { name: "Redefinir senha" }).click();
  await expect(page.getByText("Senha redefinida! Agora entre com a nova senha.")).toBeVisible();
  expect(await pixelHost.calls()).toEqual([]);
});

test("a second server on the same data folder shares its database process, and both keep serving; HSTS follows the run-time SITE_URL", async ({
  request,
  playwright,
}) => {
  // Both start at once, as a process manager starts the site and its worker: one of them creates and migrates
  // the database (seconds of CPU, a minute and more on CI's loaded cores), the other waits for its socket.
  test.setTimeout(240_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-e2e-lock-"));
  // The e2e build was made with an http SITE_URL; these instances are started with an https one.
  const env = {
    ...process.env,
    NEXT_DIST_DIR: appEnv.NEXT_DIST_DIR,
    DATA_DIR: dataDir,
    SITE_URL: "https://site.example",
    HOSTNAME: "127.0.0.1",
  };
  const healthy = (port: number) =>
    expect(async () => {
      expect((await request.get(`http://127.0.0.1:${port}/api/health`, { timeout: 2_000 })).status()).toBe(200);
    }).toPass({ timeout: 120_000 });
  const servers = [ports.spare, ports.spare + 1].map((port) =>
    spawn(process.execPath, ["server.mjs"], { env: { ...env, PORT: String(port) }, stdio: "ignore" }),
  );
  try {
    await healthy(ports.spare);
    const home = await request.get(`http://127.0.0.1:${ports.spare}/`);
    expect(home.headers()["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
    // The second found the first's database process on the folder's socket instead of opening the files again
    // (two PGlite processes on one folder would corrupt it): an account made through one exists in the other.
    await healthy(ports.spare + 1);
    const email = newEmail("unico");
    const registered = await request.post(`http://127.0.0.1:${ports.spare}/api/auth/register`, {
      data: { email, password: PASSWORD },
    });
    expect(registered.status()).toBe(201);
    const second = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${ports.spare + 1}` });
    expect(await credentialsSignIn(second, email, PASSWORD)).toBe("signed-in");
    expect(await credentialsSignIn(second, newEmail("ninguem"), PASSWORD)).toBe("CredentialsSignin");
    await second.dispose();
  } finally {
    for (const server of servers) server.kill("SIGTERM");
  }
});

test.describe("sign-up strength meter", () => {
  for (const [name, device] of [
    ["phone", phone],
    ["desktop", {}],
  ] as const) {
    test.describe(name, () => {
      test.use(device);
      test("loads its dictionaries only once a password is typed, and explains a weak one in pt-BR", async ({
        page,
      }) => {
        const scripts: string[] = [];
        page.on("response", async (response) => {
          if (response.request().resourceType() === "script") scripts.push(await response.text().catch(() => ""));
        });
        const marker = "Esta é uma senha muito usada"; // a pt-BR string of zxcvbn-ts's dictionary package
        await page.setExtraHTTPHeaders(newVisitor());
        const login = new LoginPage(page);
        await login.open();
        await page.getByRole("tab", { name: "Registrar" }).click();
        await page.waitForLoadState("networkidle");
        expect(scripts.some((source) => source.includes(marker))).toBe(false);

        await login.email().fill(newEmail("medidor"));
        await login.password().fill("12345678");
        const meter = page.getByText(/^Força da senha:/);
        await expect(meter).toHaveText(
          "Força da senha: muito fraca. Senha fácil de adivinhar. Use uma frase com palavras incomuns ou uma senha mais longa.",
        );
        expect(scripts.some((source) => source.includes(marker))).toBe(true);
        await expect(login.password()).toHaveAccessibleDescription(/Força da senha: muito fraca/);
        await page.getByRole("button", { name: "Criar conta" }).click();
        await expect(login.alert()).toHaveText(
          "Falha ao criar conta. Senha fácil de adivinhar. Use uma frase com palavras incomuns ou uma senha mais longa.",
        );

        await login.password().fill(PASSWORD);
        await expect(meter).toHaveText("Força da senha: forte.");
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await expectNoAxeViolations(page);
      });
    });
  }
});
