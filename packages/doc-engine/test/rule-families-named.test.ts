/**
 * The "Before you sign" page names what a document was checked against: the list of rule families per type
 * (rules/families.ts) must be the families whose warnings the type's documents actually carry, in some state.
 */
import { describe, expect, it } from "vitest";

import type { DocumentType } from "../src/index";
import { DOCUMENT_TYPES, generate, JURISDICTION_NAMES } from "../src/index";
import { noRuleChanged } from "../src/render/before-you-sign";
import { EMPLOYMENT_NOTICES } from "../src/jurisdictions/employment-notices";
import { OCCUPANCY_RIGHTS } from "../src/jurisdictions/lease-occupancy";
import { RELOCATION_RULES } from "../src/jurisdictions/custody-relocation";
import { VEHICLE_SALE_RULES } from "../src/jurisdictions/vehicle-sale";
import { CUSTODY_FILINGS } from "../src/jurisdictions/custody-filings";
import { PARTIAL_FAMILY_STATES, RULE_FAMILIES_BY_TYPE } from "../src/rule-families";
import { request } from "./fixtures";

/** Answers that make each family speak somewhere (a non-compete to void, a rate to cap, a deposit to limit). */
const PROVOKING: Partial<Record<DocumentType, Record<string, unknown>>> = {
  will: { maritalStatus: "married" },
  lease: { monthlyRent: 1000, securityDeposit: 9000, lateFee: 900 },
  employment: { nonCompete: true, salary: 40000, nonCompeteParishes: "Orleans Parish" },
  "promissory-note": { principal: 5000, interestRate: 20 },
  "bill-of-sale": { itemType: "vehicle" },
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
      "Checked against the Oregon security-deposit, late-fee and required-disclosure rules",
    );
    // A family whose table has no entry for the state is not named: Oregon has no occupancy-rights law in it.
    expect(noRuleChanged({ ...lease, warnings: [] })).not.toContain("occupancy");
    const ny = generate(request("lease", { jurisdiction: "New York", answers: { monthlyRent: 1000 } }));
    expect(noRuleChanged({ ...ny, warnings: [] })).toContain(
      "late-fee, occupancy-rights and required-disclosure rules",
    );
    const custody = generate(request("child-custody", { jurisdiction: "Oregon" }));
    expect(noRuleChanged(custody)).toContain("The rule tables hold no Oregon rule for this kind of document");
    const nda = generate(request("nda", { jurisdiction: "Oregon" }));
    expect(noRuleChanged(nda)).toContain("The rule tables hold no Oregon rule for this kind of document");
    expect(noRuleChanged(nda)).not.toContain("Checked");
  });
});

it("the states listed for each partly covered family are the keys of its table", () => {
  const keys = (table: object) => Object.keys(table).sort();
  expect([...(PARTIAL_FAMILY_STATES["lease-occupancy"] ?? [])].sort()).toEqual(keys(OCCUPANCY_RIGHTS));
  expect([...(PARTIAL_FAMILY_STATES["custody-relocation"] ?? [])].sort()).toEqual(keys(RELOCATION_RULES));
  expect([...(PARTIAL_FAMILY_STATES["employment-notices"] ?? [])].sort()).toEqual(keys(EMPLOYMENT_NOTICES));
  expect([...(PARTIAL_FAMILY_STATES["vehicle-sale"] ?? [])].sort()).toEqual(keys(VEHICLE_SALE_RULES));
  expect([...(PARTIAL_FAMILY_STATES["custody-filings"] ?? [])].sort()).toEqual(keys(CUSTODY_FILINGS));
});
