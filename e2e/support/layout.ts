import type { Locator, Page } from "@playwright/test";

/**
 * The visible links and buttons inside `scope` whose text runs over more than one line, as
 * "label (n lines)". Text rectangles are measured, so an icon beside the text does not count.
 */
export async function wrappedItems(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) => {
    const wrapped: string[] = [];
    for (const item of root.querySelectorAll<HTMLElement>("a, button")) {
      if (!item.checkVisibility()) continue;
      const tops: number[] = [];
      const walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim() || !node.parentElement?.checkVisibility()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) if (rect.width > 0) tops.push(rect.top);
      }
      const lines = tops.filter((top, i) => tops.findIndex((other) => Math.abs(other - top) < 4) === i).length;
      if (lines > 1) wrapped.push(`${item.innerText.replace(/\s+/g, " ").trim()} (${lines} linhas)`);
    }
    return wrapped;
  });
}

/** How many CSS pixels the page is wider than the viewport (0 when nothing scrolls sideways). */
export async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) - window.innerWidth);
}

/** Elements sticking out past the viewport's right edge, to say what caused a sideways scroll. */
export async function widestElements(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("body *")]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5 && element.checkVisibility())
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 4).join(".")} right=${Math.round(element.getBoundingClientRect().right)}`),
  );
}
