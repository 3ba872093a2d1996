import { notFound } from "next/navigation";

/** Matches only paths no other route serves (static and more specific routes win). */
export default function UnknownPath(): never {
  notFound();
}
