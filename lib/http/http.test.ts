import { describe, expect, it } from "vitest";
import { z } from "zod";
import { errorOf, jsonRequest } from "@/test-support/requests";
import { MAX_BODY_BYTES, parseJson } from "./body";
import { clientIp } from "./client-ip";
import { ApiError, errorStatus } from "./api-error";
import Redis from "ioredis";
import { rateLimits } from "./limits";
import { failureDelays, rateLimit, rateLimitStore } from "./rate-limit";
import { handle, methodNotAllowed } from "./route";

const schema = z.object({ name: z.string().trim().min(1, "Informe o nome") });

async function parsed(request: Request) {
  return handle(async () => Response.json(await parseJson(request, schema)));
}

describe("error envelope", () => {
  it("answers the code's status with {error: {code, message}}", async () => {
    const response = new ApiError("rate_limited", "Calma", { "Retry-After": "3" }).toResponse();
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("3");
    expect(await response.json()).toEqual({ error: { code: "rate_limited", message: "Calma" } });
  });

  it("maps every code of the contract to its status", () => {
    expect(errorStatus).toMatchObject({
      invalid_input: 400,
      unauthenticated: 401,
      forbidden_target: 403,
      forbidden_origin: 403,
      not_found: 404,
      method_not_allowed: 405,
      email_in_use: 409,
      payload_too_large: 413,
      unsupported_media_type: 415,
      rate_limited: 429,
      upstream_error: 502,
      not_configured: 503,
      upstream_timeout: 504,
    });
  });

  it("hides unexpected errors behind a generic 500 without the stack", async () => {
    const original = console.error;
    console.error = () => {};
    try {
      const response = await handle(async () => {
        throw new Error("segredo interno");
      });
      expect(await errorOf(response)).toEqual({
        status: 500,
        code: "internal_error",
        message: "Erro interno. Tente novamente.",
      });
    } finally {
      console.error = original;
    }
  });

  it("answers 405 in the envelope for other methods", async () => {
    expect(await errorOf(methodNotAllowed())).toMatchObject({ status: 405, code: "method_not_allowed" });
  });
});

describe("parseJson", () => {
  it("returns the validated body", async () => {
    const response = await parsed(jsonRequest("/x", { name: "  Ana " }));
    expect(await response.json()).toEqual({ name: "Ana" });
  });

  it("refuses other content types with 415", async () => {
    const request = jsonRequest("/x", { name: "Ana" }, { headers: { "content-type": "text/plain" } });
    expect(await errorOf(await parsed(request))).toMatchObject({ status: 415, code: "unsupported_media_type" });
  });

  it("refuses bodies over 16 KiB with 413, by header and by actual size", async () => {
    const big = JSON.stringify({ name: "a".repeat(MAX_BODY_BYTES) });
    expect(await errorOf(await parsed(jsonRequest("/x", big)))).toMatchObject({
      status: 413,
      code: "payload_too_large",
    });
    const lying = jsonRequest("/x", big, { headers: { "content-length": "10" } });
    expect(await errorOf(await parsed(lying))).toMatchObject({ status: 413 });
  });

  it("refuses broken JSON and invalid fields with 400 and a pt-BR message", async () => {
    expect(await errorOf(await parsed(jsonRequest("/x", "{nope")))).toEqual({
      status: 400,
      code: "invalid_input",
      message: "O corpo da requisição não é um JSON válido.",
    });
    expect(await errorOf(await parsed(jsonRequest("/x", { name: "  " })))).toEqual({
      status: 400,
      code: "invalid_input",
      message: "Informe o nome",
    });
  });
});

describe("rateLimit", () => {
  it("allows the row's points, then answers 429 with its message and Retry-After", async () => {
    for (let i = 0; i < rateLimits.image.points; i++) await rateLimit("image", "ip-1");
    const error = await rateLimit("image", "ip-1").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const response = (error as ApiError).toResponse();
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThanOrEqual(59);
    expect((await errorOf(response)).message).toBe(rateLimits.image.message);
    // another key has its own allowance
    await expect(rateLimit("image", "ip-2")).resolves.toBeUndefined();
  });

  it("keeps its counters where every instance sees them when REDIS_URL is set", async () => {
    const key = `shared-${Date.now()}`;
    await rateLimit("convert", key);
    if (rateLimitStore() === "memory") {
      expect(process.env.REDIS_URL ?? "").toBe("");
      return;
    }
    // CI's second pass runs against a real Redis: the counter must be there, not in this process.
    const redis = new Redis(process.env.REDIS_URL!);
    try {
      const keys = await redis.keys(`rl:*convert:${key}`);
      expect(keys).toHaveLength(1);
      expect(Number(await redis.get(keys[0]))).toBe(1);
    } finally {
      redis.disconnect();
    }
  });
});

describe("failureDelays (sign-in)", () => {
  it("lets the free failures through, then makes each further one wait longer, and a success forgets them", async () => {
    const delays = failureDelays("test-delays", {
      free: 2,
      maxDelaySeconds: 300,
      windowSeconds: 3600,
      message: "Calma",
    });
    for (let i = 0; i < 2; i++) {
      await delays.wait("a|1.2.3.4");
      await delays.fail("a|1.2.3.4");
    }
    await expect(delays.wait("a|1.2.3.4")).resolves.toBeUndefined();
    await delays.fail("a|1.2.3.4");
    const first = (await delays.wait("a|1.2.3.4").catch((e: unknown) => e)) as ApiError;
    expect(first.headers["Retry-After"]).toBe("1");
    await delays.fail("a|1.2.3.4");
    await delays.fail("a|1.2.3.4");
    const third = (await delays.wait("a|1.2.3.4").catch((e: unknown) => e)) as ApiError;
    expect(third.code).toBe("rate_limited");
    expect(third.headers["Retry-After"]).toBe("4");
    await expect(delays.wait("a|5.6.7.8")).resolves.toBeUndefined();
    await delays.succeed("a|1.2.3.4");
    await expect(delays.wait("a|1.2.3.4")).resolves.toBeUndefined();
  });
});

describe("clientIp", () => {
  const request = (headers: Record<string, string>) => new Request("http://x/", { headers });
  it("is the TCP peer (from server.mjs) when no proxy is trusted, whatever X-Forwarded-For says", () => {
    expect(clientIp(request({ "x-peer-address": "192.0.2.1", "x-forwarded-for": "6.6.6.6" }), 0)).toBe("192.0.2.1");
    expect(clientIp(request({ "x-peer-address": "::ffff:192.0.2.1" }), 0)).toBe("192.0.2.1");
    expect(clientIp(request({ "x-forwarded-for": "6.6.6.6" }), 0)).toBe("unknown");
  });

  it("uses the entry the nearest trusted proxy appended", () => {
    const peer = { "x-peer-address": "10.0.0.9" };
    expect(clientIp(request({ ...peer, "x-forwarded-for": "6.6.6.6, 198.51.100.4" }), 1)).toBe("198.51.100.4");
    expect(clientIp(request({ ...peer, "x-forwarded-for": "6.6.6.6, 198.51.100.4, 10.0.0.2" }), 2)).toBe(
      "198.51.100.4",
    );
    expect(clientIp(request({ ...peer, "x-forwarded-for": "[2001:db8::1]:443" }), 1)).toBe("2001:db8::1");
  });

  it("never keys on something that is not an IP address: the peer stands in", () => {
    const peer = { "x-peer-address": "10.0.0.9" };
    for (const forged of ["random-1", "1.2.3.4.5", "", "a, b"]) {
      expect(clientIp(request({ ...peer, "x-forwarded-for": forged }), 1)).toBe("10.0.0.9");
    }
    expect(clientIp(request({ "x-peer-address": "not-an-ip" }), 0)).toBe("unknown");
  });
});
