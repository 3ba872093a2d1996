import { beforeAll, describe, expect, it } from "vitest";
import { isApiError } from "@/lib/http/api-error";
import { callService } from "@/lib/jobs/pool";
import { passwordProblem } from "./password-check";

describe("passwordProblem on the server", () => {
  // The service thread started (and, in tests, its bundle built, which `npm run build` does in production).
  beforeAll(async () => {
    await expect(callService("no-such-task", {}, { timeoutMs: 60_000 })).rejects.toThrow("no task named no-such-task");
  }, 60_000);

  it("builds the dictionaries and scores in the service thread, so the event loop stays free for other visitors", async () => {
    // CPU time of this thread, the one that serves requests: unlike a clock, the machine's load does not move it.
    const before = process.threadCpuUsage();
    expect(await passwordProblem("senha123", "ana@exemplo.com")).toBe(
      "Senha fácil de adivinhar. Use uma frase com palavras incomuns ou uma senha mais longa.",
    );
    expect(await passwordProblem("Ana@Exemplo.com ", "ana@exemplo.com")).toBe("A senha não pode ser igual ao e-mail.");
    expect(await passwordProblem("girafa trombone picolé outubro", "ana@exemplo.com")).toBeUndefined();
    const { user, system } = process.threadCpuUsage(before);
    // Built and searched on this thread, the dictionaries cost it 0,3-0,4 s of CPU.
    expect((user + system) / 1000).toBeLessThan(100);
  });

  it("answers calls made at once, each with its own score", async () => {
    const answers = await Promise.all(
      ["123456", "girafa trombone picolé outubro", "qwerty", "mesa azul chuva distante"].map((password) =>
        passwordProblem(password),
      ),
    );
    expect(answers.map((answer) => answer === undefined)).toEqual([false, true, false, true]);
  });

  it("answers 503, to try again, when the thread cannot score in time", async () => {
    // 1 ms is less than any check takes (25-45 ms): the call is stopped, and the thread with it.
    await expect(passwordProblem("girafa trombone picolé outubro", "", 1)).rejects.toSatisfy(
      (error) =>
        isApiError(error) &&
        error.status === 503 &&
        error.message === "Não foi possível conferir a senha agora. Tente de novo em alguns segundos.",
    );
    expect(await passwordProblem("girafa trombone picolé outubro")).toBeUndefined();
  });
});
