// Office files against "Traduzir arquivo", timing /api/health in the same run (loopback only, bounded: 3 uploads).
// Usage: BASE_URL=http://127.0.0.1:3000 node bench/office-files.mjs   (a running `npm start` with OPENAI_* set)
// 1. a ZIP bomb: four entries declaring 1 byte each over one deflate stream of 200 MB of zeros (issue 44);
// 2. a 1,2 MB XML .docx within every cap (15.000 formatted paragraphs): parsed, then the model is asked;
// 3. 340.000 empty paragraphs (2 MB of XML): refused by the element cap.
import { deflateRawSync } from "node:zlib";
import { strToU8, zipSync } from "fflate";

const base = process.env.BASE_URL ?? "http://127.0.0.1:3000";
if (!/^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(base)) throw new Error("loopback only");

const W = "http://schemas.openxmlformats.org/wordprocessingml/2006/main";
const docx = (body) =>
  zipSync({
    "_rels/.rels": strToU8(
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="r1" ' +
        'Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ),
    "word/document.xml": strToU8(`<w:document xmlns:w="${W}"><w:body>${body}</w:body></w:document>`),
  });

function bomb() {
  const data = deflateRawSync(Buffer.alloc(200 * 1024 * 1024));
  const names = ["word/document.xml", "word/styles.xml", "word/footnotes.xml", "[Content_Types].xml"];
  const local = Buffer.alloc(30 + names[0].length);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(1, 22);
  local.writeUInt16LE(names[0].length, 26);
  local.write(names[0], 30);
  const central = names.map((name) => {
    const entry = Buffer.alloc(46 + name.length);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(data.length, 20);
    entry.writeUInt32LE(1, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.write(name, 46);
    return entry;
  });
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(names.length, 8);
  end.writeUInt16LE(names.length, 10);
  end.writeUInt32LE(
    central.reduce((sum, entry) => sum + entry.length, 0),
    12,
  );
  end.writeUInt32LE(local.length + data.length, 16);
  return Buffer.concat([local, data, ...central, end]);
}

const jar = new Map();
async function call(path, init = {}) {
  const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
  const response = await fetch(base + path, { ...init, redirect: "manual", headers: { ...init.headers, cookie } });
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(";");
    const at = pair.indexOf("=");
    jar.set(pair.slice(0, at), pair.slice(at + 1));
  }
  return response;
}

async function signIn() {
  const email = `bench-${Date.now()}@exemplo.com`;
  const password = "senha-segura-123";
  const ip = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  const registered = await call("/api/auth/register", {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": ip },
    body: JSON.stringify({ email, password }),
  });
  if (registered.status !== 201) throw new Error(`register: ${registered.status} ${await registered.text()}`);
  const { csrfToken } = await (await call("/api/auth/csrf")).json();
  await call("/api/auth/callback/credentials", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": ip },
    body: new URLSearchParams({ csrfToken, email, password, json: "true" }),
  });
}

async function attack(name, filename, bytes) {
  const times = [];
  let running = true;
  const probe = (async () => {
    while (running) {
      const started = performance.now();
      await fetch(`${base}/api/health`).then((response) => response.arrayBuffer());
      times.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  const form = new FormData();
  form.set("target", "pt-BR");
  form.set("file", new Blob([bytes]), filename);
  const started = performance.now();
  const response = await call("/api/translate/document", { method: "POST", body: form });
  const body = await response.text();
  const took = performance.now() - started;
  running = false;
  await probe;
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? 0;
  console.log(
    `${name}: ${response.status} in ${took.toFixed(0)} ms (${(bytes.length / 1024).toFixed(0)} KB) ` +
      `/api/health median ${median.toFixed(0)} ms, max ${(times.at(-1) ?? 0).toFixed(0)} ms over ${times.length} ` +
      `· ${body.slice(0, 140).replace(/\s+/g, " ")}`,
  );
}

await signIn();
const paragraph = '<w:p><w:pPr><w:pStyle w:val="Normal"/></w:pPr><w:r><w:rPr><w:b/></w:rPr><w:t>a</w:t></w:r></w:p>';
await attack("zip bomb (4 x 1 byte over 200 MB)", "bomba.docx", bomb());
await attack("1,2 MB of XML within caps", "grande.docx", docx(paragraph.repeat(15_000)));
const runs = "<w:r><w:rPr><w:b/></w:rPr><w:t>a</w:t></w:r>".repeat(10);
await attack("1,2 MB of XML in 1.500 paragraphs", "longos.docx", docx(`<w:p>${runs}</w:p>`.repeat(1_500)));
await attack("340.000 empty paragraphs", "vazio.docx", docx("<w:p/>".repeat(340_000)));
