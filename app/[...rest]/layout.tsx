import type { Metadata } from "next";
import type { ReactNode } from "react";
import { landingSeo, landingTitle } from "@/lib/content/landing";
import { env } from "@/lib/env";
import { httpErrorStatuses } from "@/lib/http/error-pages";
import { pageSeo } from "@/lib/seo";

// Says it is a 404 in the tab, keeps the landing page's description and canonical "/" (the 404 is noindex).
export const metadata: Metadata = {
  ...pageSeo({ ...landingSeo, title: landingTitle(env().companyName), path: "/" }),
  title: httpErrorStatuses[404].title,
};

export default function UnknownPathLayout({ children }: { children: ReactNode }) {
  return children;
}
