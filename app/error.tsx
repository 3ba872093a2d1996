"use client";

import { usePathname } from "next/navigation";
import { ApplicationError } from "@/components/errors/application-error";
import { httpErrorStatusOf } from "@/lib/http/http-error";

export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const pathname = usePathname();
  return <ApplicationError status={httpErrorStatusOf(error)} pathname={pathname} onRetry={reset} />;
}
