/** Steering the stand-in services from e2e tests (they run in the fakes process, see test-support/fakes/start.ts). */
import type { Endpoint, RecordedRequest, Scenario } from "../../test-support/fakes/openai-server";
import type { ReceivedMail } from "../../test-support/fakes/smtp-sink";
import type { PixelCall } from "../../test-support/fakes/pixel-host";
import type { EventsApiRequest } from "../../test-support/fakes/events-api";
import { eventsApiUrl, mailboxUrl, openaiUrl, pixelHostUrl } from "../ports";

export const fakeOpenAI = {
  async queue(endpoint: Endpoint, scenario: Scenario, times = 1) {
    await post(`${openaiUrl}/__scenario`, { endpoint, times, ...scenario });
  },
  async reset() {
    await post(`${openaiUrl}/__reset`, {});
  },
  async requests(): Promise<RecordedRequest[]> {
    return (await fetch(`${openaiUrl}/__requests`)).json();
  },
};

export const mailbox = {
  async messages(): Promise<ReceivedMail[]> {
    return (await fetch(`${mailboxUrl}/messages`)).json();
  },
  async reset() {
    await post(`${mailboxUrl}/reset`, {});
  },
};

export const pixelHost = {
  async calls(): Promise<PixelCall[]> {
    return (await fetch(`${pixelHostUrl}/__calls`)).json();
  },
  async reset() {
    await post(`${pixelHostUrl}/__reset`, {});
  },
};

export const eventsApi = {
  async requests(): Promise<EventsApiRequest[]> {
    return (await fetch(`${eventsApiUrl}/__requests`)).json();
  },
  async reset() {
    await post(`${eventsApiUrl}/__reset`, {});
  },
};

async function post(url: string, body: unknown) {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
}
