import { describe, expect, it } from "vitest";
import { errorOf } from "@/test-support/requests";
import { DELETE, GET, POST } from "./route";

describe("unknown API paths", () => {
  it("answer 404 in the error envelope for every method", async () => {
    for (const handler of [GET, POST, DELETE]) {
      const request = new Request("http://127.0.0.1:3000/api/nada", { method: handler === GET ? "GET" : "POST" });
      expect(await errorOf(await handler(request))).toEqual({
        status: 404,
        code: "not_found",
        message: "Rota da API não encontrada.",
      });
    }
  });
});
