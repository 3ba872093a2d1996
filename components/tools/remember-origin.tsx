"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { rememberOrigin } from "@/lib/leads/origin-store";

export function RememberOrigin() {
  const path = usePathname();
  useEffect(() => rememberOrigin(path), [path]);
  return null;
}
