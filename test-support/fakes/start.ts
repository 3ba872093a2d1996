/**
 * Starts every stand-in for an outside service the e2e suite needs, on the ports of e2e/ports.ts.
 * Playwright runs this as its first webServer and stops it at the end.
 */
import { createServer } from "node:http";
import { ports } from "../../e2e/ports";
import { startFakeEventsApi } from "./events-api";
import { startFixtureSite } from "./fixture-site";
import { startFakeOpenAI } from "./openai-server";
import { startPixelHost } from "./pixel-host";
import { startSmtpSink } from "./smtp-sink";

async function main() {
  const openai = await startFakeOpenAI(ports.openai);
  const smtp = await startSmtpSink(ports.smtp);
  const pixel = await startPixelHost(ports.pixelHost);
  const site = await startFixtureSite(ports.site);
  const eventsApi = await startFakeEventsApi(ports.eventsApi);

  createServer((req, res) => {
    if (req.url === "/reset" && req.method === "POST") smtp.messages.length = 0;
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify(req.url === "/messages" ? smtp.messages : { ok: true }));
  }).listen(ports.mailbox, "127.0.0.1");

  console.log(
    `fakes ready: openai ${openai.url}, smtp ${smtp.port}, mailbox ${ports.mailbox}, pixel host ${pixel.origin}, site ${site.origin}, ` +
      `events api ${eventsApi.url}`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
