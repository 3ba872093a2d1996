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
