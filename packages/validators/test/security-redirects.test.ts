import { describe, expect, it } from "vitest";

import { DEFAULT_CALLBACK_PATH, safeCallbackPath } from "../src";
import { HOSTILE_CALLBACKS, KEPT_CALLBACKS } from "./redirect-corpus";

const ORIGIN = "https://lexforge.example";

describe("safeCallbackPath: no open redirect after sign-in", () => {
  it.each(HOSTILE_CALLBACKS)("sends %j to the dashboard", (value) => {
    expect(safeCallbackPath(value)).toBe(DEFAULT_CALLBACK_PATH);
  });

  it.each(KEPT_CALLBACKS)("keeps the same-site path %j as written", (value) => {
    expect(safeCallbackPath(value)).toBe(value);
    expect(new URL(safeCallbackPath(value), ORIGIN).origin).toBe(ORIGIN);
  });

  it("returns only paths that a browser resolves to this site and that read the same after resolving", () => {
    for (const value of [...HOSTILE_CALLBACKS, ...KEPT_CALLBACKS]) {
      const path = safeCallbackPath(value);
      const resolved = new URL(path, ORIGIN);
      expect(resolved.origin).toBe(ORIGIN);
      expect(resolved.pathname + resolved.search + resolved.hash).toBe(path);
    }
  });

  it("takes the first of repeated query values and defaults when there is none", () => {
    expect(safeCallbackPath(["/pricing", "//evil.example"])).toBe("/pricing");
    expect(safeCallbackPath(["//evil.example", "/pricing"])).toBe(DEFAULT_CALLBACK_PATH);
    expect(safeCallbackPath(undefined)).toBe(DEFAULT_CALLBACK_PATH);
  });
});
