import { BlockList, isIP } from "node:net";

/** Who may read /metrics when METRICS_ALLOW is not set: this machine only. */
export const DEFAULT_METRICS_ALLOW: readonly string[] = ["127.0.0.1", "::1"];

/**
 * Matches an address against IPs and CIDR ranges (entries already checked by config.ts).
 * Node's BlockList also matches an IPv4-mapped IPv6 address (`::ffff:127.0.0.1`, what a
 * dual-stack listener reports for IPv4 clients) against an IPv4 entry.
 */
export function createAddressAllowList(entries: readonly string[]): (address: string) => boolean {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = "", bits] = entry.split("/");
    const type = isIP(address) === 6 ? "ipv6" : "ipv4";
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return (address) => {
    const version = isIP(address);
    if (version === 0) return false;
    return list.check(address, version === 6 ? "ipv6" : "ipv4");
  };
}
