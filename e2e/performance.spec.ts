import { gzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { publicRoutes } from "../lib/content/public-routes";
import { recipePath, recipes } from "../lib/recipes/recipes";
import { toolRecords } from "../lib/content/tools";
import { presetConsent } from "./support/consent";
import { recipesApp } from "./support/recipes";
import { phone } from "./support/devices";
import { htmlBudgetsKb, hydratedBudgets, SCRIPT_CEILING_KB, scriptBudgetsKb } from "./support/script-budgets";
import { visitScripts } from "./support/visit-scripts";

test.describe("first paint on a slow phone network", () => {
  test.use({ ...phone, javaScriptEnabled: false });

  test("every public route paints styled from its HTML alone: no stylesheet or script request blocks it", async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    // Only the document gets through: what the page looks like now is what the first paint can show.
    const fonts: string[] = [];
    await page.route("**/*", (route) => {
      if (route.request().resourceType() === "document") return route.continue();
      if (route.request().resourceType() === "font") fonts.push(route.request().url());
      return route.abort();
    });
    for (const route of [...publicRoutes, recipePath(recipes[0])]) {
      const response = await page.goto(`${baseURL}${route}`);
      const html = (await response?.text()) ?? "";
      const blocking = [...html.matchAll(/<link\b[^>]*>/g)]
        .map(([tag]) => tag)
        .filter((tag) => /\brel="?stylesheet/i.test(tag) && !/\bmedia="?print/i.test(tag));
      const syncScripts = [...html.matchAll(/<script\b[^>]*\bsrc=[^>]*>/g)]
        .map(([tag]) => tag)
        .filter((tag) => !/\b(async|defer|nomodule)\b|type="?module/i.test(tag)); // nomodule: modern browsers skip it
      expect(blocking, `${route}: render-blocking stylesheets`).toEqual([]);
      expect(syncScripts, `${route}: parser-blocking scripts`).toEqual([]);
      // Styled: the brand's background and font, the header sticky, the mobile menu's button a 40 px square.
      const body = page.locator("body");
      await expect(body).toHaveCSS("background-color", /^oklch\(0\.99 0\.003 265\)$/);
      await expect(body).toHaveCSS("font-family", "-apple-system, Arial, sans-serif");
      await expect(page.locator("header").first()).toHaveCSS("position", "sticky");
      const menu = page.getByRole("button", { name: "Abrir menu" });
      await expect(menu).toHaveCSS("width", "40px");
      await expect(menu).toHaveCSS("height", "40px");
    }
    // The text is drawn in the system's font: nothing to download before it shows, on any route.
    expect(fonts, "font files requested").toEqual([]);
  });

  test("every public route's HTML stays within its size budget", async ({ request }) => {
    for (const route of publicRoutes) {
      const html = await (await request.get(route)).body();
      const size = gzipSync(html, { level: 9 }).length;
      const budget = htmlBudgetsKb[route];
      expect(budget, `${route}: no HTML budget in e2e/support/script-budgets.ts`).toBeGreaterThan(0);
      expect(size, `${route}: ${(size / 1024).toFixed(1)} KB gz of HTML`).toBeLessThanOrEqual(budget * 1024);
    }
  });
});

test.describe("the largest paint on a phone", () => {
  test.use(phone);

  test("every public route's largest paint is text or an image inside the HTML: no request after the document", async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const loaded = await browser.newContext(phone);
    const htmlOnly = await browser.newContext({ ...phone, javaScriptEnabled: false });
    // What the document alone can paint: every other request fails.
    await htmlOnly.route("**/*", (route) =>
      route.request().resourceType() === "document" ? route.continue() : route.abort(),
    );
    for (const route of publicRoutes) {
      const page = await loaded.newPage();
      // The cookie banner, drawn by script on a first visit where a pixel is configured, is a one-time
      // overlay: this is about the page's own content (the Lighthouse bench builds without a pixel).
      await presetConsent(page, "denied");
      await page.goto(`${baseURL}${route}`, { waitUntil: "load" });
      await page.waitForTimeout(1000); // late candidates (a client-rendered part, an image) still count
      const largest = await page.evaluate(largestPaint);
      expect(largest, `${route}: no largest-contentful-paint entry`).not.toBeNull();
      const { url, path, tag, text } = largest!;
      const what = `${route}: largest paint <${tag}> "${text.slice(0, 60)}" ${url.slice(0, 60)}`;
      expect(url === "" || url.startsWith("data:"), `${what} is fetched after the HTML`).toBe(true);
      // Chromium names no element for text drawn inside a form control (a textarea's placeholder): it is
      // text, in the HTML. Otherwise the same element, same text or picture, is in the HTML as served.
      if (path) {
        const bare = await htmlOnly.newPage();
        await bare.goto(`${baseURL}${route}`);
        const served = bare.locator(path);
        await expect(served, `${what} is not in the HTML as served`).toHaveCount(1);
        // Chromium cuts the entry's URL to its first 100 characters.
        if (url) expect((await served.getAttribute("src"))?.startsWith(url), `${what}: another picture`).toBe(true);
        else expect((await served.textContent())?.trim(), `${what} has other text in the HTML`).toBe(text);
        await bare.close();
      }
      await page.close();
    }
    await Promise.all([loaded.close(), htmlOnly.close()]);
  });
});

/**
 * The page's last largest-contentful-paint candidate: its resource URL ("" for text) and a path to its
 * element (null when Chromium names none). Chromium gives these entries to a buffered observer only.
 */
async function largestPaint() {
  type Entry = PerformanceEntry & { url: string; element: Element | null };
  const entries = await new Promise<Entry[]>((resolve) => {
    const observer = new PerformanceObserver((list) => {
      observer.disconnect();
      resolve(list.getEntries() as Entry[]);
    });
    observer.observe({ type: "largest-contentful-paint", buffered: true });
    setTimeout(() => resolve([]), 2000);
  });
  const last = entries.at(-1);
  if (!last) return null;
  const element = last.element;
  const steps: string[] = [];
  for (let node = element; node && node !== document.body && node.parentElement; node = node.parentElement) {
    steps.unshift(`${node.tagName.toLowerCase()}:nth-child(${[...node.parentElement.children].indexOf(node) + 1})`);
  }
  return {
    url: last.url,
    path: element ? `body > ${steps.join(" > ")}` : null,
    tag: element?.tagName.toLowerCase() ?? "(none)",
    text: (element?.textContent ?? "").trim(),
  };
}

test.describe("JavaScript per visit on a phone", () => {
  test.use(phone);

  test("every public route, read to the bottom, stays within its script budget, holds no tool record and prefetches no page", async ({
    context,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    // What the server alone renders of each tool: client components get names and menu lines as props, so
    // a record's long fields in a script mean the records (and all they import) were bundled for the browser.
    const serverOnly = toolRecords.flatMap((tool) => [tool.pitch, tool.does, tool.limits, tool.keeps]);
    const scriptTexts = new Map<string, string>();
    for (const route of publicRoutes) {
      const page = await context.newPage();
      const { all, prefetchedRoutes } = await visitScripts(page, `${baseURL}${route}`);
      for (const url of all.keys()) {
        if (!scriptTexts.has(url)) scriptTexts.set(url, unescapeJs(await (await fetch(url)).text()));
        const found = serverOnly.filter((text) => scriptTexts.get(url)!.includes(text));
        expect(found, `${route}: ${url} holds tool records`).toEqual([]);
      }
      const total = [...all.values()].reduce((sum, size) => sum + size, 0);
      const budget = scriptBudgetsKb[route];
      expect(budget, `${route}: no script budget in e2e/support/script-budgets.ts`).toBeLessThanOrEqual(
        SCRIPT_CEILING_KB,
      );
      expect(total, `${route}: ${(total / 1024).toFixed(1)} KB gz of JavaScript`).toBeLessThanOrEqual(budget * 1024);
      expect([...prefetchedRoutes], `${route}: pages prefetched without intent`).toEqual([]);
      await page.close();
    }
  });
});

test.describe("hydration on a phone", () => {
  test.use(phone);

  test("React walks only each route's interactive parts: the shell and the texts stay the HTML they came as", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await presetConsent(page, "denied");
    const counted: Record<string, number> = {};
    for (const route of publicRoutes) {
      await page.goto(route);
      await page.waitForLoadState("networkidle");
      const { hydrated, staticOwned } = await page.evaluate(() => {
        const owned = (element: Element) => Object.keys(element).some((key) => key.startsWith("__reactFiber$"));
        return {
          hydrated: [...document.body.querySelectorAll("*")].filter(owned).length,
          // The header's brand and menus, the footer, the pages' texts: none is React's.
          staticOwned: [...document.querySelectorAll("[data-static] *")].filter(owned).length,
        };
      });
      expect(staticOwned, `${route}: elements React hydrated inside static HTML`).toBe(0);
      counted[route] = hydrated;
    }
    for (const route of publicRoutes)
      expect(counted[route], `${route}: elements React hydrated (${JSON.stringify(counted)})`).toBeLessThanOrEqual(
        hydratedBudgets[route],
      );
    // What stays static still works: a footer link leads to its page without a full load, styled and whole.
    await page.goto("/privacidade");
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page
      .getByRole("navigation", { name: "Ferramentas no rodapé" })
      .getByRole("link", { name: "Elementor para HTML" })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Elementor para HTML" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Como funciona" })).toBeVisible();
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
    // Styled by rules /privacidade's own <style> left out (lib/styles/page-css.mjs): the whole sheet came after
    // its first paint. On a phone the converter's long button label wraps instead of running off the screen.
    await expect(page.locator("style[data-site-css]")).not.toContainText("_button");
    await expect(page.getByRole("button", { name: /^Transformar e baixar HTML/ })).toHaveCSS("white-space", "normal");
  });
});

test.describe("after hydration on a phone", () => {
  test.use(phone);

  test("once hydrated, React draws no element of a page again, the header's session buttons included, for a visitor without a session", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await presetConsent(page, "denied");
    // React announces every commit to a devtools hook: a function component drawn again because its own state
    // changed is one whose previous version had the same props and another value in one of its hooks (effects
    // aside, which every render makes anew).
    await page.addInitScript(() => {
      type Hook = { memoizedState: unknown; next: Hook | null } | null;
      type Fiber = {
        tag: number;
        alternate: Fiber | null;
        child: Fiber | null;
        sibling: Fiber | null;
        memoizedProps: unknown;
        memoizedState: Hook;
        stateNode: unknown;
      };
      const FUNCTION_COMPONENT = 0;
      const redrawn: string[] = [];
      Object.assign(window, { redrawn });
      // A fiber React did not touch in a later commit still has the older version beside it: each redraw once.
      const seen = new WeakSet<object>();
      const stateChanged = (fiber: Fiber, before: Fiber) => {
        for (
          let now = fiber.memoizedState, then = before.memoizedState;
          now && then;
          now = now.next, then = then.next
        ) {
          const value = now.memoizedState;
          const effect = typeof value === "object" && value !== null && "create" in value;
          if (value !== then.memoizedState && !effect) return true;
        }
        return false;
      };
      const hostOf = (fiber: Fiber) => {
        let host: Fiber | null = fiber;
        while (host && !(host.stateNode instanceof Element)) host = host.child;
        return host?.stateNode as Element | undefined;
      };
      const onCommitFiberRoot = (_: number, root: { current: Fiber }) => {
        const stack: (Fiber | null)[] = [root.current.child];
        while (stack.length) {
          const fiber = stack.pop();
          if (!fiber) continue;
          const before = fiber.alternate;
          if (
            fiber.tag === FUNCTION_COMPONENT &&
            before &&
            before.memoizedProps === fiber.memoizedProps &&
            fiber.memoizedState &&
            !seen.has(fiber.memoizedState) &&
            stateChanged(fiber, before)
          ) {
            seen.add(fiber.memoizedState);
            const host = hostOf(fiber);
            // The recipes' carousel turns by itself every few seconds: that is not the page's arrival.
            if (host && !host.closest('[aria-roledescription="carrossel"]'))
              redrawn.push(`<${host.tagName.toLowerCase()}> ${host.textContent?.slice(0, 60)}`);
          }
          stack.push(fiber.child, fiber.sibling);
        }
      };
      const none = () => {};
      Object.assign(window, {
        __REACT_DEVTOOLS_GLOBAL_HOOK__: {
          supportsFiber: true,
          renderers: new Map(),
          inject: () => 1,
          checkDCE: none,
          onScheduleFiberRoot: none,
          onPostCommitFiberRoot: none,
          onCommitFiberRoot,
        },
      });
    });
    for (const route of publicRoutes) {
      await page.goto(route);
      await page.waitForLoadState("networkidle");
      await page.evaluate(() => new Promise((done) => setTimeout(done, 500)));
      expect(await page.evaluate(() => (window as unknown as { redrawn: string[] }).redrawn), route).toEqual([]);
    }
  });
});

test.describe("the recipes app on a phone", () => {
  test.use(phone);

  test("the list's cards are laid out and drawn as they come near the screen, their pictures then loaded", async ({
    page,
  }) => {
    const app = recipesApp(page);
    await page.goto("/fitnessrecipes");
    await page.waitForLoadState("networkidle");
    const pictures = app.grid().getByRole("img");
    const last = pictures.last();
    const drawn = () => last.evaluate((image) => image.checkVisibility({ contentVisibilityAuto: true }));
    expect(await drawn(), "the last card on arrival").toBe(false);
    await last.scrollIntoViewIfNeeded();
    await expect.poll(drawn).toBe(true);
    await expect.poll(() => last.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  });

  // Lighthouse waits for a page to be quiet: the carousel turns every 5 s, so each turn is in its measure. A
  // turn drew the page again on every frame of its half second (dots animated in width, the slides' layer
  // made and undone): a long task each time at a phone's speed, and the page never looked idle.
  test("a turn lays the page out once and draws it a few times, not on every frame", async ({ browser, page }) => {
    const app = recipesApp(page);
    await page.goto("/fitnessrecipes");
    await page.waitForLoadState("networkidle");
    await expect(app.dot(1)).toHaveAttribute("aria-current", "true");
    await browser.startTracing(page, { categories: ["devtools.timeline"] });
    await expect(app.dot(2)).toHaveAttribute("aria-current", "true", { timeout: 10_000 });
    await page.waitForTimeout(1_000); // the slide's half-second move, and then some
    const trace = JSON.parse((await browser.stopTracing()).toString("utf8")) as {
      traceEvents: { name: string; pid: number; tid: number; args?: { name?: string } }[];
    };
    const main = new Set(
      trace.traceEvents
        .filter((event) => event.name === "thread_name" && event.args?.name === "CrRendererMain")
        .map((event) => `${event.pid}:${event.tid}`),
    );
    const count = (name: string) =>
      trace.traceEvents.filter((event) => event.name === name && main.has(`${event.pid}:${event.tid}`)).length;
    expect(count("Layout"), "layouts during a turn").toBeLessThanOrEqual(2);
    expect(count("Paint"), "paints during a turn").toBeLessThanOrEqual(5);
  });
});

/** A script's text with its \uXXXX escapes read, as a minifier may write accented letters. */
function unescapeJs(script: string): string {
  return script.replace(/\\u([0-9a-fA-F]{4})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

test.describe("prefetch on intent", () => {
  const prefetchOf = (path: string) => (request: { url(): string; headers(): Record<string, string> }) =>
    new URL(request.url()).pathname === path && Boolean(request.headers()["next-router-prefetch"]);

  test("a link prefetches its page when the pointer rests on it, and by keyboard when it gets focus", async ({
    page,
  }) => {
    await page.goto("/privacidade");
    const footer = page.getByRole("navigation", { name: "Ferramentas no rodapé" });
    const hovered = page.waitForRequest(prefetchOf("/imgautox"));
    await footer.getByRole("link", { name: "Img Auto X" }).hover();
    await hovered;

    const focused = page.waitForRequest(prefetchOf("/geniusvoice"));
    await footer.getByRole("link", { name: "Genius Voice AI" }).focus();
    await focused;
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/geniusvoice$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});

test.describe("compression", () => {
  test("a page is gzipped, a small JSON answer is not (a zlib stream per status poll saves no byte)", async ({
    request,
  }) => {
    const gzip = { "accept-encoding": "gzip" };
    const page = await request.get("/privacidade", { headers: gzip });
    expect(page.headers()["content-encoding"]).toBe("gzip");
    const health = await request.get("/api/health", { headers: gzip });
    expect(health.status()).toBe(200);
    expect(health.headers()["content-encoding"]).toBeUndefined();
    expect(await health.json()).toEqual({ ok: true });
    const refused = await request.get("/api/converter/site/nao-existe", { headers: gzip });
    expect(refused.status()).toBe(404);
    expect(refused.headers()["content-encoding"]).toBeUndefined();
    expect((await refused.json()).error.message).toMatch(/não/i);
  });
});
