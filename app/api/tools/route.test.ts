import { afterEach, describe, expect, it } from "vitest";
import { resetEnvCache } from "@/lib/env";
import { GET } from "./route";

const names = ["OPENAI_API_KEY", "OPENAI_BASE_URL", "OPENAI_TTS_BASE_URL", "OPENAI_IMAGE_BASE_URL"] as const;
const saved = Object.fromEntries(names.map((name) => [name, process.env[name]]));

function configure(settings: Partial<Record<(typeof names)[number], string>>) {
  for (const name of names) delete process.env[name];
  Object.assign(process.env, settings);
  resetEnvCache();
}

afterEach(() => configure(Object.fromEntries(Object.entries(saved).filter(([, value]) => value !== undefined))));

/** What public/shell.js and the prerendered tool pages follow (components/tools/use-tool-off.ts). */
async function unavailable(): Promise<string[]> {
  const response = await GET();
  expect(response.status).toBe(200);
  return ((await response.json()) as { unavailable: string[] }).unavailable;
}

describe("GET /api/tools", () => {
  it("names the AI tools and the AI voice a server without a provider cannot run", async () => {
    configure({});
    expect((await unavailable()).sort()).toEqual(
      ["/description-ecom", "/geniusvoice#voz-ia", "/imgautox", "/translate"].sort(),
    );
  });

  it("names nothing where a provider answers every capability", async () => {
    configure({ OPENAI_API_KEY: "sk-test" });
    expect(await unavailable()).toEqual([]);
  });

  it("follows each capability's own server: a speech server alone turns on the AI voice only", async () => {
    configure({ OPENAI_TTS_BASE_URL: "http://127.0.0.1:9/v1" });
    expect((await unavailable()).sort()).toEqual(["/description-ecom", "/imgautox", "/translate"].sort());
  });
});
