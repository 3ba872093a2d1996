import { describe, expect, it } from "vitest";
import { safeCallbackPath } from "./callback-url";

describe("safeCallbackPath", () => {
  it("keeps paths of this site", () => {
    expect(safeCallbackPath("/translate")).toBe("/translate");
    expect(safeCallbackPath("/translate?x=1#y")).toBe("/translate?x=1#y");
    expect(safeCallbackPath("/elementor")).toBe("/elementor");
  });

  it("sends anything else to /translate (no open redirect)", () => {
    for (const value of [null, "", "https://evil.example/", "//evil.example/x", "/\\evil.example", "\\\\evil.example", "javascript:alert(1)", "/login?callbackUrl=/x", "/api/auth/signout", "translate"]) {
      expect(safeCallbackPath(value)).toBe("/translate");
    }
  });
});
