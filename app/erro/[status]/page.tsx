import type { Metadata } from "next";
import { HttpError, isHttpErrorStatus } from "@/lib/http/http-error";

/**
 * /erro/400, /erro/403, /erro/404 and /erro/405 raise the matching application error, so each case
 * of the error page can be shown (support links) and tested in the browser. Any other status is 404.
 */
export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Unexpected Application Error!",
  robots: { index: false, follow: false },
};

export default async function ErrorCasePage({ params }: { params: Promise<{ status: string }> }) {
  const status = Number((await params).status);
  throw new HttpError(isHttpErrorStatus(status) ? status : 404);
}
