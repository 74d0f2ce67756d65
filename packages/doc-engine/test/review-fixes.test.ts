/**
 * What a reviewing attorney found printed as fact or silently wrong, each case read in the document itself.
 */
import { describe, expect, it } from "vitest";

import { generate, toText } from "../src/index";
import { request } from "./fixtures";

describe("privacy policy: sensitive data as the user lists it", () => {
  const policy = (dataCollected: string) => toText(generate(request("privacy-policy", { answers: { dataCollected } })));

  it("approximate location is not treated as precise location; GPS is", () => {
    expect(policy("Email address and approximate location from the IP address")).not.toMatch(/precise location/i);
    expect(policy("Email address and GPS location")).toMatch(/precise location/i);
  });

  it("the opt-out signal is honoured where the law requires it, not promised everywhere", () => {
    expect(policy("Email address")).toContain(
      "Where the law of your state requires it, we treat a Global Privacy Control",
    );
  });
});

describe("a yearly non-compete threshold is out of date a year after it took effect, not on January 1", () => {
  const agreement = (date: string) =>
    generate(
      request("employment", { jurisdiction: "Virginia", date, answers: { salary: 60000, nonCompete: true } }),
    ).warnings.filter((w) => w.family === "non-compete");

  it("Virginia's figure from July 1, 2025 is current in March 2026 and out of date in August 2026", () => {
    expect(agreement("2026-03-01").map((w) => w.message)).toEqual([
      expect.stringContaining("(the threshold in force on March 1, 2026)"),
    ]);
    expect(agreement("2026-08-01").map((w) => w.message)).toEqual([
      expect.stringContaining("the latest year in the rule table"),
    ]);
  });
});

describe("required disclosures", () => {
  it("one line for many laws carries no single date they took effect", () => {
    const lease = generate(request("lease", { jurisdiction: "Alabama", answers: { monthlyRent: 1000 } }));
    const line = lease.warnings.find((w) => w.family === "lease-disclosures");
    expect(line).toBeDefined();
    expect(line).not.toHaveProperty("effectiveDate");
    expect(toText(lease)).not.toMatch(/required-disclosure[^\n]*in force since/);
  });

  it("a disclosure the law requires only in some cases opens with a box to tick, not a statement of fact", () => {
    const text = toText(generate(request("lease", { jurisdiction: "Arizona", answers: { monthlyRent: 1000 } })));
    expect(text).toContain("This part applies only if the premises include a swimming pool");
    expect(text).toContain("☐ It applies. ☐ It does not apply");
  });

  it("a pet deposit alone brings the deposit disclosures", () => {
    const ids = (answers: Record<string, unknown>) =>
      generate(
        request("lease", { jurisdiction: "Maryland", answers: { monthlyRent: 1500, ...answers } }),
      ).execution.map((block) => block.id);
    expect(ids({ pets: "allowed", petDeposit: 300 })).toContain("disclosure-md-deposit-receipt");
    expect(ids({})).not.toContain("disclosure-md-deposit-receipt");
  });
});
