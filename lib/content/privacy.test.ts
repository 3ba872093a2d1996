import { describe, expect, it } from "vitest";
import { privacySections } from "./privacy";

/** /privacidade's text, as a visitor reads it. */
const pageText = (pixel: boolean) =>
  privacySections({ pixel })
    .flatMap((section) => [section.title, ...section.body])
    .join(" ");

describe("/privacidade", () => {
  it.each([true, false])("names every cookie the site sets (pixel configured: %s)", (pixel) => {
    const text = pageText(pixel);
    expect(text).toContain("cookie de sessão");
    // The site export's owner cookie (lib/converter/site/owner.ts), one day long.
    expect(text).toMatch(/site inteiro.*cookie funcional.*vale por um dia/);
    // The confirmation link's token, out of the address (lib/auth/confirmation-cookie.ts), one hour long.
    expect(text).toMatch(/link de confirmação.*cookie funcional.*vale por uma hora/);
  });
});
