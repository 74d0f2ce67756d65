/**
 * An employment agreement carries the notices its state requires: the invention notice where an
 * invention-assignment statute requires one (the agreement always assigns inventions), the pay notice at
 * hire, each in the rendered text with its citation and on "Before you sign"; none in a state without them.
 */
import { describe, expect, it } from "vitest";

import { generate, toText } from "../src/index";
import { EMPLOYMENT_NOTICES } from "../src/jurisdictions/employment-notices";
import { request } from "./fixtures";

const DATE = "2026-11-26";
const agreement = (jurisdiction: string, answers: Record<string, unknown> = {}) =>
  generate(request("employment", { jurisdiction, date: DATE, answers: { salary: 90000, ...answers } }));
const noticeIds = (jurisdiction: string, answers?: Record<string, unknown>) =>
  agreement(jurisdiction, answers)
    .execution.map((block) => block.id)
    .filter((id) => id.startsWith("disclosure-"));

describe("employment notices required by the state", () => {
  it.each([
    ["California", ["disclosure-ca-invention-notice", "disclosure-ca-pay-notice"]],
    ["Illinois", ["disclosure-il-invention-notice"]],
    ["Minnesota", ["disclosure-mn-invention-notice"]],
    ["New York", ["disclosure-ny-pay-notice"]],
    ["North Carolina", ["disclosure-nc-wage-notice"]],
    ["Washington", ["disclosure-wa-invention-notice"]],
    ["Kansas", ["disclosure-ks-invention-notice"]],
    ["Texas", []],
    ["Florida", []],
  ])("%s", (state, ids) => {
    expect(noticeIds(state, { overtimeStatus: "non-exempt" })).toEqual(ids);
  });

  it("each notice is printed with its title, its words and its citation, and named on Before you sign", () => {
    for (const [state, code] of [
      ["California", "CA"],
      ["Illinois", "IL"],
      ["Minnesota", "MN"],
      ["New York", "NY"],
      ["North Carolina", "NC"],
      ["Washington", "WA"],
      ["Kansas", "KS"],
    ] as const) {
      const doc = agreement(state);
      const text = toText(doc);
      for (const notice of EMPLOYMENT_NOTICES[code] ?? []) {
        expect(text).toContain(notice.title.toUpperCase());
        for (const paragraph of notice.paragraphs) expect(text).toContain(paragraph);
        const item = doc.checklist.find((i) => i.text.startsWith(`${notice.title}:`));
        expect(item?.citation, `${state}: ${notice.id}`).toBe(notice.citation);
        expect(item?.verified).toBe(false);
      }
      expect(doc.warnings.find((w) => w.family === "employment-notices")?.message).toMatch(
        /^The law requires this agreement to come with/,
      );
      expect(text).toContain("The Employee acknowledges receiving the notices above");
    }
  });

  it("California's pay notice is for employees who are paid overtime; the invention notice is for everyone", () => {
    expect(noticeIds("California", { overtimeStatus: "exempt" })).toEqual(["disclosure-ca-invention-notice"]);
  });

  it("the California notice quotes Labor Code Section 2870 whole, beside the agreement's own assignment", () => {
    const text = toText(agreement("California"));
    expect(text).toContain("hereby assigns to the Employer");
    expect(text).toContain("qualifies fully under California Labor Code Section 2870");
    expect(text).toContain("is against the public policy of this state and is unenforceable.");
  });

  it("a notice is not printed for an agreement dated before its statute took effect", () => {
    const old = generate(
      request("employment", { jurisdiction: "North Carolina", date: "2019-06-01", answers: { salary: 50000 } }),
    );
    expect(old.execution.map((block) => block.id)).not.toContain("disclosure-nc-wage-notice");
  });

  it("the data: every entry cited, dated, with its source and the statute's operative words", () => {
    const entries = Object.values(EMPLOYMENT_NOTICES).flat();
    expect(new Set(entries.map((notice) => notice.id)).size).toBe(entries.length);
    for (const notice of entries) {
      expect(notice.effectiveDate, notice.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(notice.source?.url, notice.id).toMatch(/^https?:\/\//);
      expect(notice.source?.quote.length, notice.id).toBeGreaterThan(10);
      expect(notice.action, notice.id).toMatch(/\.$/);
    }
  });
});
