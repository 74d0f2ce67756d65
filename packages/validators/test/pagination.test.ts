import { describe, expect, it } from "vitest";

import type { PageItem } from "../src/pagination";
import { paginationWindow } from "../src/pagination";

/** Compact picture of the bar: numbers and "…". */
const bar = (items: PageItem[]) => items.map((item) => (item.kind === "page" ? item.page : "…"));

describe("paginationWindow", () => {
  it("is hidden with one page or fewer", () => {
    expect(paginationWindow(1, 0)).toEqual([]);
    expect(paginationWindow(1, 1)).toEqual([]);
  });

  it("lists every page when there is no gap", () => {
    expect(bar(paginationWindow(1, 2))).toEqual([1, 2]);
    expect(bar(paginationWindow(2, 3))).toEqual([1, 2, 3]);
    expect(bar(paginationWindow(3, 5))).toEqual([1, 2, 3, 4, 5]);
  });

  it("shows first, last, a window around the current page and ellipses", () => {
    expect(bar(paginationWindow(1, 10))).toEqual([1, 2, "…", 10]);
    expect(bar(paginationWindow(5, 10))).toEqual([1, "…", 4, 5, 6, "…", 10]);
    expect(bar(paginationWindow(10, 10))).toEqual([1, "…", 9, 10]);
  });

  it("shows a single hidden page instead of an ellipsis", () => {
    expect(bar(paginationWindow(4, 10))).toEqual([1, 2, 3, 4, 5, "…", 10]);
    expect(bar(paginationWindow(7, 10))).toEqual([1, "…", 6, 7, 8, 9, 10]);
  });

  it("clamps an out-of-range current page", () => {
    expect(bar(paginationWindow(99, 3))).toEqual([1, 2, 3]);
    expect(bar(paginationWindow(-4, 10))).toEqual([1, 2, "…", 10]);
    expect(bar(paginationWindow(Number.NaN, 6))).toEqual([1, 2, "…", 6]);
  });

  it("gives ellipses distinct keys", () => {
    const keys = paginationWindow(50, 100)
      .filter((item) => item.kind === "ellipsis")
      .map((item) => (item.kind === "ellipsis" ? item.key : ""));
    expect(keys).toEqual(["start", "end"]);
  });
});
