// SPEC section 4.
export const typingTiming = { typeMs: 150, pauseMs: 1000, deleteMs: 100 } as const;

export type TypingPhase = "typing" | "pausing" | "deleting";
export type TypingState = { length: number; phase: TypingPhase };
export type TypingStep = { state: TypingState; delay: number; keypress: boolean };

const initialTypingState: TypingState = { length: 0, phase: "typing" };

export function nextTypingStep(state: TypingState, textLength: number, timing = typingTiming): TypingStep {
  if (state.phase === "typing") {
    const length = Math.min(state.length + 1, textLength);
    const phase = length >= textLength ? "pausing" : "typing";
    return { state: { length, phase }, delay: timing.typeMs, keypress: true };
  }
  if (state.phase === "pausing") {
    return { state: { length: state.length, phase: "deleting" }, delay: timing.pauseMs, keypress: false };
  }
  const length = Math.max(state.length - 1, 0);
  return { state: { length, phase: length === 0 ? "typing" : "deleting" }, delay: timing.deleteMs, keypress: true };
}

/** The complete text at the start of its pause: where the page starts, since the server renders it whole. */
export const completeTypingState = (text: string): TypingState => ({ length: text.length, phase: "pausing" });

export function runTypingLoop(
  text: string,
  onFrame: (visible: string) => void,
  onKeypress: () => void = () => {},
  timing = typingTiming,
  from: TypingState = initialTypingState,
): () => void {
  let state = from;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const schedule = () => {
    const step = nextTypingStep(state, text.length, timing);
    timer = setTimeout(() => {
      if (stopped) return;
      state = step.state;
      onFrame(text.slice(0, state.length));
      if (step.keypress) onKeypress();
      schedule();
    }, step.delay);
  };

  onFrame(text.slice(0, state.length));
  schedule();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
