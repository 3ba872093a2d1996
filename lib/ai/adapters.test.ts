import { describe, expect, it } from "vitest";
import { looksLikeMp3, pcmPieces, readWav, UnsupportedAudio } from "@/lib/speech/pcm-to-mp3";
import { imageFamily, imageMime, imageParams } from "./image";

describe("image adapter", () => {
  it("tells the families apart; unknown names get the classic DALL-E shape", () => {
    expect(imageFamily("gpt-image-2.5-flare")).toBe("gpt-image");
    expect(imageFamily("chatgpt-image-latest")).toBe("gpt-image");
    expect(imageFamily("dall-e-3")).toBe("dall-e");
    expect(imageFamily("stable-diffusion")).toBe("dall-e");
  });

  const base = {
    prompt: "praia",
    aspect: "1:1",
    transparent: false,
    n: 1,
    quality: "standard",
    style: "vivid",
  } as const;

  it("maps every proportion to each family's size from one table", () => {
    const sizes = (model: string) =>
      (["1:1", "4:5", "9:16", "16:9"] as const).map((aspect) => imageParams({ ...base, aspect }, model).size);
    expect(sizes("gpt-image-2.6-flare")).toEqual(["1024x1024", "1024x1536", "1024x1536", "1536x1024"]);
    expect(sizes("dall-e-3")).toEqual(["1024x1024", "1024x1792", "1024x1792", "1792x1024"]);
  });

  it("maps landscape/standard/vivid onto GPT-image", () => {
    const params = imageParams({ ...base, aspect: "16:9" }, "gpt-image-2.5-sunburst");
    expect(params).toMatchObject({ size: "1536x1024", quality: "medium", n: 1 });
    expect(params).not.toHaveProperty("style");
    expect(params).not.toHaveProperty("background");
  });

  it("asks GPT-image for n transparent PNGs in one request, the DALL-E shape for one at a time", () => {
    const wanted = { ...base, aspect: "9:16", transparent: true, n: 2 } as const;
    expect(imageParams(wanted, "gpt-image-2.6-flare")).toMatchObject({
      size: "1024x1536",
      n: 2,
      background: "transparent",
      output_format: "png",
    });
    expect(imageParams({ ...wanted, transparent: false }, "dall-e-3")).toMatchObject({ n: 1, size: "1024x1792" });
    expect(() => imageParams(wanted, "dall-e-3")).toThrow(/não gera fundo transparente/);
  });

  it("recognises PNG, JPEG and WebP data", () => {
    expect(imageMime(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]).toString("base64"))).toBe(
      "image/png",
    );
    expect(imageMime(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]).toString("base64"))).toBe("image/jpeg");
    expect(imageMime(Buffer.from("RIFF\0\0\0\0WEBPVP8 ").toString("base64"))).toBe("image/webp");
    expect(imageMime(Buffer.from("<html>").toString("base64"))).toBeUndefined();
  });
});

describe("WAV input", () => {
  it("reads the samples of a WAV whose data size was left unset", () => {
    const wav = Buffer.alloc(44 + 8);
    wav.write("RIFF", 0, "latin1");
    wav.write("WAVEfmt ", 8, "latin1");
    wav.writeUInt32LE(16, 16);
    wav.writeUInt16LE(1, 20); // PCM
    wav.writeUInt16LE(1, 22); // mono
    wav.writeUInt32LE(16000, 24);
    wav.writeUInt16LE(16, 34);
    wav.write("data", 36, "latin1");
    wav.writeUInt32LE(0xffffffff, 40);
    wav.writeInt16LE(1234, 44);
    wav.writeInt16LE(-5, 46);
    const { samples, sampleRate } = readWav(new Uint8Array(wav));
    expect(sampleRate).toBe(16000);
    expect(Array.from(samples.slice(0, 2))).toEqual([1234, -5]);
    expect(samples).toHaveLength(4);
  });

  it("mixes stereo and 32-bit float WAVs down to 16-bit mono, and refuses what it cannot read", () => {
    const wav = (tag: number, channels: number, bits: number, data: Buffer) => {
      const header = Buffer.alloc(44);
      header.write("RIFFxxxxWAVEfmt ", 0, "latin1");
      header.writeUInt32LE(16, 16);
      header.writeUInt16LE(tag, 20);
      header.writeUInt16LE(channels, 22);
      header.writeUInt32LE(24000, 24);
      header.writeUInt16LE(bits, 34);
      header.write("data", 36, "latin1");
      header.writeUInt32LE(data.length, 40);
      return new Uint8Array(Buffer.concat([header, data]));
    };
    const stereo = Buffer.alloc(8);
    [1000, 3000, -200, -400].forEach((sample, i) => stereo.writeInt16LE(sample, i * 2));
    expect(Array.from(readWav(wav(1, 2, 16, stereo)).samples)).toEqual([2000, -300]);
    const float = Buffer.alloc(8);
    float.writeFloatLE(0.5, 0);
    float.writeFloatLE(-1, 4);
    expect(Array.from(readWav(wav(3, 1, 32, float)).samples)).toEqual([16384, -32767]);
    expect(() => readWav(wav(1, 1, 8, Buffer.alloc(4)))).toThrow(UnsupportedAudio);
    expect(() => readWav(new Uint8Array(Buffer.from("OggS fake opus")))).toThrow(UnsupportedAudio);
  });

  it("reassembles PCM samples split between pieces", () => {
    const pcm = Buffer.alloc(14);
    const samples = [1, -2, 300, -32768, 32767, 12345, -7];
    samples.forEach((sample, i) => pcm.writeInt16LE(sample, i * 2));
    const next = pcmPieces();
    const pieces = [pcm.subarray(0, 3), pcm.subarray(3, 4), pcm.subarray(4, 9), pcm.subarray(9)];
    expect(pieces.flatMap((piece) => Array.from(next(piece)))).toEqual(samples);
  });

  it("recognises MP3 data by ID3 tag or frame sync", () => {
    expect(looksLikeMp3(new Uint8Array([0x49, 0x44, 0x33, 4]))).toBe(true);
    expect(looksLikeMp3(new Uint8Array([0xff, 0xf3, 0x64, 0xc4]))).toBe(true);
    expect(looksLikeMp3(new Uint8Array([0x7b, 0x22, 0x6e, 0x6f]))).toBe(false);
  });
});
