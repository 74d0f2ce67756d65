import { isIPv4, isIPv6 } from "node:net";

/**
 * The subject a client address is limited as. An IPv6 host is usually given a whole /64, so one client could
 * otherwise take a fresh address for every request: it counts as its /64 ("2001:db8:1:2:3:4:5:6" is
 * "2001:db8:1:2::/64"). An IPv4 address counts as itself, also when a proxy writes it IPv4-mapped
 * ("::ffff:1.2.3.4") or with its port ("1.2.3.4:5678", "[2001:db8::1]:443"). Anything else is kept whole.
 */
export function addressKey(raw: string): string {
  const address = withoutPort(raw.trim()).replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
  if (isIPv4(address) || !isIPv6(address)) return address;
  const [head = "", tail] = address.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups =
    tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

/** "1.2.3.4:5678" → "1.2.3.4", "[2001:db8::1]:443" → "2001:db8::1"; a bare IPv6 address is left alone. */
function withoutPort(address: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed?.[1]) return bracketed[1];
  const ipv4WithPort = /^(\d+\.\d+\.\d+\.\d+):\d+$/.exec(address);
  return ipv4WithPort?.[1] ?? address;
}
