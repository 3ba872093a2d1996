"use client";

import { useSessionState } from "@/components/auth/session-store";
import { Link } from "@/components/ui/link";
import type { SectionLink } from "@/lib/content/navigation";

/** The owner's inbox, in the header menu of an account that may open it; nobody else sees the link. */
export const adminLink: SectionLink = { href: "/painel", label: "Painel" };

function useIsAdmin(): boolean {
  const session = useSessionState();
  return session.status === "authenticated" && session.admin;
}

/** Beside the menus' static lists (a client component cannot hydrate inside them), after their links. */
export function AdminNavLink({ className }: { className: string }) {
  if (!useIsAdmin()) return null;
  return (
    <Link href={adminLink.href} className={className}>
      {adminLink.label}
    </Link>
  );
}
