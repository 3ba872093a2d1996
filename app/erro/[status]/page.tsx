import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ApplicationError } from "@/components/errors/application-error";
import { httpErrorStatuses, isHttpErrorStatus } from "@/lib/http/error-pages";

// So support can link to each case and server.mjs can rewrite to them; proxy.ts sets the HTTP status.
export function generateStaticParams() {
  return Object.keys(httpErrorStatuses).map((status) => ({ status }));
}

export const dynamicParams = false;

export async function generateMetadata({ params }: { params: Promise<{ status: string }> }): Promise<Metadata> {
  const code = Number((await params).status);
  return {
    title: isHttpErrorStatus(code) ? httpErrorStatuses[code].title : undefined,
    robots: { index: false, follow: false },
  };
}

export default async function ErrorCasePage({ params }: { params: Promise<{ status: string }> }) {
  const code = Number((await params).status);
  if (!isHttpErrorStatus(code)) notFound();
  return <ApplicationError status={code} />;
}
