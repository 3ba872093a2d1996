import { voices, type Voice } from "@/lib/validation/speech-options";

export type ScriptLine = { voice: Voice; text: string };

/**
 * A script's turns (a voice speaking until another takes over) are spoken one engine call each, or more when a
 * turn is long or captioned: the cap keeps a request's calls bounded whatever the lines look like.
 */
export const SCRIPT_TURNS_MAX = 40;

const names = voices.map((voice) => voice.value) as readonly string[];
/** "nova: texto", "Onyx : texto": a single word of letters, then a colon. */
const SPEAKER = /^\s*([\p{L}]{2,20})\s*:\s*(.*)$/u;

export const scriptMessages = {
  unknownVoice: (name: string) => `O roteiro usa a voz "${name}", que não existe. Use uma destas: ${names.join(", ")}.`,
  forAccounts: "Roteiros com várias vozes são para contas: entre na sua conta para usar vozes diferentes por linha.",
  emptyLine: (name: string) => `A linha da voz "${name}" está vazia. Escreva o que ela deve falar.`,
  tooManyTurns: (turns: number) =>
    `O roteiro tem ${turns} falas, e o limite é ${SCRIPT_TURNS_MAX} falas: cada troca de voz começa uma fala. ` +
    "Junte as falas ou divida o roteiro em partes.",
};

export class ScriptError extends Error {}

/**
 * A text where some line starts with a voice's name and a colon is a script: each such line is spoken by that
 * voice, and lines without a name go on with the voice before them. In a script, any other "Name:" at the start
 * of a line is a voice that does not exist. Lines of the voice already speaking, named again or not, join its
 * turn. A text without any voice's name is one line in the chosen voice.
 */
export function parseScript(text: string, voice: Voice): { lines: ScriptLine[]; isScript: boolean } {
  const raw = text.split(/\r?\n/);
  const isScript = raw.some((line) => names.includes(SPEAKER.exec(line)?.[1].toLowerCase() ?? ""));
  if (!isScript) return { lines: [{ voice, text: text.trim() }], isScript };
  const lines: ScriptLine[] = [];
  let current = voice;
  for (const line of raw) {
    const speaker = SPEAKER.exec(line);
    let said = line.trim();
    if (speaker) {
      const name = speaker[1].toLowerCase();
      if (!names.includes(name)) throw new ScriptError(scriptMessages.unknownVoice(speaker[1]));
      current = name as Voice;
      said = speaker[2].trim();
      if (!said) throw new ScriptError(scriptMessages.emptyLine(speaker[1]));
    }
    if (!said) continue;
    const last = lines.at(-1);
    if (last?.voice === current) last.text = `${last.text}\n${said}`;
    else lines.push({ voice: current, text: said });
  }
  if (lines.length > SCRIPT_TURNS_MAX) throw new ScriptError(scriptMessages.tooManyTurns(lines.length));
  return { lines, isScript };
}

/** The text without the voices' names, as the captions and the file name show it. */
export const scriptText = (lines: ScriptLine[]) => lines.map((line) => line.text).join("\n");
