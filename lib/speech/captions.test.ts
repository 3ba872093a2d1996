import { describe, expect, it } from "vitest";
import { CAPTION_LINE_MAX, cueTexts, formatCaptions, parseCaptions, srtToVtt, wrapLines } from "./captions";

const lines = (cue: string) => cue.split("\n");

describe("cueTexts", () => {
  it("keeps every cue to 2 lines of at most 42 characters, and every word in order", () => {
    const text =
      "Uma frase muito comprida, com várias vírgulas, muitas palavras e nenhuma pausa longa, precisa ser cortada " +
      "em legendas menores para caber na tela do celular. Depois vem outra.";
    const cues = cueTexts(text);
    expect(cues.length).toBeGreaterThan(2);
    for (const cue of cues) {
      expect(lines(cue).length).toBeLessThanOrEqual(2);
      for (const line of lines(cue)) expect(line.length).toBeLessThanOrEqual(CAPTION_LINE_MAX);
    }
    expect(cues.map((cue) => cue.replace(/\n/g, " ")).join(" ")).toBe(text);
  });

  it("cuts at sentence ends first and lets short sentences share a cue", () => {
    expect(cueTexts("Oi. Tudo bem? Sim.")).toEqual(["Oi. Tudo bem? Sim."]);
    const cues = cueTexts(
      "Esta primeira frase ocupa quase uma linha inteira. Esta segunda também ocupa quase uma linha. E a terceira.",
    );
    expect(cues[0]).toBe("Esta primeira frase ocupa quase uma linha\ninteira.");
  });

  it("never breaks where the normaliser reads two words as one (R$ 10, 10 kg, nº 3)", () => {
    const filler = "palavra ".repeat(4);
    for (const pair of ["R$ 1.299,90", "25 kg", "nº 3", "50 %"]) {
      for (let pad = 0; pad < 12; pad++) {
        const text = `${"x".repeat(pad)} ${filler}${pair} fim`;
        const joined = cueTexts(text).flatMap(lines);
        expect(joined.some((line) => line.includes(pair))).toBe(true);
      }
    }
  });

  it("cuts a word longer than a line (a URL)", () => {
    const url = `https://exemplo.com.br/${"a".repeat(60)}`;
    for (const line of wrapLines(`veja ${url} agora`)) expect(line.length).toBeLessThanOrEqual(CAPTION_LINE_MAX);
  });
});

describe("formatCaptions", () => {
  const cues = [
    { text: "Bom dia!\nTudo bem?", start: 0.126, end: 2.1 },
    { text: "Até logo.", start: 62.5, end: 3725.004 },
  ];

  it("writes SubRip and WebVTT with their own time separators, and reads them back", () => {
    const srt = formatCaptions(cues, "srt");
    expect(srt).toBe(
      "1\n00:00:00,126 --> 00:00:02,100\nBom dia!\nTudo bem?\n\n2\n00:01:02,500 --> 01:02:05,004\nAté logo.\n",
    );
    const vtt = srtToVtt(srt);
    expect(vtt.startsWith("WEBVTT\n\n1\n00:00:00.126 --> 00:00:02.100\nBom dia!\nTudo bem?\n")).toBe(true);
    expect(parseCaptions(vtt)).toEqual(cues);
  });
});
