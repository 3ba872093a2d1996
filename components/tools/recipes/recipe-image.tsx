import { preload } from "react-dom";
import { imageSize } from "@/lib/recipes/catalog";

/**
 * Our illustrations are SVGs, which next/image serves unchanged anyway: a plain <img> with the same
 * attributes spares the page next/image's client code (6 KB gz, issue 29).
 */
export function RecipeImage({
  src,
  alt,
  className,
  priority = false,
}: {
  src: string;
  alt: string;
  className: string;
  /** The first thing seen (the first featured slide): preloaded and fetched first, never lazily. */
  priority?: boolean;
}) {
  // A data URI is already in the HTML: nothing to preload.
  if (priority && !src.startsWith("data:")) preload(src, { as: "image", fetchPriority: "high" });
  return (
    // eslint-disable-next-line @next/next/no-img-element -- see above
    <img
      src={src}
      alt={alt}
      {...imageSize}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      style={{ color: "transparent" }}
      className={className}
    />
  );
}
