import { describe, expect, it } from "vitest";
import { parseSrcset } from "../srcset";
import { candidateFor, displayedWidth, mergeWidths, sizesAt } from "./displayed-size";

describe("the width an image is shown at", () => {
  it("reads sizes at the phone's and the desktop's width", () => {
    const sizes = "(max-width: 767px) 100vw, (max-width: 1024px) 50vw, 600px";
    expect(sizesAt(sizes, 390)).toBe(390);
    expect(sizesAt(sizes, 900)).toBe(450);
    expect(sizesAt(sizes, 1440)).toBe(600);
    expect(sizesAt("(min-width: 1200px) 33vw, 90vw", 1440)).toBeCloseTo(475.2);
    expect(sizesAt("(min-width: 1200px) 33vw, 90vw", 390)).toBe(351);
    expect(sizesAt("(min-width: 40em) 20rem, 100vw", 1440)).toBe(320);
    // What cannot be read is unknown rather than guessed.
    expect(sizesAt("calc(100vw - 2rem)", 390)).toBeNull();
    expect(sizesAt("(orientation: portrait) 50vw, 100vw", 390)).toBeNull();
  });

  it("counts device pixels: 390 px at ratio 3 and 1440 px at ratio 2, the larger of the two", () => {
    // WordPress writes sizes="(max-width: W px) 100vw, W px" for an image W px wide.
    expect(displayedWidth({ sizes: "(max-width: 300px) 100vw, 300px" })).toBe(900); // the phone: 300 x 3
    expect(displayedWidth({ sizes: "(max-width: 800px) 100vw, 800px" })).toBe(1600); // the desktop: 800 x 2
    expect(displayedWidth({ sizes: "100vw" })).toBe(2880);
    // The width attribute, no wider than the screen (themes cap images at max-width: 100%).
    expect(displayedWidth({ width: "250" })).toBe(750);
    expect(displayedWidth({ width: "1200" })).toBe(2400);
    expect(displayedWidth({ sizes: "auto", width: "400" })).toBe(1170);
    // Nothing said: unknown.
    expect(displayedWidth({})).toBeNull();
    expect(displayedWidth({ width: "100%" })).toBeNull();
  });

  it("sizes a file for its largest use, and an unknown use (a CSS background) leaves it unbounded", () => {
    expect(mergeWidths(undefined, 600)).toBe(600);
    expect(mergeWidths(600, 1600)).toBe(1600);
    expect(mergeWidths(1600, 600)).toBe(1600);
    expect(mergeWidths(600, null)).toBeNull();
    expect(mergeWidths(null, 600)).toBeNull();
  });

  it("keeps the one srcset candidate that covers the largest displayed width", () => {
    const candidates = parseSrcset("a-300.jpg 300w, a-768.jpg 768w, a-1024.jpg 1024w, a-2048.jpg 2048w");
    expect(candidateFor(candidates, 900)?.url).toBe("a-1024.jpg");
    expect(candidateFor(candidates, 768)?.url).toBe("a-768.jpg");
    expect(candidateFor(candidates, 5000)?.url).toBe("a-2048.jpg"); // never more than the widest there is
    expect(candidateFor(candidates, null)).toBeNull();
    expect(candidateFor(parseSrcset("a.jpg 1x, a@2x.jpg 2x"), 900)).toBeNull();
  });
});
