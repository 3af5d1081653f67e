import { isIPv4, isIPv6 } from "node:net";

/**
 * Which network addresses the server may download remote images from. Only public unicast
 * addresses: a post or a feed naming http://127.0.0.1:…/ or http://169.254.169.254/ (a cloud's
 * metadata service) must not make the server fetch from its own network on the attacker's
 * behalf (server-side request forgery).
 */

/** [first address, prefix length] of every IPv4 block that is not the public internet. */
const PRIVATE_V4: readonly [string, number][] = [
  ["0.0.0.0", 8], // "this network"
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local (cloud metadata services live here)
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.88.99.0", 24], // 6to4 relay anycast
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, and 255.255.255.255 broadcast
];

function v4ToNumber(address: string): number {
  return address.split(".").reduce((value, part) => value * 256 + Number(part), 0);
}

function isPublicV4(address: string): boolean {
  const value = v4ToNumber(address);
  return !PRIVATE_V4.some(([first, bits]) => {
    const size = 2 ** (32 - bits);
    const start = v4ToNumber(first);
    return value >= start && value < start + size;
  });
}

/** The eight 16-bit groups of an IPv6 address (a trailing dotted quad included). */
export function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase().replace(/%.*$/, "");
  const quad = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (quad?.[1]) {
    const value = v4ToNumber(quad[1]);
    text = `${text.slice(0, -quad[1].length)}${(value >>> 16).toString(16)}:${(value & 0xffff).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const missing = tail === undefined ? 0 : 8 - headGroups.length - tailGroups.length;
  return [...headGroups, ...Array<string>(missing).fill("0"), ...tailGroups].map((group) =>
    Number.parseInt(group, 16),
  );
}

function groupsToV4(high: number, low: number): string {
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
}

function isPublicV6(address: string): boolean {
  const g = ipv6Groups(address);
  if (g.length !== 8 || g.some((group) => Number.isNaN(group))) return false;
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = g;
  const firstFive = g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0;
  // ::ffff:a.b.c.d (IPv4-mapped) reaches the IPv4 address: judge that address.
  if (firstFive && g5 === 0xffff) return isPublicV4(groupsToV4(g6, g7));
  // ::, ::1 and the deprecated IPv4-compatible ::a.b.c.d.
  if (firstFive && g5 === 0) return false;
  // 64:ff9b::a.b.c.d (NAT64) also reaches an IPv4 address.
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) {
    return isPublicV4(groupsToV4(g6, g7));
  }
  // 2002:AABB:CCDD::/48 (6to4) carries the IPv4 address a.b.c.d in its second and third groups.
  if (g0 === 0x2002) return isPublicV4(groupsToV4(g1, g2));
  if ((g0 & 0xfe00) === 0xfc00) return false; // unique local fc00::/7
  if ((g0 & 0xffc0) === 0xfe80) return false; // link-local fe80::/10
  if ((g0 & 0xffc0) === 0xfec0) return false; // old site-local fec0::/10
  if ((g0 & 0xff00) === 0xff00) return false; // multicast
  if (g0 === 0x2001 && g1 === 0x0db8) return false; // documentation
  if (g0 === 0x2001 && g1 === 0) return false; // Teredo tunnels reach any IPv4 address
  if (g0 === 0x0100 && g1 === 0 && g2 === 0 && g3 === 0) return false; // discard prefix
  return true;
}

/** Whether the address (IPv4 or IPv6 text) is a public unicast address. */
export function isPublicAddress(address: string): boolean {
  if (isIPv4(address)) return isPublicV4(address);
  if (isIPv6(address)) return isPublicV6(address);
  return false;
}
