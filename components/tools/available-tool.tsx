"use client";

import type { ReactNode } from "react";
import { useToolOff } from "./use-tool-off";

/**
 * A prerendered tool page's tool: `children` (the form) where the server answering runs it, `unavailable`
 * where it does not. The page was built with the build's answer (`rendered`); public/shell.js asks the
 * server it runs on, and this follows that answer (use-tool-off.ts). ToolOrExample (unavailable-tool.tsx)
 * passes `unavailable` inside a StaticContent, so the build takes it out of the first load's payload when
 * the form is shown; should the server then say the tool is off, the page asks for its whole payload once
 * (static-content.tsx).
 */
export function AvailableTool({
  href,
  rendered,
  unavailable,
  children,
}: {
  href: string;
  rendered: readonly string[];
  unavailable: ReactNode;
  children: ReactNode;
}) {
  const off = useToolOff(rendered)(href);
  return off ? unavailable : children;
}
