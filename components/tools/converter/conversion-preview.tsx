"use client";

import { Download, Maximize2 } from "lucide-react";
import { useRef } from "react";
import { Button } from "@/components/ui/button";

/**
 * The converted page in a sandbox: its scripts (the widget script) run, but with an opaque origin, so it
 * can reach neither this site's cookies nor its storage. srcdoc, because the site's CSP admits no blob: frames.
 */
export function ConversionPreview({
  html,
  fileName,
  onDownload,
}: {
  html: string;
  fileName: string;
  onDownload: () => void;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  return (
    <section aria-label="Pré-visualização" className="grid gap-2">
      <iframe
        ref={frame}
        title="Pré-visualização da página convertida"
        sandbox="allow-scripts"
        referrerPolicy="no-referrer"
        srcDoc={html}
        className="h-[min(70vh,36rem)] min-h-[150px] w-full min-w-[200px] rounded-md border bg-white"
      />
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={() => void frame.current?.requestFullscreen().catch(() => {})}>
          <Maximize2 aria-hidden="true" />
          Ver em tela cheia
        </Button>
        <Button type="button" variant="outline" onClick={onDownload}>
          <Download aria-hidden="true" />
          Baixar {fileName}
        </Button>
      </div>
    </section>
  );
}
