import { env } from "@/lib/env";
import { clientAddress } from "./client-address.mjs";
import { PEER_ADDRESS_HEADER } from "./peer-address.mjs";

/**
 * Route handlers never see the socket, so server.mjs passes the peer address in PEER_ADDRESS_HEADER; the
 * trusted proxies' X-Forwarded-For entry wins over it (lib/http/client-address.mjs).
 */
export function clientIp(request: Pick<Request, "headers">, hops = env().TRUST_PROXY_HOPS): string {
  return clientAddress(request.headers.get(PEER_ADDRESS_HEADER), request.headers.get("x-forwarded-for"), hops);
}
