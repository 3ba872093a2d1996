import { describe, expect, it } from "vitest";
import { speechFileName } from "./file-name";
import { parseScript, ScriptError } from "./script";

describe("parseScript", () => {
  it("gives each line starting with a voice's name to that voice; other lines go on with it", () => {
    const { lines, isScript } = parseScript("nova: Olá!\nTudo bem?\nOnyx : Tudo ótimo.\n\nnova: Que bom.", "alloy");
    expect(isScript).toBe(true);
    expect(lines).toEqual([
      { voice: "nova", text: "Olá!\nTudo bem?" },
      { voice: "onyx", text: "Tudo ótimo." },
      { voice: "nova", text: "Que bom." },
    ]);
  });

  it("joins the lines of the voice already speaking, named again or not, into one turn, and caps the turns", () => {
    expect(parseScript("nova: Olá.\nnova: Tudo bem?\nonyx: Sim.\nonyx: E você?", "alloy").lines).toEqual([
      { voice: "nova", text: "Olá.\nTudo bem?" },
      { voice: "onyx", text: "Sim.\nE você?" },
    ]);
    const turns = (count: number) =>
      Array.from({ length: count }, (_, i) => `${i % 2 ? "onyx" : "nova"}: Fala ${i + 1}.`).join("\n");
    expect(parseScript(turns(40), "alloy").lines).toHaveLength(40);
    expect(() => parseScript(turns(41), "alloy")).toThrow(
      "O roteiro tem 41 falas, e o limite é 40 falas: cada troca de voz começa uma fala. Junte as falas ou divida o roteiro em partes.",
    );
  });

  it("reads a text without any voice's name in the chosen voice, colons and all", () => {
    expect(parseScript("Obs: abre às 9h.\nhttps://exemplo.com", "echo")).toEqual({
      lines: [{ voice: "echo", text: "Obs: abre às 9h.\nhttps://exemplo.com" }],
      isScript: false,
    });
  });

  it("refuses a voice that does not exist in a script, naming it", () => {
    expect(() => parseScript("nova: Olá.\nmarin: Oi.", "alloy")).toThrow(ScriptError);
    expect(() => parseScript("nova: Olá.\nmarin: Oi.", "alloy")).toThrow(/"marin", que não existe/);
  });
});

describe("speechFileName", () => {
  it("names the file after the text's first words", () => {
    expect(speechFileName("Olá, mundo! Este é um teste da voz.", "mp3")).toBe("ola-mundo-este-e-um-teste.mp3");
    expect(speechFileName("Ação: R$ 10", "srt")).toBe("acao-r-10.srt");
    expect(speechFileName("!!!", "vtt")).toBe("audio.vtt");
  });
});
