/**
 * Fixed loopback ports of the e2e run. E2E_PORT_OFFSET shifts them all, so several checkouts can run
 * their suites on one machine at once.
 */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
export const portOffset = offset;

export const ports = {
  app: 3100 + offset, // the site with every outside service configured (fakes below)
  bareApp: 3200 + offset, // the same build with no configuration at all, as on a fresh clone
  openai: 4100 + offset,
  mailbox: 4200 + offset, // HTTP view of the SMTP sink: GET /messages, POST /reset
  smtp: 4300 + offset,
  pixelHost: 4400 + offset, // stand-in for TikTok's analytics host
  site: 4500 + offset, // fixture web pages for the converter
  eventsApi: 4600 + offset, // stand-in for TikTok's Events API
  exportedSite: 4700 + offset, // an unzipped site export on a plain static host (site-forms-offline.spec.ts)
  formEndpoint: 4800 + offset, // stand-in for the endpoint an exported site's forms post to (the same spec)
  spare: 3700 + offset, // extra app instances started by a spec itself (hostile.spec.ts)
  restarted: 3800 + offset, // the configured build started with other company settings (company.spec.ts)
};

export const appUrl = `http://127.0.0.1:${ports.app}`;
export const bareAppUrl = `http://127.0.0.1:${ports.bareApp}`;
export const openaiUrl = `http://127.0.0.1:${ports.openai}`;
export const mailboxUrl = `http://127.0.0.1:${ports.mailbox}`;
export const pixelHostUrl = `http://127.0.0.1:${ports.pixelHost}`;
export const siteUrl = `http://127.0.0.1:${ports.site}`;
export const eventsApiUrl = `http://127.0.0.1:${ports.eventsApi}`;

/**
 * The company behind the site, built into the configured app (e2e/company.spec.ts); the bare app is built and
 * started with none of it.
 */
export const companyEnv: Record<string, string> = {
  COMPANY_NAME: "Software House", // the brand the copy and titles already use
  COMPANY_LEGAL_NAME: "Software House Desenvolvimento de Sistemas Ltda.",
  COMPANY_CNPJ: "11.222.333/0001-81",
  COMPANY_EMAIL: "contato@acme.com.br",
  COMPANY_PHONE: "+55 11 3333-4444",
  COMPANY_ADDRESS: "Av. Paulista, 1000, sala 101; São Paulo; SP; 01310-100",
  COMPANY_INSTAGRAM: "https://www.instagram.com/acme.software",
  COMPANY_LINKEDIN: "https://www.linkedin.com/company/acme-software",
  COMPANY_DPO_EMAIL: "privacidade@acme.com.br",
  COMPANY_REPLY_TIME: "até 1 dia útil",
  BOOKING_URL: "https://cal.com/acme-software/30min",
};

/**
 * Build-time and run-time configuration of the configured app. The build fixes SITE_URL and the company
 * (docs/company.md), so each port offset has a build of its own (scripts/test-e2e-shards.ts).
 */
export const appEnv: Record<string, string> = {
  NEXT_DIST_DIR: offset ? `.next-e2e-${offset}` : ".next-e2e",
  NEXT_TELEMETRY_DISABLED: "1",
  SITE_URL: appUrl,
  DATA_DIR: `.data-e2e-${offset}`,
  OPENAI_API_KEY: "sk-test-e2e",
  OPENAI_BASE_URL: `${openaiUrl}/v1`,
  OPENAI_CHAT_MODEL: "gpt-4.1-mini",
  OPENAI_TTS_MODEL: "gpt-realtime-2.1-mini", // the default: speech over the Realtime stand-in
  // A test that makes an engine fail must not send the next tests down the fallback chain.
  SPEECH_FALLBACK_MEMORY_SECONDS: "1",
  OPENAI_IMAGE_MODEL: "gpt-image-2.6-flare", // the default; the DALL-E shape is covered by route tests
  SMTP_URL: `smtp://127.0.0.1:${ports.smtp}`,
  TIKTOK_PIXEL_ID: "CTESTPIXEL0000000001",
  TIKTOK_PIXEL_HOST: pixelHostUrl,
  TIKTOK_EVENTS_API_URL: `${eventsApiUrl}/open_api/v1.3/event/track/`,
  TIKTOK_EVENTS_TIMEOUT_MS: "2000", // the "slow" token of the stand-in answers after 30 s
  WHATSAPP_NUMBER: "5511987654321",
  ADMIN_EMAILS: "dono-e2e@exemplo.com",
  ...companyEnv,
  CONVERTER_ALLOWED_HOSTS: `127.0.0.1:${ports.site}`,
  // As if behind one proxy: specs give each simulated visitor its own X-Forwarded-For address. The
  // bare app trusts no proxy, as on a fresh clone.
  TRUST_PROXY_HOPS: "1",
  // one conversion at a time, so the busy answer can be seen (specs run one test at a time)
  CONVERTER_MAX_CONCURRENT: "1",
};

/** The bare app: its own build, with no configuration at all, as on a fresh clone. */
export const bareAppEnv: Record<string, string> = {
  NEXT_DIST_DIR: ".next-e2e-bare",
  NEXT_TELEMETRY_DISABLED: "1",
  DATA_DIR: `.data-e2e-bare-${offset}`,
};
