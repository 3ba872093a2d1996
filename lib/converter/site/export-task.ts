import "server-only";
import path from "node:path";
import { JobFailure } from "@/lib/jobs/failure";
import type { TaskContext } from "@/lib/jobs/thread";
import { crawlSite, CrawlFailure } from "./crawl";
import type { SiteInput, SiteProgress, SiteResult } from "./jobs";
import { packageSite } from "./package";

/** A site, pages and assets together, is cut off past this. */
export const MAX_SITE_BYTES = 200 * 1024 * 1024;

export type SiteTaskInput = SiteInput & { dir: string; timeoutMs: number };
export type SiteTaskOutput = SiteResult & { zip: string };

/**
 * The whole export, in a pool thread (worker/thread.ts): crawl, convert and package into dir/site.zip. The
 * thread is ended from outside when the job is cancelled or overruns; the signal lets fetches stop first.
 */
export async function exportSiteTask(input: SiteTaskInput, context: TaskContext): Promise<SiteTaskOutput> {
  const signal = AbortSignal.timeout(input.timeoutMs);
  try {
    const crawl = await crawlSite({
      entry: input.url,
      maxPages: input.options.maxPages,
      maxBytes: MAX_SITE_BYTES,
      dir: path.join(input.dir, "site"),
      signal,
      onProgress: async ({ done, total, current }) =>
        context.progress({ pagesDone: done, pagesTotal: total, current } satisfies SiteProgress),
    });
    const zip = path.join(input.dir, "site.zip");
    const report = await packageSite(crawl, input.options, zip, signal);
    const fileName = `${crawl.site.host.replace(/[^a-z0-9]+/gi, "-").toLowerCase()}.zip`;
    return { zip, report, fileName };
  } catch (error) {
    if (error instanceof CrawlFailure) throw new JobFailure(error.message);
    throw error;
  }
}
