"use client";

import NextLink from "next/link";
import { useState, type ComponentProps } from "react";

/**
 * The site's only link to its own pages. Next prefetches every link that scrolls into view, which on
 * the landing page meant every tool's code on every visit; this one prefetches when the visitor shows
 * intent (pointer over it, keyboard focus, a finger down), still well before the click lands.
 */
export function Link({ onMouseEnter, onFocus, onTouchStart, ...props }: ComponentProps<typeof NextLink>) {
  const [intent, setIntent] = useState(false);
  return (
    <NextLink
      {...props}
      prefetch={intent ? null : false}
      onMouseEnter={(event) => {
        setIntent(true);
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        setIntent(true);
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        setIntent(true);
        onTouchStart?.(event);
      }}
    />
  );
}
