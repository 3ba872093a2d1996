import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { pngAlpha, transparentPng } from "@/test-support/fakes/png";
import { cropToAspect } from "./crop";
import { deliveredSize, imageSizes } from "./sizes";

const aspects = ["1:1", "4:5", "9:16", "16:9"] as const;
const dataUrl = (bytes: Buffer, mime = "image/png") => `data:${mime};base64,${bytes.toString("base64")}`;
const bytesOf = (url: string) => Buffer.from(url.slice(url.indexOf(",") + 1), "base64");

/** A flat grey image of the provider's size with one red square: the subject the crop has to keep. */
async function photo(width: number, height: number, subject: { left: number; top: number }, format: "png" | "jpeg") {
  const square = await sharp({ create: { width: 96, height: 96, channels: 3, background: "#e11d48" } })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: "#808080" } })
    .composite([{ input: square, ...subject }])
    .toFormat(format)
    .toBuffer();
}

async function hasRed(bytes: Buffer): Promise<boolean> {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  for (let at = 0; at < data.length; at += info.channels) if (data[at] > 180 && data[at + 1] < 80) return true;
  return false;
}

describe("image proportions", () => {
  it("delivers exactly 1:1, 4:5, 9:16 and 16:9 from each family's sizes, and says so", () => {
    expect(aspects.map((aspect) => deliveredSize("gpt-image", aspect))).toEqual([
      "1024x1024",
      "1024x1280",
      "864x1536",
      "1536x864",
    ]);
    expect(aspects.map((aspect) => deliveredSize("dall-e", aspect))).toEqual([
      "1024x1024",
      "1024x1280",
      "1008x1792",
      "1792x1008",
    ]);
    for (const family of ["gpt-image", "dall-e"] as const) {
      for (const aspect of aspects) {
        const [a, b] = aspect.split(":").map(Number);
        const [width, height] = deliveredSize(family, aspect).split("x").map(Number);
        expect(width * b).toBe(height * a);
      }
    }
  });

  it("cuts the provider's image to exactly the proportion, keeping the subject and the format", async () => {
    for (const family of ["gpt-image", "dall-e"] as const) {
      for (const aspect of ["4:5", "9:16", "16:9"] as const) {
        const [width, height] = imageSizes[family][aspect].split("x").map(Number);
        // The subject sits at the edge the crop cuts from: a centred cut would lose it.
        const cutsWidth = Number(deliveredSize(family, aspect).split("x")[0]) < width;
        const subject = cutsWidth ? { left: width - 100, top: height / 2 } : { left: width / 2, top: 4 };
        const cut = await cropToAspect(dataUrl(await photo(width, height, subject, "jpeg"), "image/jpeg"), aspect);
        const meta = await sharp(bytesOf(cut.image)).metadata();
        expect(`${meta.width}x${meta.height}`).toBe(deliveredSize(family, aspect));
        expect({ width: cut.width, height: cut.height }).toEqual({ width: meta.width, height: meta.height });
        expect(meta.format).toBe("jpeg");
        expect(cut.image.startsWith("data:image/jpeg;base64,")).toBe(true);
        expect(await hasRed(bytesOf(cut.image))).toBe(true);
      }
    }
  });

  it("keeps a transparent PNG transparent, and leaves an image already in proportion untouched", async () => {
    const clear = dataUrl(transparentPng(1024, 1536));
    const cut = await cropToAspect(clear, "9:16");
    expect(cut).toMatchObject({ width: 864, height: 1536 });
    expect(pngAlpha(bytesOf(cut.image))).toEqual({ colorType: 6, hasTransparentPixel: true });
    const square = dataUrl(transparentPng(1024, 1024));
    expect(await cropToAspect(square, "1:1")).toEqual({ image: square, width: 1024, height: 1024 });
  });
});
