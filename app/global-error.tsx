"use client";

import { ApplicationError } from "@/components/errors/application-error";
import { httpErrorStatusOf } from "@/lib/http/http-error";
import "./globals.css";

/** Replaces the root layout when the layout itself fails, so it brings its own <html> and <body>. */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="pt-BR">
      <body className="font-sans">
        <title>Unexpected Application Error!</title>
        <meta name="robots" content="noindex" />
        <main>
          <ApplicationError status={httpErrorStatusOf(error)} onRetry={reset} />
        </main>
      </body>
    </html>
  );
}
