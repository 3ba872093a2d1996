import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";

/** The converter screen, driven as a person would: by labels and roles. */
export class ConverterScreen {
  constructor(readonly page: Page) {}
  get url() {
    return this.page.getByLabel("URL da página");
  }
  get submit() {
    return this.page.getByRole("button", { name: "Transformar e baixar HTML" });
  }
  /** The form's error (Next's route announcer is an empty alert outside <main>). */
  get alert() {
    return this.page.getByRole("main").getByRole("alert");
  }
  get report() {
    return this.page.getByRole("status").filter({ hasText: "Pronto!" });
  }
  async open() {
    await this.page.goto("/elementor");
  }
  /** Converts `url` and returns the saved file's name and text. */
  async download(url: string) {
    await this.url.fill(url);
    const [download] = await Promise.all([this.page.waitForEvent("download"), this.submit.click()]);
    return { name: download.suggestedFilename(), html: await readFile((await download.path())!, "utf8") };
  }
}
