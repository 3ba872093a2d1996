/**
 * Time to generate a catalogue of 5 and of 50 products, as the page does it: one POST /api/description per
 * product, one after the other, from one client (so the site's per-client limits apply as they do to a
 * visitor), against the fake OpenAI-compatible server answering valid structured output. Runs with the
 * fake answering at once (what the site adds) and after a fixed delay per answer (a stand-in for the model's
 * own time), then times parsing the CSV and writing both store files for 50 products.
 * Usage: npx tsx bench/description-catalogue.ts [--dist .next-bench] [--port 20230] [--delay 1000]
 */
import { startFakeOpenAI } from "../test-support/fakes/openai-server";
import { parseCatalogue } from "../lib/description/catalogue-csv";
import { shopifyCsv, wooCommerceCsv, type CatalogueRow } from "../lib/description/catalogue-export";
import type { DescriptionResult } from "../lib/validation/description";
import { product, startApp } from "./next-app";

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2) args.set(process.argv[i].replace(/^--/, ""), process.argv[i + 1]);
const port = Number(args.get("port") ?? 20230);
const dist = args.get("dist") ?? ".next-bench";
const delayMs = Number(args.get("delay") ?? 1000);
const app = `http://127.0.0.1:${port}`;

let client = 0;
async function catalogue(count: number): Promise<{ ms: number; rows: CatalogueRow[] }> {
  const address = `198.19.0.${++client}`; // one visitor per catalogue, as in the browser
  const rows: CatalogueRow[] = [];
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    const input = { ...product, tone: "professional" as const, productName: `${product.productName} ${i + 1}` };
    const response = await fetch(`${app}/api/description`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": address },
      body: JSON.stringify(input),
    });
    if (!response.ok) throw new Error(`product ${i + 1}: ${response.status} ${await response.text()}`);
    const { versions } = (await response.json()) as DescriptionResult;
    rows.push({ product: input, version: versions[0] });
  }
  return { ms: performance.now() - started, rows };
}

async function main() {
  const fake = await startFakeOpenAI(port + 1);
  const { stop } = await startApp(port, dist, {
    TRUST_PROXY_HOPS: "1",
    OPENAI_API_KEY: "sk-bench",
    OPENAI_BASE_URL: fake.url,
    OPENAI_CHAT_MODEL: "gpt-4.1-mini",
  });
  try {
    await catalogue(3); // warm-up: compiles the route's first request
    console.log("| fake's time per answer | 5 products | 50 products | per product (50) |");
    console.log("|---|---|---|---|");
    let last: CatalogueRow[] = [];
    for (const delay of [0, delayMs]) {
      fake.reset();
      if (delay) fake.queue("chat", { kind: "ok", delayMs: delay }, 55);
      const five = await catalogue(5);
      const fifty = await catalogue(50);
      last = fifty.rows;
      const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
      console.log(`| ${delay} ms | ${s(five.ms)} | ${s(fifty.ms)} | ${(fifty.ms / 50).toFixed(0)} ms |`);
    }
    const csv =
      "nome,caracteristicas,publico,preco,tom\n" +
      last.map((row) => `"${row.product.productName}","leve, macio",corredores,"R$ 399",casual`).join("\n");
    const started = performance.now();
    const parsed = parseCatalogue(new TextEncoder().encode(csv));
    const files = shopifyCsv(last).length + wooCommerceCsv(last).length;
    const ms = performance.now() - started;
    if (!parsed.ok) throw new Error(parsed.message);
    console.log(`\nParse 50 rows + write both files (${(files / 1024).toFixed(0)} KB): ${ms.toFixed(1)} ms`);
  } finally {
    stop();
    await fake.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
