/**
 * The subject a client address is limited as. An IPv6 host is usually given a whole /64, so one client could
 * otherwise take a fresh address for every request: it counts as its /64 ("2001:db8:1:2:3:4:5:6" is
 * "2001:db8:1:2::/64"). An IPv4 address counts as itself.
 */
export function addressKey(address: string): string {
  if (!address.includes(":")) return address;
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
