import { describe, expect, it } from "vitest";
import { DELETE as deleteAccount } from "@/app/api/account/route";
import { POST as changePassword } from "@/app/api/account/password/route";
import { POST as resendVerification } from "@/app/api/account/verification/route";
import { POST as verifyEmail } from "@/app/api/auth/verify-email/route";
import { DELETE as deleteImage } from "@/app/api/image/history/[id]/route";
import { POST as translate } from "@/app/api/translate/route";
import { errorOf } from "@/test-support/requests";

type Handler = (request: Request, context: { params: Promise<{ id: string }> }) => Promise<Response>;

/** Every route that needs a session and takes a body (or could be sent one). */
const routes: [string, string, Handler][] = [
  ["DELETE", "/api/account", deleteAccount],
  ["POST", "/api/account/password", changePassword],
  ["POST", "/api/account/verification", resendVerification],
  ["POST", "/api/auth/verify-email", verifyEmail],
  ["POST", "/api/translate", translate],
  ["DELETE", "/api/image/history/00000000-0000-4000-8000-000000000000", deleteImage],
];

const bodies: [string, Record<string, string>, string][] = [
  ["a broken JSON body", { "content-type": "application/json" }, "{"],
  ["a body of another type", { "content-type": "text/plain" }, "senha=1"],
  ["a body over the size limit", { "content-type": "application/json" }, `{"x":"${"x".repeat(64 * 1024)}"}`],
];

describe("routes that need a session", () => {
  it.each(routes)("%s %s answers an anonymous request 401 before it reads the body", async (method, path, handler) => {
    for (const [what, headers, body] of bodies) {
      const response = await handler(
        new Request(`http://127.0.0.1:3000${path}`, {
          method,
          headers: { ...headers, "x-peer-address": "198.51.100.90" },
          body,
        }),
        { params: Promise.resolve({ id: path.split("/").at(-1)! }) },
      );
      expect(await errorOf(response), what).toMatchObject({ status: 401, code: "unauthenticated" });
    }
  });
});
