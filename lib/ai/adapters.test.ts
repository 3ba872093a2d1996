import { describe, expect, it } from "vitest";
import { espeakVoice, readWav } from "./espeak";
import { imageFamily, imageMime, imageParams } from "./image";
import { looksLikeMp3 } from "./speech";

describe("image adapter", () => {
  it("tells the families apart; unknown names get the classic DALL-E shape", () => {
    expect(imageFamily("gpt-image-2.5-flare")).toBe("gpt-image");
    expect(imageFamily("chatgpt-image-latest")).toBe("gpt-image");
    expect(imageFamily("dall-e-3")).toBe("dall-e");
    expect(imageFamily("stable-diffusion")).toBe("dall-e");
  });

  it("maps landscape/standard/vivid onto GPT-image", () => {
    const params = imageParams({ prompt: "praia", size: "1792x1024", quality: "standard", style: "vivid" }, "gpt-image-2.5-sunburst");
    expect(params).toMatchObject({ size: "1536x1024", quality: "medium", n: 1 });
    expect(params).not.toHaveProperty("style");
  });

  it("recognises PNG, JPEG and WebP data", () => {
    expect(imageMime(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]).toString("base64"))).toBe("image/png");
    expect(imageMime(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]).toString("base64"))).toBe("image/jpeg");
    expect(imageMime(Buffer.from("RIFF\0\0\0\0WEBPVP8 ").toString("base64"))).toBe("image/webp");
    expect(imageMime(Buffer.from("<html>").toString("base64"))).toBeUndefined();
  });
});

describe("offline speech", () => {
  it("picks male and female pt-BR variants by voice", () => {
    expect(espeakVoice("alloy")).toBe("pt-br");
    expect(espeakVoice("onyx")).toMatch(/^pt-br\+m\d$/);
    expect(espeakVoice("nova")).toMatch(/^pt-br\+f\d$/);
  });

  it("reads the samples of a WAV whose data size was left unset", () => {
    const wav = Buffer.alloc(44 + 8);
    wav.write("RIFF", 0, "latin1");
    wav.write("WAVEfmt ", 8, "latin1");
    wav.writeUInt32LE(16, 16);
    wav.writeUInt32LE(16000, 24);
    wav.write("data", 36, "latin1");
    wav.writeUInt32LE(0xffffffff, 40);
    wav.writeInt16LE(1234, 44);
    wav.writeInt16LE(-5, 46);
    const { samples, sampleRate } = readWav(new Uint8Array(wav));
    expect(sampleRate).toBe(16000);
    expect(Array.from(samples.slice(0, 2))).toEqual([1234, -5]);
    expect(samples).toHaveLength(4);
  });

  it("recognises MP3 data by ID3 tag or frame sync", () => {
    expect(looksLikeMp3(new Uint8Array([0x49, 0x44, 0x33, 4]))).toBe(true);
    expect(looksLikeMp3(new Uint8Array([0xff, 0xf3, 0x64, 0xc4]))).toBe(true);
    expect(looksLikeMp3(new Uint8Array([0x7b, 0x22, 0x6e, 0x6f]))).toBe(false);
  });
});
