/**
 * Refine re-runs the state rules: percentages, "remove the X", "one-way", and values the law forbids are
 * refused with the rule's citation; "could not apply" stays honest.
 */
import { describe, expect, it } from "vitest";

import type { LegalDocument, RefineResult } from "../src/index";
import { generate, refine, toText, understandsInstruction } from "../src/index";
import { request } from "./fixtures";

function applied(result: RefineResult) {
  if (!result.applied) throw new Error(`not applied: ${result.reason}`);
  return result;
}
function refused(result: RefineResult): string {
  if (result.applied) throw new Error(`applied: ${result.summary}`);
  return result.reason;
}
const clauseText = (doc: LegalDocument, id: string) =>
  doc.sections.flatMap((s) => s.clauses).find((c) => c.id === id)?.text ?? "";

const lease = (state: string, answers: Record<string, unknown> = {}) =>
  generate(
    request("lease", {
      jurisdiction: state,
      useAI: false,
      answers: { monthlyRent: 2000, securityDeposit: 1000, lateFee: 40, ...answers },
    }),
  );
const note = (state: string, rate: number) =>
  generate(
    request("promissory-note", {
      jurisdiction: state,
      useAI: false,
      answers: { principal: 10000, interestRate: rate },
    }),
  );

describe("refine with the state rules", () => {
  it('"change the late fee to 5%" is 5% of the rent, not $5.00', () => {
    const result = applied(refine(lease("Texas"), "Change the late fee to 5%"));
    expect(clauseText(result.document, "lease.late-charges.fee")).toContain("late charge of $100.00");
    expect(toText(result.document)).not.toContain("$5.00");
    expect(result.summary).toContain("5% of the monthly rent");
  });

  it("a percentage the law forbids is refused with the citation (New York: lesser of $50 or 5%)", () => {
    const reason = refused(refine(lease("New York"), "Change the late fee to 10%"));
    expect(reason).toContain("$200.00");
    expect(reason).toContain("the lawful value is $50.00");
    expect(reason).toContain("N.Y. Real Prop. Law § 238-a(2)");
  });

  it("a percentage without the rent it is taken from is not guessed", () => {
    const noRent = generate(request("lease", { jurisdiction: "Texas", useAI: false, answers: { lateFee: 40 } }));
    expect(refused(refine(noRent, "Change the late fee to 5%"))).toContain("monthly rent is not set");
    expect(refused(refine(lease("Texas"), "Change the grace period to 5%"))).toContain("not a percentage");
  });

  it("30% interest in New York is refused as criminal usury; 18% as above the civil cap; 12% applies", () => {
    const doc = note("New York", 10);
    expect(refused(refine(doc, "Change the interest rate to 30%"))).toContain("N.Y. Penal Law § 190.40");
    const civil = refused(refine(doc, "Set the interest rate to 18%"));
    expect(civil).toContain("cannot be 18%");
    expect(civil).toContain("the lawful value is 16%");
    expect(civil).toContain("N.Y. Gen. Oblig. Law § 5-501");
    const ok = applied(refine(doc, "Set the interest rate to 12%"));
    expect(clauseText(ok.document, "promissory-note.interest.rate")).toContain("rate of 12%");
  });

  it("re-runs every rule: a higher rent after a refine is checked against the deposit cap", () => {
    const doc = lease("California", { securityDeposit: 2000 });
    const result = refused(refine(doc, "Set the security deposit to $5,000"));
    expect(result).toContain("Cal. Civ. Code § 1950.5(c)");
    const raised = applied(refine(doc, "Set the rent to $3,000"));
    expect(clauseText(raised.document, "lease.security-deposit.statutory-limits")).toContain("($3,000.00)");
  });

  it('"remove the late fee" and "remove the non-compete" change the answers', () => {
    const removed = applied(refine(lease("Texas"), "Remove the late fee"));
    expect(clauseText(removed.document, "lease.late-charges.fee")).toContain(
      "may charge a late fee only to the extent",
    );
    const job = generate(
      request("employment", { jurisdiction: "Texas", useAI: false, answers: { nonCompete: true, salary: 90000 } }),
    );
    const noCompete = applied(refine(job, "Remove the non-compete"));
    expect(clauseText(noCompete.document, "employment.non-compete")).toBe("");
    expect(refused(refine(lease("Texas"), "Remove the rent due day"))).toContain("always has a value");
  });

  it('"make it one-way instead of mutual" turns a mutual NDA one-way; on a one-way NDA nothing changes', () => {
    const mutual = generate(request("nda", { useAI: false, answers: { mutual: true } }));
    const oneWay = applied(refine(mutual, "Make it one-way instead of mutual"));
    expect(oneWay.document.request.answers?.mutual).toBe(false);
    expect(oneWay.summary).toContain("one-way");
    expect(refused(refine(oneWay.document, "Make it one-way"))).toContain("Nothing changed");
  });

  it("says whether the deterministic parser understood the whole instruction", () => {
    expect(understandsInstruction("lease", "Change the late fee to 5% and make it more formal")).toBe(true);
    expect(understandsInstruction("lease", "Make the landlord responsible for snow removal")).toBe(false);
    expect(understandsInstruction("nda", "Make it one-way")).toBe(true);
    expect(understandsInstruction("nope", "Make it formal")).toBe(false);
  });
});
