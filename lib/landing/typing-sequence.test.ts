import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { completeTypingState, nextTypingStep, runTypingLoop, typingTiming } from "./typing-sequence";

describe("nextTypingStep", () => {
  it("types, pauses, deletes and starts again", () => {
    expect(nextTypingStep({ length: 0, phase: "typing" }, 2)).toEqual({
      state: { length: 1, phase: "typing" },
      delay: 150,
      keypress: true,
    });
    expect(nextTypingStep({ length: 1, phase: "typing" }, 2)).toEqual({
      state: { length: 2, phase: "pausing" },
      delay: 150,
      keypress: true,
    });
    expect(nextTypingStep({ length: 2, phase: "pausing" }, 2)).toEqual({
      state: { length: 2, phase: "deleting" },
      delay: 1000,
      keypress: false,
    });
    expect(nextTypingStep({ length: 2, phase: "deleting" }, 2)).toEqual({
      state: { length: 1, phase: "deleting" },
      delay: 100,
      keypress: true,
    });
    expect(nextTypingStep({ length: 1, phase: "deleting" }, 2)).toEqual({
      state: { length: 0, phase: "typing" },
      delay: 100,
      keypress: true,
    });
  });

  it("uses the timings of the specification", () => {
    expect(typingTiming).toEqual({ typeMs: 150, pauseMs: 1000, deleteMs: 100 });
  });
});

describe("runTypingLoop with fake timers", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("shows one more letter every 150 ms, waits 1000 ms, deletes one every 100 ms and restarts", () => {
    const frames: string[] = [];
    const keypress = vi.fn();
    const stop = runTypingLoop("abc", (visible) => frames.push(visible), keypress);
    const last = () => frames[frames.length - 1];

    expect(last()).toBe("");
    vi.advanceTimersByTime(149);
    expect(last()).toBe("");
    vi.advanceTimersByTime(1);
    expect(last()).toBe("a");
    vi.advanceTimersByTime(150);
    expect(last()).toBe("ab");
    vi.advanceTimersByTime(150);
    expect(last()).toBe("abc");
    expect(keypress).toHaveBeenCalledTimes(3);

    // Complete: nothing changes during the 1000 ms pause (the pause itself makes no sound).
    vi.advanceTimersByTime(999);
    expect(last()).toBe("abc");
    vi.advanceTimersByTime(1);
    expect(last()).toBe("abc");
    expect(keypress).toHaveBeenCalledTimes(3);

    vi.advanceTimersByTime(99);
    expect(last()).toBe("abc");
    vi.advanceTimersByTime(1);
    expect(last()).toBe("ab");
    vi.advanceTimersByTime(100);
    expect(last()).toBe("a");
    vi.advanceTimersByTime(100);
    expect(last()).toBe("");
    expect(keypress).toHaveBeenCalledTimes(6);

    // And again from the start.
    vi.advanceTimersByTime(150);
    expect(last()).toBe("a");
    expect(frames).toEqual(["", "a", "ab", "abc", "abc", "ab", "a", "", "a"]);

    stop();
    vi.advanceTimersByTime(10_000);
    expect(last()).toBe("a");
    expect(vi.getTimerCount()).toBe(0);
  });

  it("one full cycle of a text of n letters takes 150n + 1000 + 100n ms", () => {
    const frames: string[] = [];
    runTypingLoop("Olá", (visible) => frames.push(visible));
    vi.advanceTimersByTime(150 * 3 + 1000 + 100 * 3);
    expect(frames.at(-1)).toBe("");
    vi.advanceTimersByTime(150);
    expect(frames.at(-1)).toBe("O");
  });

  it("can start from the complete text: pause 1000 ms, delete, then type again", () => {
    const frames: string[] = [];
    const keypress = vi.fn();
    runTypingLoop("ab", (visible) => frames.push(visible), keypress, typingTiming, completeTypingState("ab"));
    expect(frames).toEqual(["ab"]);
    vi.advanceTimersByTime(999);
    expect(frames).toEqual(["ab"]);
    expect(keypress).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1 + 100);
    expect(frames.at(-1)).toBe("a");
    vi.advanceTimersByTime(100 + 150);
    expect(frames).toEqual(["ab", "ab", "a", "", "a"]);
    expect(keypress).toHaveBeenCalledTimes(3);
  });
});
