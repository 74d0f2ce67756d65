import { describe, expect, it } from "vitest";

import { applyRules, DEPOSIT_CLAUSE_ID, NON_COMPETE_CLAUSE_ID, STATE_RIGHTS_CLAUSE_ID } from "../src/rules";
import { makeCtx, makeDoc, section } from "./rule-fixtures";

const leaseDoc = (state: string, date: string) =>
  makeDoc("lease", state, date, [
    section("security-deposit", [["lease.security-deposit.amount", "The Tenant pays a deposit."]]),
  ]);

const employmentDoc = (state: string, date: string) =>
  makeDoc("employment", state, date, [
    section("restrictive-covenants", [
      ["employment.restrictive-covenants.outside-activities", "No competing side work."],
      [NON_COMPETE_CLAUSE_ID, "For 12 months after employment ends the Employee shall not work for a competitor."],
      ["employment.restrictive-covenants.reformation", "A court may narrow this."],
    ]),
  ]);

const policyDoc = (state: string, date: string) =>
  makeDoc("privacy-policy", state, date, [
    section("your-rights", [["privacy-policy.your-rights.general", "You have rights."]]),
  ]);

describe("security deposit", () => {
  it("states California's one-month cap after 2024-07-01, citing § 1950.5(c)", () => {
    const ctx = makeCtx("California", { monthlyRent: 2000, securityDeposit: 2000 }, "2024-08-01");
    const doc = applyRules(leaseDoc("California", "2024-08-01"), ctx);
    expect(doc.warnings.filter((w) => w.family === "security-deposit")).toEqual([]);
    const clause = doc.sections[0]?.clauses.find((c) => c.id === DEPOSIT_CLAUSE_ID);
    expect(clause?.text).toContain("one month's rent ($2,000.00)");
    expect(clause?.text).toContain("Cal. Civ. Code § 1950.5(c)");
    expect(clause?.text).toContain("within 21 days");
  });

  it("states the 2-month cap on 2024-06-01 (before AB 12)", () => {
    const ctx = makeCtx("California", { monthlyRent: 2000, securityDeposit: 4000 }, "2024-06-01");
    const doc = applyRules(leaseDoc("California", "2024-06-01"), ctx);
    expect(doc.warnings.filter((w) => w.family === "security-deposit")).toEqual([]);
    expect(doc.sections[0]?.clauses.at(-1)?.text).toContain("2 months' rent");
  });

  it("states 'no maximum' where there is no cap, and tolerates a missing section and answers", () => {
    const ctx = makeCtx("Texas", {}, "2025-01-01");
    expect(applyRules(leaseDoc("Texas", "2025-01-01"), ctx).sections[0]?.clauses.at(-1)?.text).toContain("no maximum");
    const bare = applyRules(makeDoc("lease", "Texas", "2025-01-01"), ctx);
    expect(bare.sections).toEqual([]);
  });
});

describe("non-compete", () => {
  it.each([
    ["California", "2025-01-01", "Cal. Bus. & Prof. Code"],
    ["North Dakota", "2025-01-01", "N.D. Cent. Code § 9-08-06"],
    ["Oklahoma", "2025-01-01", "15 Okla. Stat. § 219A"],
    ["Minnesota", "2023-07-01", "Minn. Stat. § 181.988"],
  ])("replaces the clause and warns in %s on %s", (state, date, citation) => {
    const doc = applyRules(employmentDoc(state, date), makeCtx(state, { nonCompete: true }, date));
    expect(doc.warnings[0]?.family).toBe("non-compete");
    expect(doc.warnings[0]?.citation).toContain(citation);
    const clauses = doc.sections[0]?.clauses ?? [];
    expect(clauses.find((c) => c.id === NON_COMPETE_CLAUSE_ID)?.text).toContain("confidentiality");
    expect(clauses.some((c) => c.id === "employment.restrictive-covenants.reformation")).toBe(false);
  });

  it("leaves a Minnesota non-compete signed before 2023-07-01 alone", () => {
    const doc = applyRules(
      employmentDoc("Minnesota", "2023-06-30"),
      makeCtx("Minnesota", { nonCompete: true }, "2023-06-30"),
    );
    expect(doc.warnings.filter((w) => w.family === "non-compete")).toEqual([]);
  });

  it("replaces the clause below a state's salary floor, and states the floor when no salary is given", () => {
    const doc = applyRules(
      employmentDoc("Washington", "2025-03-01"),
      makeCtx("Washington", { nonCompete: true, salary: 90000 }, "2025-03-01"),
    );
    const nonCompete = doc.warnings.filter((w) => w.family === "non-compete");
    expect(nonCompete.map((w) => w.citation)).toEqual(["RCW 49.62.020, 49.62.040"]);
    expect(nonCompete[0]?.message).toContain("$90,000.00");
    expect(doc.sections[0]?.clauses.find((c) => c.id === NON_COMPETE_CLAUSE_ID)?.text).toContain("does not permit");
    const il = applyRules(
      employmentDoc("Illinois", "2025-03-01"),
      makeCtx("Illinois", { nonCompete: true }, "2025-03-01"),
    );
    expect(il.warnings.map((w) => w.message).join(" ")).toContain("$75,000");
    // The contract states the condition; the figure is the warning's, never printed as the law.
    const ilText = il.sections[0]?.clauses.map((c) => c.text).join(" ") ?? "";
    expect(ilText).toContain("above the threshold set under 820 ILCS 90/10, 90/20");
    expect(ilText).not.toContain("$75,000");
  });

  it("does nothing without a non-compete", () => {
    const doc = employmentDoc("Texas", "2025-01-01");
    expect(applyRules(doc, makeCtx("Texas", { nonCompete: false }, "2025-01-01"))).toEqual(doc);
  });
});

describe("will and power of attorney execution", () => {
  it("adds the attestation with two witness lines and the self-proving affidavit to a Texas will", () => {
    const doc = applyRules(makeDoc("will", "Texas", "2025-01-01"), makeCtx("Texas", {}, "2025-01-01"));
    expect(doc.execution.map((block) => block.id)).toEqual(["signatures", "attestation", "self-proving-affidavit"]);
    expect(doc.execution[2]?.citation).toBe("Tex. Est. Code § 251.104(e)");
    expect(doc.checklist.map((item) => item.citation)).toContain("Tex. Est. Code § 251.104(e)");
    expect(doc.warnings[0]).toMatchObject({ family: "will-execution", effectiveDate: "2014-01-01" });
  });

  it("makes a Louisiana will a notarial testament: notary in the attestation, signature on every page", () => {
    const doc = applyRules(makeDoc("will", "Louisiana", "2025-01-01"), makeCtx("Louisiana", {}, "2025-01-01"));
    const attestation = doc.execution.find((block) => block.id === "attestation");
    expect(attestation?.citation).toBe("La. Civ. Code art. 1577");
    expect(attestation?.parts.some((p) => p.kind === "signature" && p.line.role === "NOTARY PUBLIC")).toBe(true);
    expect(doc.pageFooter).toContain("Testator's signature");
    expect(doc.warnings[0]?.citation).toContain("La. Civ. Code");
  });

  it("adds the notary's acknowledgment and the witnesses a state requires to a power of attorney", () => {
    const fl = applyRules(makeDoc("poa", "Florida", "2025-01-01"), makeCtx("Florida", {}, "2025-01-01"));
    const witnesses = fl.execution.find((block) => block.id === "witnesses");
    expect(witnesses?.parts.filter((p) => p.kind === "signature")).toHaveLength(2);
    expect(fl.execution.find((block) => block.id === "notary-acknowledgment")?.citation).toBe(
      "Fla. Stat. § 695.25 (short form acknowledgment)",
    );
    expect(fl.warnings[0]).toMatchObject({ family: "poa-execution", citation: "Fla. Stat. § 709.2105" });
    const oh = applyRules(makeDoc("poa", "Ohio", "2025-01-01"), makeCtx("Ohio", {}, "2025-01-01"));
    expect(oh.execution.find((block) => block.id === "witnesses")).toBeUndefined();
    expect(oh.warnings.some((w) => w.message.includes("statutory power of attorney form"))).toBe(true);
  });

  it("is idempotent: applying the rules twice changes nothing more", () => {
    const ctx = makeCtx("Texas", {}, "2025-01-01");
    const once = applyRules(makeDoc("will", "Texas", "2025-01-01"), ctx);
    expect(applyRules(once, ctx)).toEqual(once);
  });
});

describe("privacy law", () => {
  it("adds California rights and warns when CCPA was not selected", () => {
    const doc = applyRules(policyDoc("California", "2025-01-01"), makeCtx("California", { ccpa: false }, "2025-01-01"));
    expect(doc.warnings[0]?.citation).toBe("Cal. Civ. Code § 1798.100 et seq.");
    expect(doc.sections[0]?.clauses.find((c) => c.id === STATE_RIGHTS_CLAUSE_ID)?.text).toContain(
      "California Privacy Rights Act",
    );
  });

  it.each([
    ["Virginia", "VCDPA", "Va. Code § 59.1-575"],
    ["Colorado", "CPA", "C.R.S. § 6-1-1301"],
    ["Texas", "TDPSA", "Tex. Bus. & Com. Code § 541.001"],
  ])("adds the %s rights paragraph and warns on children's data", (state, short, citation) => {
    const doc = applyRules(policyDoc(state, "2025-06-01"), makeCtx(state, { childrenData: true }, "2025-06-01"));
    expect(doc.sections[0]?.clauses.find((c) => c.id === STATE_RIGHTS_CLAUSE_ID)?.text).toContain(short);
    expect(doc.warnings[0]).toMatchObject({ family: "privacy-law" });
    expect(doc.warnings[0]?.citation).toContain(citation);
  });

  it("warns that a law is not yet in force at the document date", () => {
    const doc = applyRules(policyDoc("Indiana", "2025-06-01"), makeCtx("Indiana", {}, "2025-06-01"));
    expect(doc.warnings[0]?.message).toContain("takes effect");
    expect(doc.sections[0]?.clauses).toHaveLength(1);
  });

  it("leaves states without a comprehensive law unchanged", () => {
    const doc = policyDoc("Alabama", "2025-06-01");
    expect(applyRules(doc, makeCtx("Alabama", { childrenData: true }, "2025-06-01"))).toEqual(doc);
  });
});
