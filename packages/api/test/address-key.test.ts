import { expect, it } from "vitest";

import { addressKey } from "../src";

it.each([
  ["203.0.113.7", "203.0.113.7"],
  ["2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
  ["2001:0db8:0001:0002:aaaa::1", "2001:db8:1:2::/64"],
  ["2001:db8::1", "2001:db8:0:0::/64"],
  ["::1", "0:0:0:0::/64"],
  ["fe80::1%eth0", "fe80:0:0:0::/64"],
  // As proxies write them: IPv4-mapped, or with a port; all IPv4 clients must not share one bucket.
  ["::ffff:203.0.113.7", "203.0.113.7"],
  ["203.0.113.7:5678", "203.0.113.7"],
  ["[2001:db8::1]:443", "2001:db8:0:0::/64"],
  ["unknown", "unknown"],
])("a client at %s is limited as %s", (address, key) => {
  expect(addressKey(address)).toBe(key);
});

it("two addresses of one /64 are one subject; another /64 is another", () => {
  expect(addressKey("2001:db8:1:2::a")).toBe(addressKey("2001:db8:1:2:ffff::b"));
  expect(addressKey("2001:db8:1:3::a")).not.toBe(addressKey("2001:db8:1:2::a"));
});
