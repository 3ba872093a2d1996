"use client";

import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import type { RecipeSummary } from "@/lib/recipes/catalog";
import { CAROUSEL_INTERVAL_MS, nextSlide, previousSlide } from "@/lib/recipes/carousel";
import { clsx } from "clsx";
import { prefersReducedMotion, useReducedMotion } from "./use-reduced-motion";

/**
 * Holds while hovered, focused, paused or under reduced motion (WAI-ARIA APG carousel pattern). `slides`:
 * each recipe's slide, drawn by the server (featured-slide.tsx), in the order of `recipes`.
 */
export function FeaturedCarousel({ recipes, slides }: { recipes: readonly RecipeSummary[]; slides: ReactNode[] }) {
  const count = recipes.length;
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reduced = useReducedMotion();
  const paused = hovered || focused || stopped || reduced;
  // Set synchronously by the event handlers, so a tick already queued never moves a held carousel.
  const hold = useRef({ hovered: false, focused: false });

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setInterval(() => {
      if (hold.current.hovered || hold.current.focused || prefersReducedMotion()) return;
      setIndex((current) => nextSlide(current, count));
    }, CAROUSEL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [paused, count]);

  return (
    <section
      aria-roledescription="carrossel"
      aria-labelledby="destaques-title"
      className="grid gap-3"
      onMouseEnter={() => ((hold.current.hovered = true), setHovered(true))}
      onMouseLeave={() => ((hold.current.hovered = false), setHovered(false))}
      onFocus={() => ((hold.current.focused = true), setFocused(true))}
      onBlur={(event) => {
        if (event.currentTarget.contains(event.relatedTarget)) return;
        hold.current.focused = false;
        setFocused(false);
      }}
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="destaques-title" className="text-lg font-bold">
          Destaques
        </h2>
        {reduced ? null : (
          <Button type="button" variant="ghost" size="sm" onClick={() => setStopped((value) => !value)}>
            {stopped ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
            {stopped ? "Retomar" : "Pausar"}
            <span className="sr-only"> destaques</span>
          </Button>
        )}
      </div>
      <div className="relative overflow-hidden rounded-xl">
        {/* A layer of its own for good (will-change): a turn moves it on the compositor, and the slides' pictures
            are not drawn again as the layer is made and undone around each turn. */}
        <div
          aria-live={paused ? "polite" : "off"}
          className="flex transition-transform duration-500 ease-out will-change-transform"
          style={{ transform: `translateX(-${index * 100}%)` }}
        >
          {recipes.map((recipe, slide) => (
            <div
              key={recipe.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${slide + 1} de ${count}: ${recipe.title}`}
              aria-hidden={slide !== index}
              inert={slide !== index}
              className="relative w-full shrink-0"
            >
              {slides[slide]}
            </div>
          ))}
        </div>
      </div>
      <div className="flex items-center justify-between gap-2">
        <Button
          type="button"
          variant="outline"
          size="icon"
          aria-label="Destaque anterior"
          onClick={() => setIndex((i) => previousSlide(i, count))}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <div className="flex items-center gap-1">
          {recipes.map((recipe, slide) => (
            <button
              key={recipe.id}
              type="button"
              aria-label={`Ir para o destaque ${slide + 1}`}
              aria-current={slide === index ? "true" : undefined}
              onClick={() => setIndex(slide)}
              className="inline-flex size-6 items-center justify-center rounded-full"
            >
              {/* Not animated: a width or a colour animated is a layout or a paint on every frame of every turn. */}
              <span
                aria-hidden="true"
                className={clsx(
                  "block h-2 rounded-full",
                  slide === index ? "w-5 bg-primary" : "w-2 bg-muted-foreground/70",
                )}
              />
            </button>
          ))}
        </div>
        <Button
          type="button"
          variant="outline"
          size="icon"
          aria-label="Próximo destaque"
          onClick={() => setIndex((i) => nextSlide(i, count))}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </section>
  );
}
