// @ts-check
/**
 * The header in which server.mjs hands route handlers the TCP peer address of the connection (Next
 * gives them no socket). server.mjs deletes any copy the client sent before writing it, so only
 * lib/http/client-ip.ts may read it, and only behind server.mjs (`npm start`).
 */
export const PEER_ADDRESS_HEADER = "x-peer-address";
