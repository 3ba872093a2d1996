import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { KeepHyphenated } from "./keep-hyphenated";

describe("KeepHyphenated", () => {
  it("keeps 'E-commerce' on one line and leaves the other words free to wrap", () => {
    expect(renderToStaticMarkup(<KeepHyphenated text="Gerador de Descrições E-commerce" />)).toBe(
      'Gerador de Descrições <span class="whitespace-nowrap">E-commerce</span>',
    );
    expect(renderToStaticMarkup(<KeepHyphenated text="Tradutor" />)).toBe("Tradutor");
  });
});
