import { renderShareImage, shareImageAlt, shareImageSize } from "@/lib/landing/share-image";

export const alt = shareImageAlt();
export const size = shareImageSize;
export const contentType = "image/png";

export default function OpengraphImage() {
  return renderShareImage();
}
