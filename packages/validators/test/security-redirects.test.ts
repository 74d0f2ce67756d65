import { describe, expect, it } from "vitest";

import { DEFAULT_CALLBACK_PATH, safeCallbackPath } from "../src";

describe("safeCallbackPath: no open redirect after sign-in", () => {
  it.each([
    "/\\evil.example",
    "/\\/evil.example",
    "//evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "https://evil.example/dashboard",
    "javascript:alert(1)",
    "dashboard",
    "",
  ])("refuses %j", (value) => {
    expect(safeCallbackPath(value)).toBe(DEFAULT_CALLBACK_PATH);
  });

  it("whatever it returns, a browser resolves it to this site", () => {
    for (const value of ["/\\evil.example", "/%5Cevil.example", "/./\\evil.example", "/dashboard?x=//evil"]) {
      const resolved = new URL(safeCallbackPath(value), "https://lexforge.example");
      expect(resolved.origin).toBe("https://lexforge.example");
    }
  });

  it.each([
    ["/dashboard", "/dashboard"],
    ["/pricing", "/pricing"],
    ["/checkout/test?session=abc.def", "/checkout/test?session=abc.def"],
    ["/documents/nda#top", "/documents/nda#top"],
  ])("keeps the same-site path %j", (value, expected) => {
    expect(safeCallbackPath(value)).toBe(expected);
  });

  it("takes the first of repeated query values and defaults when there is none", () => {
    expect(safeCallbackPath(["/pricing", "//evil.example"])).toBe("/pricing");
    expect(safeCallbackPath(undefined)).toBe(DEFAULT_CALLBACK_PATH);
  });
});
