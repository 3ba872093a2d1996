"use client";

import { ApplicationError } from "@/components/errors/application-error";

/** A page that failed while rendering: the error page, 500 case, with a way to try again. */
export default function ErrorPage({ reset }: { reset: () => void }) {
  return <ApplicationError status={undefined} onRetry={reset} />;
}
