import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { featuredRecipes } from "@/lib/recipes/recipes";
import { svgDataUri } from "./inline-image";

describe("svgDataUri", () => {
  it("carries the whole illustration, decodable back to the same drawing", () => {
    const image = featuredRecipes[0].image;
    const uri = svgDataUri(image);
    expect(uri).toMatch(/^data:image\/svg\+xml,/);
    expect(uri).not.toMatch(/[<>#"\s]/); // a valid URL, as HTML's src must be
    const decoded = decodeURIComponent(uri.slice("data:image/svg+xml,".length));
    const original = readFileSync(`public${image}`, "utf8");
    const shapes = (svg: string) => svg.match(/<[a-z]+\b/g);
    expect(shapes(decoded)).toEqual(shapes(original));
    expect(decoded).toContain("viewBox='0 0 400 300'");
    // small enough to sit in the HTML (gzip shrinks it further)
    expect(uri.length).toBeLessThan(2500);
  });
});
