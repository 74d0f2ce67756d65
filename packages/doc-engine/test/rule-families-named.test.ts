/**
 * The "Before you sign" page names what a document was checked against: the list of rule families per type
 * (rules/families.ts) must be the families whose warnings the type's documents actually carry, in some state.
 */
import { describe, expect, it } from "vitest";

import type { DocumentType } from "../src/index";
import { DOCUMENT_TYPES, generate, JURISDICTION_NAMES } from "../src/index";
import { noRuleChanged } from "../src/render/before-you-sign";
import { RULE_FAMILIES_BY_TYPE } from "../src/rule-families";
import { request } from "./fixtures";

/** Answers that make each family speak somewhere (a non-compete to void, a rate to cap, a deposit to limit). */
const PROVOKING: Partial<Record<DocumentType, Record<string, unknown>>> = {
  will: { maritalStatus: "married" },
  lease: { monthlyRent: 1000, securityDeposit: 9000, lateFee: 900 },
  employment: { nonCompete: true, salary: 40000, nonCompeteParishes: "Orleans Parish" },
  "promissory-note": { principal: 5000, interestRate: 20 },
};

describe("rule families named per type", () => {
  it.each(DOCUMENT_TYPES)("%s: the listed families are the ones its documents warn with", (type) => {
    const seen = new Set<string>();
    for (const jurisdiction of JURISDICTION_NAMES) {
      const doc = generate(request(type, { jurisdiction, answers: PROVOKING[type] ?? {} }));
      for (const warning of doc.warnings) seen.add(warning.family);
    }
    expect([...seen].sort()).toEqual([...(RULE_FAMILIES_BY_TYPE[type] ?? [])].sort());
  });

  it("says what a document was checked against, and never that an unchecked one was", () => {
    const lease = generate(request("lease", { jurisdiction: "Oregon", answers: { monthlyRent: 1000 } }));
    expect(noRuleChanged({ ...lease, warnings: [] })).toContain(
      "Checked against the Oregon security-deposit, late-fee, occupancy-rights and required-disclosure rules",
    );
    const nda = generate(request("nda", { jurisdiction: "Oregon" }));
    expect(noRuleChanged(nda)).toContain("The rule tables hold no Oregon rule for this kind of document");
    expect(noRuleChanged(nda)).not.toContain("Checked");
  });
});
