import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/http/api-error";
import type { ServerEvent } from "@/lib/validation/pixel-events";
import { eventsApiAnswer, eventsApiBody, eventsApiMessages } from "./events-api";

const input: ServerEvent = {
  pixelId: "CABCDEFGHIJ123456789",
  event: "Purchase",
  eventId: "pedido-7",
  testEventCode: "TEST42",
  email: "a".repeat(64),
  phone: "b".repeat(64),
  value: 199.9,
  currency: "BRL",
  contentId: "SKU-42",
  accessToken: "0123456789abcdef0123456789abcdef01234567",
};
const context = {
  ip: "203.0.113.7",
  userAgent: "Navegador/1.0",
  pageUrl: "https://site.test/disparador",
  eventTime: 1764100000,
};

describe("eventsApiBody", () => {
  it("is TikTok's Events API 2.0 web event, with the token nowhere in it", () => {
    const body = eventsApiBody(input, context);
    expect(body).toEqual({
      event_source: "web",
      event_source_id: "CABCDEFGHIJ123456789",
      test_event_code: "TEST42",
      data: [
        {
          event: "Purchase",
          event_time: 1764100000,
          event_id: "pedido-7",
          user: { email: "a".repeat(64), phone: "b".repeat(64), ip: "203.0.113.7", user_agent: "Navegador/1.0" },
          properties: { value: 199.9, currency: "BRL", content_type: "product", contents: [{ content_id: "SKU-42" }] },
          page: { url: "https://site.test/disparador" },
        },
      ],
    });
    expect(JSON.stringify(body)).not.toContain(input.accessToken);
  });

  it("leaves out the test code, IP and user agent when there are none", () => {
    const body = eventsApiBody(
      { ...input, testEventCode: undefined },
      { ...context, ip: undefined, userAgent: undefined },
    );
    expect(body).not.toHaveProperty("test_event_code");
    expect(body.data[0].user).toEqual({ email: "a".repeat(64), phone: "b".repeat(64) });
  });
});

describe("eventsApiAnswer", () => {
  it("accepts code 0 on a 2xx", () => {
    expect(eventsApiAnswer(200, { code: 0, message: "OK", request_id: "r1", data: {} }, "e1")).toEqual({
      accepted: true,
      status: 200,
      code: 0,
      message: "OK",
      requestId: "r1",
      summary: eventsApiMessages.accepted,
      eventId: "e1",
    });
  });

  it("shows TikTok's code and message, and what to do, for a refused token", () => {
    const answer = eventsApiAnswer(
      200,
      { code: 40105, message: "Access token is incorrect or has been revoked." },
      "e1",
    );
    expect(answer.accepted).toBe(false);
    expect(answer.summary).toBe(
      "Events API: recusado pelo TikTok (código 40105: Access token is incorrect or has been revoked.). " +
        eventsApiMessages.token,
    );
    expect(eventsApiAnswer(200, { code: 40001, message: "No permission" }, "e1").summary).toContain(
      eventsApiMessages.token,
    );
  });

  it("tells throttling, a refused field and TikTok's own failures apart", () => {
    expect(eventsApiAnswer(200, { code: 40100, message: "Too many requests" }, "e").summary).toContain(
      eventsApiMessages.throttled,
    );
    expect(
      eventsApiAnswer(200, { code: 40002, message: "event_source_id: Field is required." }, "e").summary,
    ).toContain(eventsApiMessages.fields);
    expect(eventsApiAnswer(500, { code: 50000, message: "Internal error" }, "e").summary).toContain(
      eventsApiMessages.unavailable,
    );
    // code 0 with an error status is not an acceptance
    expect(eventsApiAnswer(400, { code: 0, message: "OK" }, "e").accepted).toBe(false);
  });

  it("turns an answer that is not TikTok's envelope into a 502 naming the HTTP status", () => {
    const error = (() => {
      try {
        eventsApiAnswer(503, null, "e");
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: "upstream_error", message: eventsApiMessages.httpError(503) });
  });
});
