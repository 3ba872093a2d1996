import sharp from "sharp";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as generate } from "@/app/api/image/route";
import { DELETE as remove } from "@/app/api/image/history/[id]/route";
import { getDb } from "@/lib/db";
import { imageGenerations, users } from "@/lib/db/schema";
import { IMAGE_THUMBNAIL_MAX_BYTES, thumbnail } from "@/lib/images/history";
import { newUser, sessionCookieFor } from "@/test-support/auth";
import { png, transparentPng } from "@/test-support/fakes/png";
import { withFakeOpenAI } from "@/test-support/fakes/with-fake-openai";
import { errorOf, jsonRequest } from "@/test-support/requests";
import { GET } from "./route";

withFakeOpenAI({ OPENAI_IMAGE_MODEL: "gpt-image-2.6-flare" });
// Migrating the embedded database takes seconds on a busy machine: done under the hook's time limit.
beforeAll(() => getDb(), 60_000);

async function signedIn() {
  const user = await newUser();
  return { user, cookie: await sessionCookieFor(user) };
}
const post = (body: unknown, cookie?: string) =>
  generate(jsonRequest("/api/image", body, { headers: cookie ? { cookie } : {} }));
const list = async (cookie?: string) =>
  GET(new Request("http://127.0.0.1:3000/api/image/history", { headers: cookie ? { cookie } : {} }));
const del = (id: string, cookie?: string, headers: Record<string, string> = {}) =>
  remove(
    new Request(`http://127.0.0.1:3000/api/image/history/${id}`, {
      method: "DELETE",
      headers: { ...(cookie ? { cookie } : {}), ...headers },
    }),
    {
      params: Promise.resolve({ id }),
    },
  );
const input = { prompt: "Garrafa de azeite", aspect: "4:5", transparent: true, n: 2, quality: "hd", style: "natural" };

describe("the thumbnailer", () => {
  it("makes a small WebP that keeps the alpha channel", async () => {
    const small = await thumbnail(`data:image/png;base64,${transparentPng(1024, 1536).toString("base64")}`);
    expect(small).toMatch(/^data:image\/webp;base64,/);
    const bytes = Buffer.from(small.split(",")[1], "base64");
    expect(bytes.length).toBeLessThanOrEqual(IMAGE_THUMBNAIL_MAX_BYTES);
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 171, height: 256, hasAlpha: true });
  });

  it("stays under its bound for a noisy image", async () => {
    const small = await thumbnail(`data:image/png;base64,${png(1024, 1024, [120, 80, 40], true).toString("base64")}`);
    expect(Buffer.from(small.split(",")[1], "base64").length).toBeLessThanOrEqual(IMAGE_THUMBNAIL_MAX_BYTES);
  });
});

describe("Img Auto X history", () => {
  it("keeps a signed-in account's generation with its options and thumbnail, and lists it", async () => {
    const { cookie } = await signedIn();
    const answer = await (await post(input, cookie)).json();
    expect(answer.history).toMatchObject({ prompt: "Garrafa de azeite", aspect: "4:5", transparent: true, n: 2 });
    const body = await (await list(cookie)).json();
    expect(body.history).toHaveLength(1);
    expect(body.history[0]).toMatchObject({
      id: answer.history.id,
      prompt: "Garrafa de azeite",
      aspect: "4:5",
      transparent: true,
      n: 2,
      quality: "hd",
      style: "natural",
      thumbnail: expect.stringMatching(/^data:image\/webp;base64,/),
    });
  });

  it("stores nothing for anonymous visitors and answers them 401", async () => {
    const db = await getDb();
    const before = (await db.select({ id: imageGenerations.id }).from(imageGenerations)).length;
    const answer = await (await post(input)).json();
    expect(answer.images).toHaveLength(2);
    expect(answer).not.toHaveProperty("history");
    expect((await db.select({ id: imageGenerations.id }).from(imageGenerations)).length).toBe(before);
    expect(await errorOf(await list())).toMatchObject({ status: 401 });
  });

  it("keeps the last 20, newest first", async () => {
    const { cookie } = await signedIn();
    for (let i = 1; i <= 21; i++) {
      const response = await generate(
        jsonRequest(
          "/api/image",
          { prompt: `Imagem ${i}` },
          { headers: { cookie, "x-peer-address": `203.0.113.${i}` } },
        ),
      );
      expect(response.status).toBe(200);
    }
    const { history } = await (await list(cookie)).json();
    expect(history).toHaveLength(20);
    expect(history[0].prompt).toBe("Imagem 21");
    expect(history.at(-1).prompt).toBe("Imagem 2");
  });

  it("deletes an entry only for its owner", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const { history } = await (await post(input, owner.cookie)).json();
    expect(await errorOf(await del(history.id, other.cookie))).toMatchObject({ status: 404 });
    expect(await errorOf(await del(history.id))).toMatchObject({ status: 401 });
    expect(await errorOf(await del("not-a-uuid", owner.cookie))).toMatchObject({ status: 404 });
    // Another site cannot make the owner's browser delete it.
    const cross = await del(history.id, owner.cookie, { origin: "https://malicioso.example" });
    expect(await errorOf(cross)).toMatchObject({ status: 403, code: "forbidden_origin" });
    expect((await del(history.id, owner.cookie, { "sec-fetch-site": "cross-site" })).status).toBe(403);
    expect((await (await list(owner.cookie)).json()).history).toHaveLength(1);
    expect((await del(history.id, owner.cookie, { origin: "http://127.0.0.1:3000" })).status).toBe(200);
    expect((await (await list(owner.cookie)).json()).history).toHaveLength(0);
  });

  it("goes with the account: deleting the user deletes its history", async () => {
    const { user, cookie } = await signedIn();
    await post(input, cookie);
    const db = await getDb();
    await db.delete(users).where(eq(users.id, user.id));
    const left = await db.select().from(imageGenerations).where(eq(imageGenerations.userId, user.id));
    expect(left).toHaveLength(0);
  });
});
