"use client";

import { ApplicationError } from "@/components/errors/application-error";
import { unexpectedError } from "@/lib/http/error-pages";
import { InlineCss } from "./inline-css";

/** Replaces the root layout when the layout itself fails, so it brings its own <html> and <body>. */
export default function GlobalError({ reset }: { reset: () => void }) {
  return (
    <html lang="pt-BR">
      <body className="font-sans">
        <InlineCss />
        <title>{unexpectedError.title}</title>
        <meta name="robots" content="noindex" />
        <main>
          <ApplicationError status={undefined} onRetry={reset} />
        </main>
      </body>
    </html>
  );
}
