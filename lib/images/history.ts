import "server-only";
import { and, desc, eq, notInArray } from "drizzle-orm";
import sharp from "sharp";
import { IMAGE_HISTORY_SIZE } from "@/lib/content/personal-data";
import { getDb } from "@/lib/db";
import { imageGenerations } from "@/lib/db/schema";
import type { ImageAspect, ImageInput, ImageQuality, ImageStyle } from "@/lib/validation/image";

/** A thumbnail fits a list row; bounded so 20 of them stay small in the database and on the page. */
export const IMAGE_THUMBNAIL_SIDE = 256;
export const IMAGE_THUMBNAIL_MAX_BYTES = 24 * 1024;

export type ImageHistoryEntry = {
  id: string;
  prompt: string;
  aspect: ImageAspect;
  transparent: boolean;
  n: number;
  quality: ImageQuality;
  style: ImageStyle;
  thumbnail: string;
  createdAt: string;
};

/**
 * A small WebP (alpha kept) of a generated image. sharp works on libuv's thread pool, so the event loop
 * stays free; the input is bounded by IMAGE_MAX_BASE64 and limitInputPixels.
 */
export async function thumbnail(dataUrl: string): Promise<string> {
  const input = Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64");
  for (const quality of [70, 45, 25]) {
    const webp = await sharp(input, { limitInputPixels: 4096 * 4096 })
      .resize(IMAGE_THUMBNAIL_SIDE, IMAGE_THUMBNAIL_SIDE, { fit: "inside", withoutEnlargement: true })
      .webp({ quality, alphaQuality: quality })
      .toBuffer();
    if (webp.length <= IMAGE_THUMBNAIL_MAX_BYTES) return `data:image/webp;base64,${webp.toString("base64")}`;
  }
  throw new Error("thumbnail over its size bound");
}

const columns = {
  id: imageGenerations.id,
  prompt: imageGenerations.prompt,
  aspect: imageGenerations.aspect,
  transparent: imageGenerations.transparent,
  n: imageGenerations.count,
  quality: imageGenerations.quality,
  style: imageGenerations.style,
  thumbnail: imageGenerations.thumbnail,
  createdAt: imageGenerations.createdAt,
};

type Row = { [K in keyof typeof columns]: (typeof columns)[K]["_"]["data"] };

const toEntry = (row: Row): ImageHistoryEntry => ({
  ...row,
  aspect: row.aspect as ImageAspect,
  quality: row.quality as ImageQuality,
  style: row.style as ImageStyle,
  createdAt: row.createdAt.toISOString(),
});

export async function listImageHistory(userId: string): Promise<ImageHistoryEntry[]> {
  const db = await getDb();
  const rows = await db
    .select(columns)
    .from(imageGenerations)
    .where(eq(imageGenerations.userId, userId))
    .orderBy(desc(imageGenerations.createdAt), desc(imageGenerations.id))
    .limit(IMAGE_HISTORY_SIZE);
  return rows.map(toEntry);
}

/** Keeps the account's last IMAGE_HISTORY_SIZE generations. */
export async function addImageHistory(
  userId: string,
  input: ImageInput,
  firstImage: string,
): Promise<ImageHistoryEntry> {
  const small = await thumbnail(firstImage);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(imageGenerations)
      .values({
        userId,
        prompt: input.prompt,
        aspect: input.aspect,
        transparent: input.transparent,
        count: input.n,
        quality: input.quality,
        style: input.style,
        thumbnail: small,
      })
      .returning(columns);
    const keep = tx
      .select({ id: imageGenerations.id })
      .from(imageGenerations)
      .where(eq(imageGenerations.userId, userId))
      .orderBy(desc(imageGenerations.createdAt), desc(imageGenerations.id))
      .limit(IMAGE_HISTORY_SIZE);
    await tx
      .delete(imageGenerations)
      .where(and(eq(imageGenerations.userId, userId), notInArray(imageGenerations.id, keep)));
    return toEntry(row);
  });
}

/** Only the owner's own entry: another account's id deletes nothing. */
export async function deleteImageHistory(userId: string, id: string): Promise<boolean> {
  const db = await getDb();
  const deleted = await db
    .delete(imageGenerations)
    .where(and(eq(imageGenerations.userId, userId), eq(imageGenerations.id, id)))
    .returning({ id: imageGenerations.id });
  return deleted.length > 0;
}
