import { Link } from "@/components/ui/link";
import { siteName } from "@/lib/content/navigation";

export function Brand() {
  return (
    <Link href="/" className="flex shrink-0 items-center gap-2 rounded-md font-bold tracking-tight whitespace-nowrap">
      <span
        aria-hidden="true"
        className="grid size-8 place-items-center rounded-md bg-brand-gradient text-sm text-white"
      >
        SH
      </span>
      <span>{siteName}</span>
    </Link>
  );
}
