"use client";

import { ApplicationError } from "@/components/errors/application-error";

export default function ErrorPage({ reset }: { reset: () => void }) {
  return <ApplicationError status={undefined} onRetry={reset} />;
}
