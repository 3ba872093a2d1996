import { Loader2 } from "lucide-react";

/** className, when given, sets the size too (size-4 otherwise). */
export function Spinner({ className = "size-4", label }: { className?: string; label?: string }) {
  return (
    <>
      <Loader2 aria-hidden="true" className={`animate-spin ${className}`} />
      {label ? <span className="sr-only">{label}</span> : null}
    </>
  );
}
