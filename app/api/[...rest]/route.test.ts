import { describe, expect, it } from "vitest";
import { errorOf } from "@/test-support/requests";
import { DELETE, GET, POST } from "./route";

describe("unknown API paths", () => {
  it("answer 404 in the error envelope for every method", async () => {
    for (const handler of [GET, POST, DELETE]) {
      expect(await errorOf(handler())).toEqual({
        status: 404,
        code: "not_found",
        message: "Rota da API não encontrada.",
      });
    }
  });
});
