import { describe, expect, it } from "vitest";

import { findJurisdiction, JURISDICTION_NAMES, JURISDICTIONS, UNSOURCED } from "../src/jurisdictions/data";
import { inForceAt, ruleAt } from "../src/jurisdictions/rule-at";
import type { Citation } from "../src/jurisdictions/types";

const ISO = /^\d{4}-\d{2}-\d{2}$/;
const cited = (rule: Citation) => rule.citation.trim().length > 0 && ISO.test(rule.effectiveDate);

describe("jurisdiction data", () => {
  it("has the 50 states and DC, alphabetical, with unique codes", () => {
    expect(JURISDICTIONS).toHaveLength(51);
    expect([...JURISDICTION_NAMES]).toEqual([...JURISDICTION_NAMES].sort((a, b) => a.localeCompare(b)));
    expect(new Set(JURISDICTIONS.map((j) => j.code)).size).toBe(51);
  });

  it.each(JURISDICTIONS.map((j) => [j.name, j] as const))(
    "%s has every rule family with citation and date",
    (_name, j) => {
      expect(j.governingLaw).toContain(j.name);
      expect(j.venue).toContain(j.name);
      for (const rule of [j.will, j.poa, j.securityDeposit, j.nonCompete]) {
        expect(cited(rule)).toBe(true);
        for (const old of rule.history ?? []) expect(cited(old)).toBe(true);
      }
      if (j.privacyLaw) expect(cited(j.privacyLaw)).toBe(true);
      expect(j.will.witnesses).toBeGreaterThanOrEqual(0);
    },
  );

  it("finds jurisdictions by name or code, ignoring case", () => {
    expect(findJurisdiction("california")?.code).toBe("CA");
    expect(findJurisdiction(" District of Columbia ")?.code).toBe("DC");
    expect(findJurisdiction("ny")?.name).toBe("New York");
    expect(findJurisdiction("Atlantis")).toBeUndefined();
  });

  it("uses official styles in governing-law wording", () => {
    expect(findJurisdiction("Virginia")?.governingLaw).toBe("the laws of the Commonwealth of Virginia");
    expect(findJurisdiction("District of Columbia")?.governingLaw).toBe("the laws of the District of Columbia");
  });

  it("evaluates dated rules at the document date", () => {
    const ca = findJurisdiction("California");
    const mn = findJurisdiction("Minnesota");
    if (!ca || !mn) throw new Error("missing");
    expect(ruleAt(ca.securityDeposit, "2024-06-30").maxMonths).toBe(2);
    expect(ruleAt(ca.securityDeposit, "2024-07-01").maxMonths).toBe(1);
    expect(ruleAt(mn.nonCompete, "2023-06-30").status).toBe("allowed");
    expect(ruleAt(mn.nonCompete, "2023-07-01").status).toBe("void");
    const ky = findJurisdiction("Kentucky")?.privacyLaw;
    if (!ky) throw new Error("missing");
    expect(inForceAt(ky, "2025-12-31")).toBe(false);
    expect(inForceAt(ky, "2026-01-01")).toBe(true);
  });

  it("lists unsourced entries by jurisdiction and family, and marks exactly those unverified", () => {
    for (const entry of UNSOURCED) {
      expect(JURISDICTION_NAMES).toContain(entry.jurisdiction);
      expect(entry.reason.length).toBeGreaterThan(0);
    }
    const families = {
      "will-execution": "will",
      "poa-execution": "poa",
      "security-deposit": "securityDeposit",
      "non-compete": "nonCompete",
      "privacy-law": "privacyLaw",
      usury: "usury",
      "late-fee": "lateFee",
      "non-compete-limits": "nonCompeteLimits",
      "marital-property": "maritalProperty",
    } as const;
    const unverified = JURISDICTIONS.flatMap((j) =>
      Object.entries(families)
        .filter(([, key]) => j[key]?.verified === false)
        .map(([family]) => `${j.name}|${family}`),
    );
    expect(unverified.sort()).toEqual(UNSOURCED.map((e) => `${e.jurisdiction}|${e.family}`).sort());
    expect(UNSOURCED.length).toBeGreaterThan(0);
    expect(findJurisdiction("California")?.securityDeposit.verified).toBeUndefined();
  });
});
