import type { Metadata } from "next";
import type { ReactNode } from "react";
import { landingSeo } from "@/lib/content/landing";
import { pageSeo } from "@/lib/seo";

// The landing page's title and description, with canonical "/" (the 404 itself is noindex).
export const metadata: Metadata = pageSeo({ ...landingSeo, path: "/" });

export default function UnknownPathLayout({ children }: { children: ReactNode }) {
  return children;
}
