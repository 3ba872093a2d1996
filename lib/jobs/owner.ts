import "server-only";
import { ApiError } from "@/lib/http/api-error";
import { findJob, type Job, type KindSpec } from "./store";

const jobId = /^[\w-]{32}$/;

/**
 * The owner (and fair-share client) of every job an account starts, whatever the tool: admission counts by owner
 * across kinds, so one person holds at most one running and one queued job in all (docs/jobs.md).
 */
export const accountOwner = (userId: string) => `account:${userId}`;

/**
 * The owner's job, or the 404 anyone else gets (another browser or account, a made-up id, a job past its
 * time): a stranger cannot tell a job that exists from one that does not.
 */
export async function requireOwnJob(
  spec: KindSpec,
  id: string,
  owner: string | undefined,
  notFound: string,
): Promise<Job> {
  const job = owner && jobId.test(id) ? await findJob(spec, id, owner) : undefined;
  if (!job) throw new ApiError("not_found", notFound);
  return job;
}
