import { BlockList, isIP } from "node:net";

// Only public unicast: anything a server could use to reach itself, its network or its cloud is refused.
// Two lists: Node's BlockList matches IPv4 addresses against IPv6 rules such as ::ffff:0:0/96.
const blockedV4 = new BlockList();
const blockedV6 = new BlockList();

const ipv4Ranges: [string, number][] = [
  ["0.0.0.0", 8], // "this network", unspecified
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local, cloud metadata (169.254.169.254)
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.31.196.0", 24], // AS112
  ["192.52.193.0", 24], // AMT
  ["192.88.99.0", 24], // 6to4 relay anycast
  ["192.168.0.0", 16], // private
  ["192.175.48.0", 24], // AS112 direct delegation
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, broadcast
];

const ipv6Ranges: [string, number][] = [
  ["::", 96], // unspecified, loopback, IPv4-compatible
  ["::ffff:0:0", 96], // IPv4-mapped
  ["::ffff:0:0:0", 96], // IPv4-translated
  ["64:ff9b::", 96], // NAT64
  ["64:ff9b:1::", 48], // local-use NAT64
  ["100::", 64], // discard-only
  ["2001::", 23], // IETF protocol assignments: Teredo, benchmarking, ORCHID...
  ["2001:db8::", 32], // documentation
  ["2002::", 16], // 6to4 (embeds an IPv4 address)
  ["3fff::", 20], // documentation
  ["5f00::", 16], // SRv6 SIDs
  ["fc00::", 7], // unique-local (includes fd00:ec2::254, AWS metadata)
  ["fe80::", 10], // link-local
  ["fec0::", 10], // site-local (deprecated)
  ["ff00::", 8], // multicast
];

for (const [address, prefix] of ipv4Ranges) blockedV4.addSubnet(address, prefix, "ipv4");
for (const [address, prefix] of ipv6Ranges) blockedV6.addSubnet(address, prefix, "ipv6");

const globalUnicast = new BlockList();
globalUnicast.addSubnet("2000::", 3, "ipv6");

export function isBlockedAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  const family = isIP(bare);
  if (family === 4) return blockedV4.check(bare, "ipv4");
  if (family === 6) {
    // Only 2000::/3 is allocated as global unicast; anything outside it is refused outright.
    if (!globalUnicast.check(bare, "ipv6")) return true;
    return blockedV6.check(bare, "ipv6");
  }
  return true;
}
