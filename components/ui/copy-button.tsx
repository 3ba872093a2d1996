"use client";

import { Check, Copy } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "./button";

export function CopyButton({
  text,
  label = "Copiar",
  copiedLabel = "Copiado!",
  resetMs = 2000,
  className,
  size = "sm",
  variant = "outline",
  what,
}: {
  text: string;
  /** What is copied, when a page has several copy buttons: the name becomes "Copiar <what>". */
  what?: string;
  label?: string;
  copiedLabel?: string;
  resetMs?: number;
  className?: string;
  size?: "sm" | "field" | "default" | "icon";
  variant?: "outline" | "ghost" | "secondary";
}) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), resetMs);
    return () => clearTimeout(timer);
  }, [copied, resetMs]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch (error) {
      console.error("Falha ao copiar", error);
    }
  }

  return (
    <Button
      type="button"
      variant={variant}
      size={size}
      className={className}
      onClick={copy}
      aria-live="polite"
      aria-label={what && !copied ? `${label} ${what}` : undefined}
    >
      {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      {copied ? copiedLabel : label}
    </Button>
  );
}
