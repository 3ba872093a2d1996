import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ApplicationError } from "./application-error";

describe("ApplicationError", () => {
  it.each([
    [400, "400 Bad Request"],
    [403, "403 Forbidden"],
    [404, "404 Not Found"],
    [405, "405 Method Not Allowed"],
  ] as const)("shows %i as %s", (status, line) => {
    const html = renderToStaticMarkup(<ApplicationError status={status} pathname="/x" />);
    expect(html).toContain("Unexpected Application Error!");
    expect(html).toContain(line);
  });

  it("says which URL had no route for 404", () => {
    expect(renderToStaticMarkup(<ApplicationError status={404} pathname="/nada" />)).toContain(
      "No route matches URL &quot;/nada&quot;",
    );
  });

  it("falls back to 500 for unexpected failures", () => {
    expect(renderToStaticMarkup(<ApplicationError status={undefined} />)).toContain("500 Internal Server Error");
  });
});
