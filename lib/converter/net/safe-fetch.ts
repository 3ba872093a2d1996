import "server-only";
import { promises as dns, type LookupAddress } from "node:dns";
import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import zlib from "node:zlib";
import { isBlockedAddress } from "./address-policy";
import { FetchFailure } from "./fetch-error";
import { isExempt, vetTarget, type TargetPolicy } from "./target";

/** Resolves a name to every address it has (injectable so tests can play DNS tricks). */
export type Resolver = (hostname: string) => Promise<LookupAddress[]>;

const systemResolver: Resolver = (hostname) => dns.lookup(hostname, { all: true, verbatim: true });

export type Agents = { http: http.Agent; https: https.Agent };

export type FetchOptions = {
  policy: TargetPolicy;
  maxBytes: number;
  /** Asked with the declared length before the body is read; false refuses it as too large. */
  admit?: (bytes: number) => boolean;
  timeoutMs: number;
  signal?: AbortSignal;
  resolver?: Resolver;
  agents?: Agents;
  accept?: string;
  maxRedirects?: number;
};

export type Fetched = { url: URL; status: number; contentType: string; body: Buffer };

const USER_AGENT = "Mozilla/5.0 (compatible; ElementorParaHTML/1.0; +https://github.com/)";

class BlockedAddress extends Error {}

/** The address check runs inside the socket's DNS lookup, so a name cannot answer "public" to the check and "loopback" to the connection. */
export async function safeFetch(raw: string | URL, options: FetchOptions): Promise<Fetched> {
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const maxRedirects = options.maxRedirects ?? 5;
  let current: string | URL = raw;

  for (let hop = 0; ; hop++) {
    const url = vetTarget(current, options.policy);
    const response = await request(url, options, signal);
    const location = response.headers.location;
    if (response.statusCode && response.statusCode >= 300 && response.statusCode < 400 && location) {
      response.resume();
      if (hop >= maxRedirects) throw new FetchFailure("status", "too many redirects");
      current = new URL(location, url);
      continue;
    }
    if (!response.statusCode || response.statusCode < 200 || response.statusCode >= 300) {
      response.resume();
      throw new FetchFailure("status", `HTTP ${response.statusCode}`, response.statusCode);
    }
    const body = await readBody(response, options, signal);
    return { url, status: response.statusCode, contentType: String(response.headers["content-type"] ?? ""), body };
  }
}

function checkedLookup(resolver: Resolver): LookupFunction {
  return (hostname, options, callback) => {
    resolver(hostname).then(
      (found) => {
        const wanted =
          options.family === 4 || options.family === 6 ? found.filter((a) => a.family === options.family) : found;
        if (wanted.length === 0)
          return callback(Object.assign(new Error(`ENOTFOUND ${hostname}`), { code: "ENOTFOUND" }), "", 0);
        const bad = wanted.find((a) => isBlockedAddress(a.address));
        if (bad) return callback(new BlockedAddress(`${hostname} resolves to ${bad.address}`), "", 0);
        if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, wanted);
        callback(null, wanted[0].address, wanted[0].family);
      },
      (error: NodeJS.ErrnoException) => callback(error, "", 0),
    );
  };
}

/** One GET; a kept-alive socket the server closed meanwhile is retried once on a fresh one (Node's advice). */
async function request(url: URL, options: FetchOptions, signal: AbortSignal): Promise<IncomingMessage> {
  try {
    return await requestOnce(url, options, signal);
  } catch (error) {
    if (!(error instanceof StaleSocket)) throw error;
    return requestOnce(url, options, signal);
  }
}

class StaleSocket extends Error {}

function requestOnce(url: URL, options: FetchOptions, signal: AbortSignal): Promise<IncomingMessage> {
  const secure = url.protocol === "https:";
  const exempt = isExempt(url, options.policy);
  return new Promise((resolve, reject) => {
    const req = (secure ? https : http).request(
      {
        protocol: url.protocol,
        hostname: url.hostname.replace(/^\[|\]$/g, ""),
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        method: "GET",
        headers: {
          accept: options.accept ?? "*/*",
          "accept-encoding": "gzip, deflate, br",
          "accept-language": "pt-BR,pt;q=0.9,en;q=0.5",
          "user-agent": USER_AGENT,
        },
        agent: secure ? options.agents?.https : options.agents?.http,
        lookup: exempt ? undefined : checkedLookup(options.resolver ?? systemResolver),
        signal,
      },
      resolve,
    );
    req.on("error", (error: NodeJS.ErrnoException) => {
      const stale = req.reusedSocket && (error.code === "ECONNRESET" || error.code === "EPIPE") && !signal.aborted;
      reject(stale ? new StaleSocket(error.message) : translate(error, signal));
    });
    req.end();
  });
}

function translate(error: unknown, signal: AbortSignal): FetchFailure {
  if (error instanceof FetchFailure) return error;
  if (error instanceof BlockedAddress) return new FetchFailure("forbidden", error.message);
  if (signal.aborted) return new FetchFailure("timeout", "time limit");
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const message = error instanceof Error ? error.message : String(error);
  if (code === "ENOTFOUND" || code === "EAI_NODATA" || code === "EAI_NONAME") {
    return new FetchFailure("name_not_found", message);
  }
  if (code === "ECONNREFUSED") return new FetchFailure("refused", message);
  return new FetchFailure("unreachable", message);
}

function readBody(response: IncomingMessage, { maxBytes, admit }: FetchOptions, signal: AbortSignal): Promise<Buffer> {
  const declared = Number(response.headers["content-length"]);
  const encoding = String(response.headers["content-encoding"] ?? "")
    .trim()
    .toLowerCase();
  if (!encoding && Number.isFinite(declared) && (declared > maxBytes || (admit && !admit(declared)))) {
    response.destroy();
    return Promise.reject(new FetchFailure("too_large", `${declared} bytes`));
  }
  const decoder =
    encoding === "gzip" || encoding === "x-gzip"
      ? zlib.createGunzip()
      : encoding === "deflate"
        ? zlib.createInflate()
        : encoding === "br"
          ? zlib.createBrotliDecompress()
          : undefined;
  const stream = decoder ? response.pipe(decoder) : response;

  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const fail = (failure: FetchFailure) => {
      if (settled) return;
      settled = true;
      reject(failure);
      response.destroy();
      decoder?.destroy();
    };
    stream.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) fail(new FetchFailure("too_large", `over ${maxBytes} bytes`));
      else chunks.push(chunk);
    });
    stream.on("end", () => {
      if (settled) return;
      settled = true;
      resolve(Buffer.concat(chunks));
    });
    stream.on("error", (error) => fail(translate(error, signal)));
    response.on("error", (error) => fail(translate(error, signal)));
    response.on("aborted", () => fail(translate(new Error("aborted"), signal)));
  });
}

/** Keep-alive agents for one conversion (sockets are only ever opened through checkedLookup). */
export function createAgents(maxSockets: number): Agents {
  return {
    http: new http.Agent({ keepAlive: true, maxSockets }),
    https: new https.Agent({ keepAlive: true, maxSockets }),
  };
}

export function destroyAgents(agents: Agents) {
  agents.http.destroy();
  agents.https.destroy();
}
