import type { Metadata } from "next";
import { ApplicationError } from "@/components/errors/application-error";

// Kept tiny on purpose: the root not-found is part of every page's payload.
export const metadata: Metadata = { title: "Unexpected Application Error!" };

export default function NotFound() {
  return <ApplicationError status={404} />;
}
