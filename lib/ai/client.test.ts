import { afterEach, describe, expect, it, vi } from "vitest";
import { resetEnvCache } from "@/lib/env";
import { logAiSetupAdvice, notConfigured } from "./client";

const saved = { key: process.env.OPENAI_API_KEY, base: process.env.OPENAI_BASE_URL };

afterEach(() => {
  vi.restoreAllMocks();
  for (const [name, value] of [
    ["OPENAI_API_KEY", saved.key],
    ["OPENAI_BASE_URL", saved.base],
  ] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetEnvCache();
});

describe("an unconfigured AI provider", () => {
  it("is explained to whoever runs the server, once at start, and never to visitors", () => {
    delete process.env.OPENAI_API_KEY;
    delete process.env.OPENAI_BASE_URL;
    resetEnvCache();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    logAiSetupAdvice();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toMatch(/OPENAI_API_KEY.*OPENAI_BASE_URL/s);
    expect(notConfigured().message).not.toMatch(/OPENAI|\.env/);
  });

  it("is not mentioned when a provider is configured", () => {
    process.env.OPENAI_BASE_URL = "http://127.0.0.1:11434/v1";
    resetEnvCache();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    logAiSetupAdvice();
    expect(warn).not.toHaveBeenCalled();
  });
});
