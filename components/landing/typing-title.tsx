"use client";

import { Volume2, VolumeX } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { whenIdle } from "@/lib/browser/idle";
import { whileSeen } from "@/lib/browser/while-seen";
import { completeTypingState, runTypingLoop, typingTiming } from "@/lib/landing/typing-sequence";

const clickVolume = 0.2;

/**
 * Decorative (the h1 is the real headline); an invisible full copy reserves the size, so nothing shifts.
 * Each letter is written into the DOM directly: a React render per letter (ten a second) was script work on
 * the page's main thread. It moves only while it is on the screen and the tab is in view.
 */
export function TypingTitle({ text }: { text: string }) {
  const box = useRef<HTMLParagraphElement>(null);
  const typed = useRef<HTMLSpanElement>(null);
  const [soundOn, setSoundOn] = useState(false);
  const soundOnRef = useRef(false);
  const audio = useRef<HTMLAudioElement | null>(null);

  useEffect(() => {
    const title = box.current;
    if (!title) return;
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)");
    let watching: (() => void) | undefined;
    const playClick = () => {
      const element = audio.current;
      if (!soundOnRef.current || !element) return;
      element.currentTime = 0;
      element.play().catch(() => {});
    };
    const show = (visible: string) => {
      if (typed.current) typed.current.textContent = visible;
    };
    // The server rendered the whole text, so the loop starts there: pause, delete, type again. Stopped (off
    // the screen, or the tab hidden) it shows the whole text again, and starts from it when seen again.
    const animate = () => {
      const stop = runTypingLoop(text, show, playClick, typingTiming, completeTypingState(text));
      return () => {
        stop();
        show(text);
      };
    };
    const restart = () => {
      watching?.();
      watching = undefined;
      if (reduced.matches) show(text);
      else watching = whileSeen(title, animate);
    };
    // The loop can wait until the page is loaded and idle (half a second at most, so the text still starts
    // moving soon after it is seen).
    const cancel = whenIdle(() => {
      restart();
      reduced.addEventListener("change", restart);
    }, 500);
    return () => {
      cancel();
      watching?.();
      reduced.removeEventListener("change", restart);
    };
  }, [text]);

  const toggleSound = () => {
    const next = !soundOnRef.current;
    if (next && !audio.current) {
      audio.current = new Audio("/sounds/keypress.wav");
      audio.current.volume = clickVolume;
    }
    soundOnRef.current = next;
    setSoundOn(next);
  };

  return (
    <div className="flex items-start gap-3">
      <p
        ref={box}
        aria-hidden="true"
        data-testid="typing-title"
        className="grid flex-1 font-mono text-lg leading-snug sm:text-xl"
      >
        <span className="invisible col-start-1 row-start-1">{text}▍</span>
        <span className="col-start-1 row-start-1">
          <span ref={typed} className="text-emerald-300">
            {text}
          </span>
          <span className="text-fuchsia-300">▍</span>
        </span>
      </p>
      <button
        type="button"
        onClick={toggleSound}
        aria-pressed={soundOn}
        title={soundOn ? "Desativar som das teclas" : "Ativar som das teclas"}
        className="grid size-10 shrink-0 place-items-center rounded-md text-slate-200 hover:bg-white/10"
      >
        {soundOn ? (
          <Volume2 aria-hidden="true" className="size-5" />
        ) : (
          <VolumeX aria-hidden="true" className="size-5" />
        )}
        <span className="sr-only">Som das teclas</span>
      </button>
    </div>
  );
}
