import Link from "next/link";
import { buttonVariants } from "@/components/ui/button";

/** Entry point to the account area. */
export function AccountLink() {
  return (
    <Link href="/login" className={buttonVariants({ variant: "outline", size: "sm" })}>
      Entrar
    </Link>
  );
}
