import type { Metadata } from "next";
import { ApplicationError } from "@/components/errors/application-error";

/**
 * notFound() called by a real route (e.g. a missing item): the application error page, 404 case.
 * Unknown paths never get here: app/[...rest] shows them the landing page. Kept tiny on purpose, as
 * the root not-found is part of every page's payload.
 */
export const metadata: Metadata = { title: "Unexpected Application Error!" };

export default function NotFound() {
  return <ApplicationError status={404} />;
}
