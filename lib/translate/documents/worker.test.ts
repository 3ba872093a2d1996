import { monitorEventLoopDelay } from "node:perf_hooks";
import { describe, expect, it } from "vitest";
import { wordPackage } from "@/test-support/docx";
import { buildXlsx } from "@/test-support/xlsx";
import { ApiError } from "@/lib/http/api-error";
import { openDocument } from "./worker";

describe("documents in a worker thread", () => {
  it("reads and writes a file off the event loop, and brings a refusal back as the same pt-BR 4xx", async () => {
    const document = await openDocument("xlsx", buildXlsx());
    expect(document.segments).toContain("Good morning");
    const { bytes } = await document.write(document.segments.map((segment) => segment.toUpperCase()));
    expect(bytes[0]).toBe(0x50); // "PK"
    const refusal = await openDocument("docx", new TextEncoder().encode("not a zip")).catch((error) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ status: 400, message: expect.stringMatching(/não é um documento do Word/) });
  }, 60_000);

  it("keeps the event loop turning while a big document is parsed", async () => {
    // 15.000 formatted paragraphs of one letter: 1,2 MB of XML, seconds of parsing, within every cap.
    const paragraph =
      '<w:p><w:pPr><w:pStyle w:val="Normal"/></w:pPr><w:r><w:rPr><w:b/></w:rPr><w:t>a</w:t></w:r></w:p>';
    const bytes = wordPackage({ body: paragraph.repeat(15_000) });
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const started = performance.now();
    const document = await openDocument("docx", bytes);
    const took = performance.now() - started;
    delay.disable();
    expect(document.segments).toHaveLength(15_000);
    expect(delay.max / 1e6).toBeLessThan(Math.min(took / 2, 1000));
  }, 120_000);

  it("ends a task over its time budget with a pt-BR 4xx, and the next task gets a fresh thread", async () => {
    const paragraph = "<w:p><w:r><w:rPr><w:b/></w:rPr><w:t>a</w:t></w:r></w:p>";
    const started = performance.now();
    const refusal = await openDocument("docx", wordPackage({ body: paragraph.repeat(15_000) }), 300).catch(
      (error) => error,
    );
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(refusal).toMatchObject({ status: 400, message: expect.stringMatching(/levou mais de 1 s para ser aberto/) });
    const next = await openDocument("xlsx", buildXlsx());
    expect(next.segments).toContain("Sales by month");
  }, 60_000);
});
