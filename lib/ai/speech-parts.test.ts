import { describe, expect, it } from "vitest";
import { partCueSpans, planSpeech, type SpeechUnit } from "./speech";

const mp3 = Buffer.alloc(0);
/** lame's delay at 24 kHz: where a voice found in the PCM is heard in the MP3. */
const delay = 1105 / 24_000;
const unit: SpeechUnit = {
  voice: "alloy",
  text: "Bom dia. Hoje vamos falar de legendas. Fim.",
  cues: [
    { cue: "Bom dia.", text: "Bom dia." },
    { cue: "Hoje vamos falar de legendas.", text: "Hoje vamos falar de legendas." },
    { cue: "Fim.", text: "Fim." },
  ],
};

describe("a part's subtitles, timed from its audio", () => {
  it("changes subtitle in the pauses of the voice, not where the characters alone would put it", () => {
    // The voice from 0,1 s to 4,1 s, quiet from 1,1 to 1,4 s and from 3,5 to 3,7 s.
    const spoken = {
      mp3,
      seconds: 4.3,
      speech: [0.1, 4.1] as [number, number],
      pauses: [
        [1.1, 1.4],
        [3.5, 3.7],
      ] as [number, number][],
    };
    const spans = partCueSpans(unit, spoken, 4.3, 24_000);
    const expected = [
      [0.1, 1.1],
      [1.4, 3.5],
      [3.7, 4.1],
    ];
    spans.forEach(([start, end], i) => {
      expect(start).toBeCloseTo(expected[i][0] + delay, 3);
      expect(end).toBeCloseTo(expected[i][1] + delay, 3);
    });
  });

  it("shares a voice without pauses by spoken length, and ignores a pause far from any boundary", () => {
    const spoken = {
      mp3,
      seconds: 4.5,
      speech: [0, 4.3] as [number, number],
      pauses: [[2.0, 2.2]] as [number, number][],
    };
    const spans = partCueSpans(unit, spoken, 4.5, 24_000);
    // 43 characters over 4,3 s: 0,1 s each; "Bom dia." is 8, then a space, then 29, a space, 4.
    expect(spans.map(([start, end]) => [start - delay, end - delay].map((t) => Number(t.toFixed(3))))).toEqual([
      [0, 0.8],
      [0.9, 3.8],
      [3.9, 4.3],
    ]);
  });

  it("reads the cues of one voice in parts of up to 320 characters, so 4.000 captioned characters are at most 20 calls", () => {
    const sentence = "Todos os produtos da vitrine podem ser reservados pelo telefone ou pelo site. ";
    const text = sentence.repeat(52).slice(0, 4000);
    const plan = planSpeech({ text, voice: "nova" }, [], true);
    expect(plan.units.length).toBeLessThanOrEqual(20);
    expect(plan.units[0].text.length).toBeLessThanOrEqual(120);
    for (const part of plan.units) {
      expect(part.text.length).toBeLessThanOrEqual(320);
      expect(part.text).toBe(part.cues!.map((cue) => cue.text).join(" "));
    }
    // Every cue, in order, once.
    expect(plan.units.flatMap((part) => part.cues!.map((cue) => cue.cue.replace(/\n/g, " "))).join(" ")).toBe(
      text.trim(),
    );
  });
});
