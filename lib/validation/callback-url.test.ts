import { describe, expect, it } from "vitest";
import { safeCallbackPath } from "./callback-url";

describe("safeCallbackPath", () => {
  it("keeps paths of this site", () => {
    expect(safeCallbackPath("/translate")).toBe("/translate");
    expect(safeCallbackPath("/translate?x=1#y")).toBe("/translate?x=1#y");
    expect(safeCallbackPath("/elementor")).toBe("/elementor");
  });

  it("sends anything else to /translate (no open redirect)", () => {
    for (const value of [
      null,
      "",
      "https://evil.example/",
      "//evil.example/x",
      "/\\evil.example",
      "\\\\evil.example",
      "javascript:alert(1)",
      "/login?callbackUrl=/x",
      "/api/auth/signout",
      "translate",
    ]) {
      expect(safeCallbackPath(value)).toBe("/translate");
    }
  });

  it("checks the path a browser would follow, after dot segments and encodings are resolved", () => {
    const tricks = [
      "/.//evil.example/phish",
      "/%2e//evil.example/phish",
      "/%2E//evil.example",
      "/translate/..//evil.example/phish",
      "/\t/evil.example",
      "/\n//evil.example",
      "/%2e%2e//evil.example",
    ];
    for (const value of tricks) {
      expect(new URL(safeCallbackPath(value), "https://site.example").origin, value).toBe("https://site.example");
    }
    expect(safeCallbackPath("/translate/../elementor")).toBe("/elementor");
  });
});
