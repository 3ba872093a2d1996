import { installPixel, type Ttq } from "@/lib/pixel/loader";

/** The page-view pixel, loaded only after consent (LGPD): importing this module sends nothing. */
let loadedId: string | undefined;

export function trackPageView(host: string, id: string) {
  const ttq = (window as Window & { ttq?: Ttq }).ttq;
  if (loadedId === id && ttq) return void ttq.page();
  installPixel(window, document, host, id);
  loadedId = id;
}
