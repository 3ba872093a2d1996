import type { Locator, Page } from "@playwright/test";

/**
 * The texts of visible links and buttons inside `scope` that run over more than one line, as
 * "text (n linhas)". Each text is measured on its own, so a label with a description set on the line
 * below it on purpose does not count; one that breaks inside ("Software / House") does.
 */
export async function wrappedItems(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) => {
    const wrapped: string[] = [];
    for (const item of root.querySelectorAll<HTMLElement>("a, button")) {
      if (!item.checkVisibility()) continue;
      const walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim();
        if (!text || !node.parentElement?.checkVisibility()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const tops = [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => rect.top);
        const lines = tops.filter((top, i) => tops.findIndex((other) => Math.abs(other - top) < 4) === i).length;
        if (lines > 1) wrapped.push(`${text} (${lines} linhas)`);
      }
    }
    return wrapped;
  });
}

/** Whether a select's chosen option is shown whole, not cut at the select's edge. */
export async function selectShowsItsChoice(select: Locator): Promise<boolean> {
  return select.evaluate((element: HTMLSelectElement) => {
    const probe = document.createElement("span");
    probe.style.font = getComputedStyle(element).font;
    probe.style.position = "absolute";
    probe.style.whiteSpace = "nowrap";
    probe.textContent = element.selectedOptions[0].text;
    document.body.append(probe);
    const style = getComputedStyle(element);
    const room = element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    const needed = probe.getBoundingClientRect().width;
    probe.remove();
    return needed <= room;
  });
}

/** How many CSS pixels the page is wider than the viewport (0 when nothing scrolls sideways). */
export async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) - window.innerWidth,
  );
}

/** Elements sticking out past the viewport's right edge, to say what caused a sideways scroll. */
export async function widestElements(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("body *")]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5 && element.checkVisibility())
      .slice(0, 5)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 4).join(".")} right=${Math.round(element.getBoundingClientRect().right)}`,
      ),
  );
}

/**
 * Links, buttons and fields under 24 x 24 px (WCAG 2.2, 2.5.8), as "tag "text" WxH". A link inside a
 * sentence is excepted, as the criterion allows; so are visually hidden elements (the skip link until
 * focused) and a checkbox or radio with a label of that size, which ticks it too.
 */
export async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector = "a[href], button, input:not([type=hidden]), select, textarea, summary, [role=tab], [role=button]";
    const small: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (box.width <= 1 || box.height <= 1 || style.clipPath !== "none" || style.clip !== "auto") continue;
      if (element.tagName === "LABEL") continue;
      // A checkbox or radio is also ticked through its label: that is the target to measure.
      if (element.matches("input[type=checkbox], input[type=radio]") && (element as HTMLInputElement).labels?.length) {
        const labels = [...(element as HTMLInputElement).labels!].map((label) => label.getBoundingClientRect());
        if (labels.some((label) => label.height >= 24 && label.width >= 24)) continue;
      }
      // In a sentence: its parent has text of its own around it ("Não tem conta? Criar conta").
      const around = [...(element.parentElement?.childNodes ?? [])].some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
      );
      if ((element.tagName === "A" || element.tagName === "BUTTON") && around) continue;
      if (box.width < 24 || box.height < 24) {
        const text = (element.textContent ?? element.getAttribute("aria-label") ?? "").trim().slice(0, 40);
        small.push(`${element.tagName.toLowerCase()} "${text}" ${Math.round(box.width)}x${Math.round(box.height)}`);
      }
    }
    return small;
  });
}
