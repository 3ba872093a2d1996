import { devices } from "@playwright/test";

/** A phone's viewport, touch and user agent, usable in test.use() inside a describe block. */
const pixel7: Partial<(typeof devices)[string]> = { ...devices["Pixel 7"] };
delete pixel7.defaultBrowserType;
export const phone = pixel7;
