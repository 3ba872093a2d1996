import type { Metadata } from "next";
import { ApplicationError } from "@/components/errors/application-error";
import { httpErrorStatuses } from "@/lib/http/error-pages";

// Kept tiny on purpose: the root not-found is part of every page's payload.
export const metadata: Metadata = { title: httpErrorStatuses[404].title };

export default function NotFound() {
  return <ApplicationError status={404} />;
}
