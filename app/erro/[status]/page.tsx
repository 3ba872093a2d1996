import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ApplicationError } from "@/components/errors/application-error";
import { isHttpErrorStatus } from "@/lib/http/error-pages";

// So support can link to each case and tests can reach them; proxy.ts sets the HTTP status.
export const metadata: Metadata = {
  title: "Unexpected Application Error!",
  robots: { index: false, follow: false },
};

export function generateStaticParams() {
  return ["400", "403", "404", "405"].map((status) => ({ status }));
}

export const dynamicParams = false;

export default async function ErrorCasePage({ params }: { params: Promise<{ status: string }> }) {
  const { status } = await params;
  const code = Number(status);
  if (!isHttpErrorStatus(code)) notFound();
  return <ApplicationError status={code} pathname={`/erro/${status}`} />;
}
