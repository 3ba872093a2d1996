import type { Page } from "@playwright/test";
import { fakeOpenAI } from "./services";
import { newVisitorIp } from "./visitors";

/**
 * Each test gets a clean fake OpenAI and its own client address, so the per-IP limits of the AI routes
 * never leak from one test into the next.
 */
export async function freshVisitor(page: Page) {
  await fakeOpenAI.reset();
  await page.setExtraHTTPHeaders({ "x-forwarded-for": newVisitorIp() });
}

/** An MP3 starts with an ID3 tag or an MPEG frame sync (11 set bits). */
export function isMp3(bytes: Buffer): boolean {
  return bytes.subarray(0, 3).toString("latin1") === "ID3" || (bytes[0] === 0xff && (bytes[1] & 0xe0) === 0xe0);
}
