import { shareImageSize } from "@/lib/landing/share-image";
import { toolShareImage } from "@/lib/tools/seo";

const image = toolShareImage("/imgautox");

export const alt = image.alt;
export const size = shareImageSize;
export const contentType = "image/png";

export default function TwitterImage() {
  return image.render();
}
