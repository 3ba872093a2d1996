import { expect, test, type Page } from "@playwright/test";
import { ctaIntents, planIntent } from "../lib/content/contact";
import {
  claims,
  deliveryRange,
  faqs,
  measurements,
  plans,
  portfolio,
  processSteps,
  stats,
  technologies,
} from "../lib/content/landing";
import { contactLink, sectionLinks } from "../lib/content/navigation";
import { contactFormLink, whatsappLink } from "../lib/landing/whatsapp";
import { expectNoAxeViolations } from "./support/axe";
import { presetConsent } from "./support/consent";
import { phone } from "./support/devices";

const number = "5511987654321"; // WHATSAPP_NUMBER of the configured e2e app (e2e/ports.ts)

const section = (page: Page, name: string) => page.getByRole("region", { name });

async function expectWhatsappLink(page: Page, name: string | RegExp, message: string) {
  const links = page.getByRole("link", { name });
  await expect(links.first()).toBeVisible();
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute("href", whatsappLink(number, message));
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }
}

test.describe("landing page", () => {
  test.beforeEach(async ({ page }) => presetConsent(page, "denied"));

  test("shows the hero, the claims and the stats", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Software House: sites, apps e SaaS com IA, com entrega em até 12 dias");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Transformamos ideias em realidade digital");
    const differentials = page.getByRole("list", { name: "Nossos diferenciais" });
    for (const claim of claims) await expect(differentials.getByText(claim)).toBeVisible();
    await expect(
      page.getByText("Plano Completo: entrega em até 12 dias; o mesmo projeto feito sem IA levaria 24 dias."),
    ).toBeVisible();
    for (const stat of stats) await expect(page.getByText(stat.label)).toBeVisible();
  });

  test("lists every section with its content", async ({ page }) => {
    await page.goto("/");
    const portfolioSection = section(page, "Ferramentas que construímos");
    await expect(portfolioSection.getByRole("heading", { level: 3 })).toHaveText(portfolio.map((p) => p.title));
    for (const project of portfolio) await expect(portfolioSection.getByText(project.description)).toBeVisible();

    const steps = section(page, "Do briefing à entrega em 4 passos");
    await expect(steps.getByRole("heading", { level: 3 })).toHaveText(
      processSteps.map((s, i) => `Passo ${i + 1}: ${s.title}`),
    );
    await expect(steps.getByRole("heading", { level: 3 })).toHaveText([
      "Passo 1: Briefing",
      "Passo 2: Desenvolvimento",
      "Passo 3: Testes",
      "Passo 4: Entrega",
    ]);

    const pricing = section(page, "Preço justo, prazo curto");
    for (const [title, price, delivery, support] of [
      ["Essencial", "999", "Entrega em até 3 dias", "30 dias de suporte depois da entrega"],
      ["Profissional", "1.999", "Entrega em até 5 dias", "30 dias de suporte depois da entrega"],
      ["Completo", "4.499", "Entrega em até 12 dias", "60 dias de suporte depois da entrega"],
    ]) {
      const plan = plans.find((p) => p.title === title)!;
      const card = pricing.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
      await expect(card).toContainText(`R$${price}`);
      await expect(card.getByText(delivery)).toBeVisible();
      await expect(card.getByText(support)).toBeVisible();
      for (const feature of plan.features) await expect(card.getByText(feature, { exact: true })).toBeVisible();
    }
    const popular = pricing.getByRole("listitem").filter({ hasText: "Mais popular" });
    await expect(popular).toHaveCount(1);
    await expect(popular.getByRole("heading")).toHaveText("Profissional");

    const techs = section(page, "Ferramentas modernas, código de verdade");
    for (const tech of technologies) await expect(techs.getByText(tech, { exact: true })).toBeVisible();

    // Our own measurements instead of testimonials nobody can check, each with its source.
    const measured = section(page, "Números que você pode conferir");
    await expect(measured.getByRole("listitem")).toHaveCount(measurements.length);
    for (const item of measurements) {
      const card = measured.getByRole("listitem").filter({ hasText: item.label });
      await expect(card.getByText(item.value, { exact: true })).toBeVisible();
      await expect(card.getByText(`Medição nossa: ${item.source}`)).toBeVisible();
      await expect(card).not.toContainText(/bench|\.sh|mediana|\bms\b/);
    }

    await expect(page.getByRole("heading", { name: "Pronto para tirar a sua ideia do papel?" })).toBeVisible();
    await expect(section(page, "Perguntas frequentes").locator("summary")).toHaveText(faqs.map((f) => f.question));
  });

  test("every call to action opens WhatsApp with a fitting message", async ({ page }) => {
    await page.goto("/");
    await expectWhatsappLink(page, "Iniciar projeto", ctaIntents.startProject.message);
    await expectWhatsappLink(page, "Começar projeto agora", ctaIntents.startNow.message);
    // With BOOKING_URL set, "Agendar reunião" opens the booking page (e2e/company.spec.ts); the
    // demonstration is the tools themselves, a few lines down.
    await expect(page.getByRole("link", { name: "Ver demonstração" })).toHaveAttribute("href", "#portfolio");
    for (const plan of plans)
      await expectWhatsappLink(page, `Selecionar plano ${plan.title}`, planIntent(plan).message);
    await expect(page.getByRole("link", { name: "Selecionar plano Profissional" })).toHaveAttribute(
      "href",
      "https://wa.me/5511987654321?text=Ol%C3%A1!%20Tenho%20interesse%20no%20plano%20Profissional%20(R%24%201.999).%20Podemos%20conversar%3F",
    );
    // One icon per button: the WhatsApp one.
    for (const name of ["Iniciar projeto", "Começar projeto agora", "Selecionar plano Essencial"]) {
      await expect(page.getByRole("link", { name }).first().locator("svg")).toHaveCount(1);
    }
  });

  test("portfolio cards open our tools in a new tab", async ({ page, context }) => {
    await page.goto("/");
    const cards = section(page, "Ferramentas que construímos");
    for (const { title, link: href } of portfolio) {
      const link = cards.getByRole("link").filter({ has: page.getByRole("heading", { name: title }) });
      await expect(link).toHaveAttribute("href", href);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener");
    }
    await expect(cards.getByRole("article")).toHaveCount(0);
    // Every tool works on the configured app: none is marked unavailable (e2e/availability.spec.ts).
    await expect(cards.getByRole("link", { name: /Abrir ferramenta/ })).toHaveCount(portfolio.length);
    await expect(cards).not.toContainText("Indisponível neste servidor");

    // Images are real, sized and decoded (no broken image, no layout shift).
    await cards.locator("img").last().scrollIntoViewIfNeeded();
    for (const img of await cards.locator("img").all()) {
      await img.scrollIntoViewIfNeeded();
      await expect(img).toHaveAttribute("width", "640");
      await expect(img).toHaveAttribute("height", "400");
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(640);
    }

    const [tab] = await Promise.all([
      context.waitForEvent("page"),
      cards.getByRole("link").filter({ hasText: "Img Auto X" }).click(),
    ]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe("/imgautox");
    await tab.close();
  });

  test("the FAQ works with the keyboard and carries the business claims", async ({ page }) => {
    await page.goto("/");
    const faq = section(page, "Perguntas frequentes");
    const first = faq.locator("summary").first();
    await first.focus();
    await expect(first).toBeFocused();
    await expect(faq.getByText(faqs[0].answer)).toBeHidden();
    await page.keyboard.press("Enter");
    await expect(faq.getByText(faqs[0].answer)).toBeVisible();
    await expect(faq.getByText(faqs[0].answer)).toContainText(deliveryRange(plans[0]));

    await page.keyboard.press("Tab");
    await expect(faq.locator("summary").nth(1)).toBeFocused();
    await page.keyboard.press("Space");
    await expect(faq.getByText(faqs[1].answer)).toHaveText(
      "Você paga 50% no início do projeto e 50% na entrega; cada parte por PIX, transferência bancária ou cartão de crédito em até 12x.",
    );
    await expect(faq.getByText(faqs[0].answer)).toBeHidden(); // one answer open at a time
    await page.keyboard.press("Space");
    await expect(faq.getByText(faqs[1].answer)).toBeHidden();

    for (const summary of await faq.locator("summary").all()) await summary.click();
    await expect(faq.getByText(faqs[2].answer)).toBeHidden();
    const details = faq.locator("details");
    const answers = await details.evaluateAll((all) => all.map((d) => d.querySelector("p")?.textContent ?? ""));
    const text = answers.join(" ");
    for (const plan of plans) expect(text).toContain(`plano ${plan.title}, ${plan.supportDays} dias de suporte`);
    for (const claim of ["12x", "PIX", "transferência", "50% no início", "50% na entrega"]) {
      expect(text).toContain(claim);
    }
  });

  test("the typing title animates, is hidden from assistive tech, and the sound is opt-in", async ({ page }) => {
    const sounds: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/sounds/")) sounds.push(request.url());
    });
    await page.goto("/");
    const typing = page.getByTestId("typing-title");
    await expect(typing).toHaveAttribute("aria-hidden", "true");
    const frames = new Set<string>();
    // It starts complete, pauses 1000 ms, then deletes a letter every 100 ms.
    for (let i = 0; i < 16; i++) {
      frames.add((await typing.locator("span").nth(1).textContent()) ?? "");
      await page.waitForTimeout(160);
    }
    expect(frames.size).toBeGreaterThan(3);
    expect(sounds).toEqual([]);

    const toggle = page.getByRole("button", { name: "Som das teclas" });
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await expect.poll(() => sounds.length).toBeGreaterThan(0);
    expect(sounds[0]).toMatch(/\/sounds\/keypress\.wav$/);
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
  });

  test("the typing title rests, whole, while it is off the screen, and moves again when it is back", async ({
    page,
  }) => {
    await page.goto("/");
    const visible = page.getByTestId("typing-title").locator("span").nth(1);
    const whole = "Transformamos ideias em realidade digital▍";
    await expect(visible).not.toHaveText(whole, { timeout: 5_000 });
    await page.locator("footer").scrollIntoViewIfNeeded();
    await expect(visible).toHaveText(whole);
    const frames = new Set<string>();
    for (let i = 0; i < 8; i++) {
      frames.add((await visible.textContent()) ?? "");
      await page.waitForTimeout(200);
    }
    expect([...frames]).toEqual([whole]);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await expect(visible).not.toHaveText(whole, { timeout: 5_000 });
  });

  test("the typing title stays still under reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    const visible = page.getByTestId("typing-title").locator("span").nth(1);
    await page.waitForTimeout(700);
    await expect(visible).toHaveText("Transformamos ideias em realidade digital▍");
    await page.waitForTimeout(500);
    await expect(visible).toHaveText("Transformamos ideias em realidade digital▍");
  });

  test("has no axe violations", async ({ page }) => {
    await page.goto("/");
    await expectNoAxeViolations(page);
  });

  test("does not shift the layout while loading and animating", async ({ page }) => {
    await page.goto("/");
    await page.waitForTimeout(1500);
    const cls = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
            })[]) {
              if (!entry.hadRecentInput) total += entry.value;
            }
          }).observe({ type: "layout-shift", buffered: true });
          setTimeout(() => resolve(total), 300);
        }),
    );
    expect(cls).toBeLessThan(0.05);
  });
});

/**
 * Where `heading` rests once the page stops scrolling: polled until it stays put for a beat and sits whole
 * between the sticky header and the bottom of the screen, so a smooth scroll slowed by a busy machine is
 * waited for, and a landing off the heading fails with where it rested.
 */
async function expectRestingInPlace(heading: ReturnType<Page["locator"]>, name: string) {
  let last = NaN;
  await expect
    .poll(
      async () => {
        const place = await heading.evaluate((element) => {
          const box = element.getBoundingClientRect();
          return {
            scroll: window.scrollY,
            top: Math.round(box.top),
            bottom: Math.round(box.bottom),
            header: Math.round(document.querySelector("body > header")!.getBoundingClientRect().bottom),
            height: window.innerHeight,
          };
        });
        const still = place.scroll === last;
        last = place.scroll;
        if (!still) return "scrolling";
        return place.top >= place.header - 1 && place.bottom <= place.height
          ? "in place"
          : `rested off its heading: top ${place.top}, bottom ${place.bottom}, header ${place.header}, screen ${place.height}`;
      },
      { message: name, intervals: [300] },
    )
    .toBe("in place");
}

for (const [label, viewport] of [
  ["phone", phone],
  ["desktop", { viewport: { width: 1440, height: 900 } }],
] as const)
  test.describe(`landing page sections below the first screen, ${label}`, () => {
    test.use(viewport);
    test.beforeEach(async ({ page }) => presetConsent(page, "denied"));

    test("wait to be drawn until they come near the screen", async ({ page }) => {
      await page.goto("/");
      const faq = page.getByRole("heading", { name: "Perguntas frequentes" });
      // Skipped by content-visibility: in the page (find, assistive technology) but not laid out yet.
      await expect(faq).toHaveCount(1);
      expect(await faq.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }))).toBe(false);
      await faq.scrollIntoViewIfNeeded();
      await expect(faq).toBeInViewport();
    });

    test("every section link lands with its heading whole below the header", async ({ page }) => {
      for (const link of [...sectionLinks, contactLink]) {
        await page.goto("/");
        const id = link.href.split("#")[1];
        if (label === "phone") {
          await page.getByRole("button", { name: "Abrir menu" }).click();
          await page
            .getByRole("navigation", { name: "Menu principal" })
            .getByRole("link", { name: link.label })
            .click();
        } else {
          await page.getByRole("banner").getByRole("link", { name: link.label, exact: true }).click();
        }
        await expect(page).toHaveURL(new RegExp(`#${id}$`));
        await expectRestingInPlace(page.locator(`#${id} h2`), link.label);
      }
    });

    test("a visit that opens on a section lands on it", async ({ page }) => {
      await page.goto(contactFormLink({ topic: "projeto", plan: plans[1] }));
      await expectRestingInPlace(page.locator("#contato h2"), "Fale conosco");
    });
  });

test.describe("landing page in dark mode", () => {
  test.use({ colorScheme: "dark" });
  test.beforeEach(async ({ page }) => presetConsent(page, "denied"));

  test("has no axe violations (contrast included)", async ({ page }) => {
    await page.goto("/");
    await expectNoAxeViolations(page);
  });
});

test.describe("landing page on a phone", () => {
  test.use(phone);
  test.beforeEach(async ({ page }) => presetConsent(page, "denied"));

  test("fits the screen and keeps every section and call to action reachable", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    for (const name of ["Iniciar projeto", "Ver demonstração"])
      await expect(page.getByRole("link", { name })).toBeInViewport();
    const cta = page.getByRole("link", { name: "Selecionar plano Profissional" });
    await cta.scrollIntoViewIfNeeded();
    await expect(cta).toBeInViewport();
    // With BOOKING_URL set, "Agendar reunião" opens the booking page instead (e2e/company.spec.ts).
  });

  test("has no axe violations", async ({ page }) => {
    await page.goto("/");
    await expectNoAxeViolations(page);
  });
});
