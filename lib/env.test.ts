import { PHASE_PRODUCTION_BUILD } from "next/constants";
import { describe, expect, it, vi } from "vitest";
import { companyEnv } from "@/e2e/ports";
import {
  builtSettingsNotice,
  companyVariables,
  fixedAtBuild,
  loadEnv,
  pickBuiltSettings,
  withBuiltSettings,
} from "./env";

describe("loadEnv", () => {
  it("works with nothing set, using the embedded defaults", () => {
    const config = loadEnv({});
    expect(config.SITE_URL).toBe("http://localhost:3000");
    expect(config.DATA_DIR).toBe(".data");
    expect(config.dataDir).toMatch(/\.data$/);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.OPENAI_API_KEY).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.REDIS_URL).toBeUndefined();
    expect(config.TIKTOK_PIXEL_ID).toBeUndefined();
    expect(config.TIKTOK_PIXEL_HOST).toBe("https://analytics.tiktok.com");
    expect(config.CONVERTER_ALLOWED_HOSTS).toEqual([]);
    expect(config.CONVERTER_MAX_PAGE_BYTES).toBe(5 * 1024 * 1024);
    expect(config.TRUST_PROXY_HOPS).toBe(0);
  });

  it("treats empty strings as unset", () => {
    const config = loadEnv({ OPENAI_API_KEY: "  ", DATABASE_URL: "", WHATSAPP_NUMBER: "" });
    expect(config.OPENAI_API_KEY).toBeUndefined();
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.WHATSAPP_NUMBER).toBeUndefined();
  });

  it("normalises lists and URLs", () => {
    const config = loadEnv({
      SITE_URL: "https://exemplo.com.br/",
      CONVERTER_ALLOWED_HOSTS: " 127.0.0.1:4500, Example.com:80 ,,",
    });
    expect(config.SITE_URL).toBe("https://exemplo.com.br");
    expect(config.CONVERTER_ALLOWED_HOSTS).toEqual(["127.0.0.1:4500", "example.com:80"]);
  });

  it("refuses invalid values with a message naming the variable", () => {
    expect(() => loadEnv({ WHATSAPP_NUMBER: "+55 11 9999" })).toThrow(/WHATSAPP_NUMBER/);
    expect(() => loadEnv({ SITE_URL: "not a url" })).toThrow(/SITE_URL/);
    expect(() => loadEnv({ CONVERTER_CONCURRENCY: "0" })).toThrow(/CONVERTER_CONCURRENCY/);
  });
});

describe("AI configuration", () => {
  it("defaults to current OpenAI models and a low reasoning effort", () => {
    const config = loadEnv({});
    expect(config.OPENAI_TTS_MODEL).toBe("gpt-realtime-2.1-mini");
    expect(config.OPENAI_IMAGE_MODEL).toBe("gpt-image-2.6-flare");
    expect(config.OPENAI_REASONING_EFFORT).toBe("low");
    expect(loadEnv({ OPENAI_REASONING_EFFORT: " " }).OPENAI_REASONING_EFFORT).toBe("low");
    expect(loadEnv({ OPENAI_REASONING_EFFORT: "High" }).OPENAI_REASONING_EFFORT).toBe("high");
  });

  it("refuses an unknown reasoning effort and a speech or image server that is not a URL", () => {
    expect(() => loadEnv({ OPENAI_REASONING_EFFORT: "turbo" })).toThrow(/OPENAI_REASONING_EFFORT/);
    expect(() => loadEnv({ OPENAI_TTS_BASE_URL: "localhost:8000" })).toThrow(/OPENAI_TTS_BASE_URL/);
    expect(() => loadEnv({ OPENAI_IMAGE_BASE_URL: "nope" })).toThrow(/OPENAI_IMAGE_BASE_URL/);
  });
});

describe("the company and contact settings", () => {
  it("sends leads to COMPANY_EMAIL when CONTACT_EMAIL is unset, and names the company in MAIL_FROM", () => {
    expect(loadEnv({}).CONTACT_EMAIL).toBe("contato@localhost");
    expect(loadEnv({}).MAIL_FROM).toBe("Software House <nao-responda@localhost>");
    const company = loadEnv({ COMPANY_NAME: "Oficina Digital", COMPANY_EMAIL: "oi@oficina.com.br" });
    expect(company.CONTACT_EMAIL).toBe("oi@oficina.com.br");
    expect(company.companyName).toBe("Oficina Digital");
    expect(company.MAIL_FROM).toBe("Oficina Digital <nao-responda@localhost>");
    expect(loadEnv({ COMPANY_EMAIL: "oi@oficina.com.br", CONTACT_EMAIL: "leads@oficina.com.br" }).CONTACT_EMAIL).toBe(
      "leads@oficina.com.br",
    );
  });

  const built = pickBuiltSettings({ ...companyEnv, WHATSAPP_NUMBER: "5511987654321", SITE_URL: "https://a.com.br" });

  it("are the build's at run time, set or unset, whatever the environment says", () => {
    const running = loadEnv(
      withBuiltSettings({ COMPANY_NAME: "Oficina Digital", CONTACT_EMAIL: "x@y.com.br", OPENAI_API_KEY: "sk" }, built),
    );
    expect(running.companyName).toBe(companyEnv.COMPANY_NAME);
    expect(running.WHATSAPP_NUMBER).toBe("5511987654321");
    expect(running.CONTACT_EMAIL).toBe(companyEnv.COMPANY_EMAIL); // unset at build: COMPANY_EMAIL's
    expect(running.SITE_URL).toBe("https://a.com.br");
    expect(running.OPENAI_API_KEY).toBe("sk"); // the rest is read at run time
    const bare = loadEnv(withBuiltSettings(companyEnv, pickBuiltSettings({})));
    expect(bare.companyName).toBe("Software House");
    expect(bare.COMPANY_CNPJ).toBeUndefined();
  });

  it("print one line at start naming what the environment changed: rode npm run build de novo", () => {
    const same = { ...companyEnv, WHATSAPP_NUMBER: " 5511987654321 ", SITE_URL: "https://a.com.br" };
    expect(builtSettingsNotice(same, built)).toBeUndefined();
    expect(builtSettingsNotice({ ...same }, undefined)).toBeUndefined(); // next dev: nothing was fixed
    const notice = builtSettingsNotice({ ...same, COMPANY_NAME: "Oficina Digital", WHATSAPP_NUMBER: "" }, built);
    expect(notice).toMatch(/^COMPANY_NAME, WHATSAPP_NUMBER: .*rode npm run build de novo\.$/);
    expect(notice).not.toContain("\n");
  });
});

describe("next build", () => {
  const build = async (vars: Record<string, string | undefined>) => {
    const saved = { ...process.env };
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      Object.assign(process.env, vars);
      for (const [key, value] of Object.entries(vars)) if (value === undefined) delete process.env[key];
      const { default: nextConfig } = await import("@/next.config");
      nextConfig(PHASE_PRODUCTION_BUILD);
      return warn.mock.calls.map((call) => String(call[0]));
    } finally {
      warn.mockRestore();
      process.env = saved;
    }
  };

  const company = Object.fromEntries(companyVariables.map((name) => [name, undefined]));
  const companySet = { ...company, ...companyEnv };

  it("warns, naming WHATSAPP_NUMBER, when the calls to action will lead to the form", async () => {
    const warnings = await build({ ...companySet, WHATSAPP_NUMBER: undefined });
    expect(warnings).toEqual([expect.stringContaining("WHATSAPP_NUMBER não definido")]);
  });

  it("names every company variable left unset, and only those", async () => {
    const warnings = await build({ ...company, WHATSAPP_NUMBER: "5511987654321", COMPANY_NAME: "Acme" });
    expect(warnings).toEqual([
      "⚠ Dados da empresa não definidos: COMPANY_LEGAL_NAME, COMPANY_CNPJ, COMPANY_EMAIL, COMPANY_PHONE, " +
        "COMPANY_ADDRESS, COMPANY_INSTAGRAM, COMPANY_LINKEDIN, COMPANY_DPO_EMAIL, COMPANY_REPLY_TIME, BOOKING_URL. " +
        'As páginas deixam de fora o que falta (rodapé, política de privacidade, "Agendar reunião"). Veja "Antes de ' +
        'publicar" no README e gere o build de novo.',
    ]);
  });

  it("fixes every company and contact setting into the server code", async () => {
    const vars = { ...companySet, WHATSAPP_NUMBER: "5511987654321", CONTACT_EMAIL: undefined, SITE_URL: undefined };
    const saved = { ...process.env };
    try {
      Object.assign(process.env, vars);
      for (const [key, value] of Object.entries(vars)) if (value === undefined) delete process.env[key];
      const { default: nextConfig } = await import("@/next.config");
      vi.spyOn(console, "warn").mockImplementation(() => {});
      const fixed = JSON.parse(nextConfig(PHASE_PRODUCTION_BUILD).env!.BUILT_SETTINGS!);
      expect(Object.keys(fixed)).toEqual([...fixedAtBuild]);
      expect(fixed).toMatchObject({ COMPANY_NAME: "Software House", CONTACT_EMAIL: null, SITE_URL: null });
    } finally {
      vi.restoreAllMocks();
      process.env = saved;
    }
  });

  it("is silent when WhatsApp and the company are configured", async () => {
    expect(await build({ ...companySet, WHATSAPP_NUMBER: "5511987654321" })).toEqual([]);
  });
});
