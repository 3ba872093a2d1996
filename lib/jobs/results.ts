import "server-only";
import { open } from "node:fs/promises";
import { and, asc, eq, gte, lt, sql } from "drizzle-orm";
import { getDb, schema } from "@/lib/db";

/**
 * A job's file lives in the database in CHUNK_BYTES pieces (job_results), so whichever instance a download
 * reaches can serve it with nothing shared but the database, and it goes with its job's row. A job may also keep
 * an input file (an upload) the same way, in pieces numbered below zero, so any process can take the job.
 */
const CHUNK_BYTES = 1024 * 1024;

/** Copies the file into the job's result, piece by piece (never the whole file in memory). */
export async function saveResult(jobId: string, file: string): Promise<number> {
  const db = await getDb();
  const handle = await open(file);
  let seq = 0;
  let total = 0;
  try {
    await db.delete(schema.jobResults).where(ofResult(jobId));
    for (;;) {
      const buffer = Buffer.alloc(CHUNK_BYTES);
      const { bytesRead } = await handle.read(buffer, 0, CHUNK_BYTES, null);
      if (!bytesRead) break;
      await db.insert(schema.jobResults).values({ jobId, seq: seq++, data: buffer.subarray(0, bytesRead) });
      total += bytesRead;
    }
  } finally {
    await handle.close();
  }
  return total;
}

/** The result's size in bytes, or undefined when the job has none. */
export async function resultSize(jobId: string): Promise<number | undefined> {
  const db = await getDb();
  const [row] = await db
    .select({
      pieces: sql<number>`count(*)::int`,
      bytes: sql<number>`coalesce(sum(octet_length(${schema.jobResults.data})), 0)::bigint`,
    })
    .from(schema.jobResults)
    .where(ofResult(jobId));
  return row && Number(row.pieces) > 0 ? Number(row.bytes) : undefined;
}

/** The result as a stream, one piece read from the database at a time as the client takes them. */
export function resultStream(jobId: string): ReadableStream<Uint8Array> {
  let seq = 0;
  return new ReadableStream({
    async pull(controller) {
      const db = await getDb();
      const [row] = await db
        .select({ data: schema.jobResults.data })
        .from(schema.jobResults)
        .where(and(eq(schema.jobResults.jobId, jobId), eq(schema.jobResults.seq, seq++)));
      if (row) controller.enqueue(new Uint8Array(row.data));
      else controller.close();
    },
  });
}

export async function deleteResult(jobId: string): Promise<void> {
  const db = await getDb();
  await db.delete(schema.jobResults).where(ofResult(jobId));
}

const ofResult = (jobId: string) => and(eq(schema.jobResults.jobId, jobId), gte(schema.jobResults.seq, 0));
const ofInput = (jobId: string) => and(eq(schema.jobResults.jobId, jobId), lt(schema.jobResults.seq, 0));

/**
 * Keeps the job's input file (pieces -1, -2...), for whichever process runs it, until the job's row goes. The job
 * is queued before its upload is written, and a process that takes it at once must read all of it or nothing
 * (it waits): the pieces are written last to first, so once piece -1 is there, every other one is. (Not one
 * transaction: on the embedded database it would hold the only session for the whole upload, and /api/health
 * with it.)
 */
export async function saveInput(jobId: string, bytes: Uint8Array): Promise<void> {
  const db = await getDb();
  for (let seq = -Math.ceil(bytes.length / CHUNK_BYTES); seq <= -1; seq++) {
    const at = (-seq - 1) * CHUNK_BYTES;
    await db.insert(schema.jobResults).values({ jobId, seq, data: Buffer.from(bytes.subarray(at, at + CHUNK_BYTES)) });
  }
}

/** The job's input file, or undefined until all of it is there (its first piece, -1, is written last). */
export async function readInput(jobId: string): Promise<Uint8Array | undefined> {
  const db = await getDb();
  const rows = await db
    .select({ seq: schema.jobResults.seq, data: schema.jobResults.data })
    .from(schema.jobResults)
    .where(ofInput(jobId))
    .orderBy(asc(sql`-${schema.jobResults.seq}`));
  return rows[0]?.seq === -1 ? new Uint8Array(Buffer.concat(rows.map((row) => row.data))) : undefined;
}

export async function deleteInput(jobId: string): Promise<void> {
  const db = await getDb();
  await db.delete(schema.jobResults).where(ofInput(jobId));
}
