// @ts-check
/** Trustworthy only behind server.mjs, which deletes any copy the client sent before writing it. */
export const PEER_ADDRESS_HEADER = "x-peer-address";
