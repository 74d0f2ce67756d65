/**
 * The rule families added for issue 8, end to end through generate(): for each family a state where the
 * rule bites, one where it does not, and an edge (threshold or effective date), asserting both what the
 * document's text says and the warning on the "Before you sign" page.
 */
import { describe, expect, it } from "vitest";

import type { DocumentType, LegalDocument } from "../src/index";
import { DocumentEngineError, generate, toText } from "../src/index";
import { request } from "./fixtures";

const make = (type: DocumentType, state: string, answers: Record<string, unknown>, date = "2026-11-21") =>
  generate(request(type, { jurisdiction: state, answers, date, useAI: false }));

const clauseText = (doc: LegalDocument, id: string) =>
  doc.sections.flatMap((s) => s.clauses).find((c) => c.id === id)?.text ?? "";

const family = (doc: LegalDocument, name: string) => doc.warnings.filter((w) => w.family === name);

/** The warning is printed on the "Before you sign" page with its citation. */
function expectListed(doc: LegalDocument, name: string) {
  const text = toText(doc);
  const page = text.slice(text.lastIndexOf("BEFORE YOU SIGN"));
  for (const w of family(doc, name)) {
    expect(page).toContain(w.message);
    expect(page).toContain(w.citation);
  }
}

function unlawfulMessage(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(DocumentEngineError);
    expect((error as DocumentEngineError).code).toBe("unlawful-answer");
    return (error as Error).message;
  }
  throw new Error("expected generation to stop");
}

describe("usury", () => {
  const note = (state: string, answers: Record<string, unknown>) =>
    make("promissory-note", state, { principal: 10000, ...answers });

  it("bites: 18% on a personal loan in New York becomes 16%, with a note and a warning", () => {
    const doc = note("New York", { interestRate: 18 });
    const rate = clauseText(doc, "promissory-note.interest.rate");
    expect(rate).toContain("rate of 16%");
    expect(rate).toContain("highest rate New York law allows");
    expect(toText(doc)).not.toContain("18%");
    expect(family(doc, "usury")).toHaveLength(1);
    expect(family(doc, "usury")[0]).toMatchObject({ field: "interestRate", applied: "16%" });
    expect(family(doc, "usury")[0]?.citation).toContain("N.Y. Gen. Oblig. Law § 5-501");
    expectListed(doc, "usury");
  });

  it("bites: California caps a personal loan at 10%", () => {
    const doc = note("California", { interestRate: 18 });
    expect(clauseText(doc, "promissory-note.interest.rate")).toContain("rate of 10%");
    expect(family(doc, "usury")[0]?.citation).toBe("Cal. Const. art. XV, § 1");
  });

  it("blocks: 30% in New York is criminal usury, and the message says what to change", () => {
    const message = unlawfulMessage(() => note("New York", { interestRate: 30 }));
    expect(message).toContain("N.Y. Penal Law § 190.40");
    expect(message).toContain("Lower the interest rate to 16% or less");
  });

  it("does not bite: 18% in Utah (no cap) stays 18%, with the state's rule on the checklist", () => {
    const doc = note("Utah", { interestRate: 18 });
    expect(clauseText(doc, "promissory-note.interest.rate")).toContain("rate of 18%");
    expect(family(doc, "usury")).toEqual([]);
    expect(doc.checklist.map((c) => c.text).join(" ")).toContain("Utah sets no general maximum interest rate");
  });

  it("edge: New York's civil cap does not apply above $250,000, nor to a business loan; the criminal cap does", () => {
    const big = note("New York", { interestRate: 18, principal: 250001 });
    expect(clauseText(big, "promissory-note.interest.rate")).toContain("rate of 18%");
    expect(family(big, "usury")).toEqual([]);
    const business = note("New York", { interestRate: 20, loanPurpose: "business" });
    expect(clauseText(business, "promissory-note.interest.rate")).toContain("rate of 20%");
    expect(unlawfulMessage(() => note("New York", { interestRate: 26, loanPurpose: "business" }))).toContain(
      "to 25% or less",
    );
    // Exactly at the cap is lawful.
    expect(family(note("New York", { interestRate: 16 }), "usury")).toEqual([]);
  });
});

describe("lease late fees", () => {
  const lease = (state: string, answers: Record<string, unknown>, date?: string) =>
    make("lease", state, { monthlyRent: 2000, securityDeposit: 1000, ...answers }, date);

  it("bites: a $150 late fee in New York becomes $50 (lesser of $50 or 5%), a 2-day grace becomes 5", () => {
    const doc = lease("New York", { lateFee: 150, graceDays: 2 });
    const fee = clauseText(doc, "lease.late-charges.fee");
    expect(fee).toContain("late charge of $50.00");
    expect(fee).toContain("within 5 days");
    expect(fee).toContain("highest late charge New York law allows");
    expect(toText(doc)).not.toContain("$150.00");
    expect(family(doc, "late-fee").map((w) => w.applied)).toEqual(["$50.00", "5 days"]);
    expect(clauseText(doc, "lease.late-charges.statutory-limits")).toContain(
      "the lesser of $50.00 or 5% of the monthly rent ($50.00)",
    );
    expectListed(doc, "late-fee");
  });

  it("bites: the District of Columbia caps it at 5% of the rent", () => {
    const doc = lease("District of Columbia", { lateFee: 150 });
    expect(clauseText(doc, "lease.late-charges.fee")).toContain("late charge of $100.00");
    expect(family(doc, "late-fee")[0]?.citation).toBe("D.C. Code § 42-3505.31");
  });

  it("does not bite: Florida has no statutory cap; the fee stays and the lease says the fee must be reasonable", () => {
    const doc = lease("Florida", { lateFee: 150 });
    expect(clauseText(doc, "lease.late-charges.fee")).toContain("late charge of $150.00");
    expect(family(doc, "late-fee")).toEqual([]);
    expect(clauseText(doc, "lease.late-charges.statutory-limits")).toContain(
      "Florida law sets no fixed maximum late fee",
    );
  });

  it("edge: New York before the 2019 HSTPA had no cap; Colorado's cap is the greater of $50 or 5%", () => {
    const old = lease("New York", { lateFee: 150 }, "2019-06-13");
    expect(clauseText(old, "lease.late-charges.fee")).toContain("late charge of $150.00");
    expect(family(old, "late-fee")).toEqual([]);
    const colorado = lease("Colorado", { lateFee: 150, monthlyRent: 800, graceDays: 7 });
    expect(clauseText(colorado, "lease.late-charges.fee")).toContain("late charge of $50.00");
    expect(family(lease("Colorado", { lateFee: 50, monthlyRent: 800, graceDays: 7 }), "late-fee")).toEqual([]);
  });
});

describe("security deposits", () => {
  const lease = (state: string, answers: Record<string, unknown>, date?: string) =>
    make("lease", state, { monthlyRent: 2000, ...answers }, date);

  it("bites: a two-month deposit in California (2024-07-01 on) becomes one month, stated once", () => {
    const doc = lease("California", { securityDeposit: 4000 });
    expect(clauseText(doc, "lease.security-deposit.amount")).toContain("security deposit of $2,000.00");
    expect(clauseText(doc, "lease.security-deposit.amount")).toContain("the most California law allows");
    expect(clauseText(doc, "lease.security-deposit.statutory-limits")).toContain("one month's rent ($2,000.00)");
    expect(toText(doc)).not.toContain("$4,000.00");
    expect(family(doc, "security-deposit")[0]).toMatchObject({ field: "securityDeposit", applied: "$2,000.00" });
    expectListed(doc, "security-deposit");
  });

  it("exception: a California small landlord may take two months", () => {
    const doc = lease("California", { securityDeposit: 4000, smallLandlord: true });
    expect(clauseText(doc, "lease.security-deposit.amount")).toContain("security deposit of $4,000.00");
    expect(clauseText(doc, "lease.security-deposit.statutory-limits")).toContain(
      "2 months' rent ($4,000.00), the limit for a small landlord",
    );
    expect(family(doc, "security-deposit")).toEqual([]);
  });

  it("edge: before 2024-07-01 California allowed two months (three furnished); the pet deposit counts", () => {
    expect(family(lease("California", { securityDeposit: 4000 }, "2024-06-30"), "security-deposit")).toEqual([]);
    const furnished = lease("California", { securityDeposit: 6000, furnished: true }, "2024-06-30");
    expect(clauseText(furnished, "lease.security-deposit.amount")).toContain("$6,000.00");
    const pets = lease("New York", { securityDeposit: 2000, pets: "allowed", petDeposit: 500 });
    expect(clauseText(pets, "lease.security-deposit.amount")).toContain("security deposit of $1,500.00");
    expect(clauseText(pets, "lease.pets.deposit")).toContain("pet deposit of $500.00");
  });

  it("does not bite: Texas has no cap", () => {
    const doc = lease("Texas", { securityDeposit: 6000 });
    expect(clauseText(doc, "lease.security-deposit.amount")).toContain("$6,000.00");
    expect(clauseText(doc, "lease.security-deposit.statutory-limits")).toContain("no maximum");
    expect(family(doc, "security-deposit")).toEqual([]);
  });
});

describe("non-compete salary floors, durations, notices and Louisiana parishes", () => {
  const job = (state: string, answers: Record<string, unknown>, date?: string) =>
    make("employment", state, { nonCompete: true, nonCompeteMonths: 12, ...answers }, date);

  it("bites: in the District of Columbia below the threshold the clause is replaced and the warning says what to change", () => {
    const doc = job("District of Columbia", { salary: 120000 }, "2025-06-01");
    expect(clauseText(doc, "employment.non-compete")).toContain("does not permit a covenant");
    const [w] = family(doc, "non-compete");
    expect(w?.message).toContain("$158,363.00");
    expect(w?.message).toContain("To keep a non-compete, the annual salary must be more than $158,363.00");
    expectListed(doc, "non-compete");
  });

  it("a yearly threshold whose year is past is not stated as the law: Colorado, November 2027, with the 2026 figure", () => {
    // Below even the old figure: still void (the indexes only rise).
    const low = job("Colorado", { salary: 100000 }, "2027-11-21");
    expect(clauseText(low, "employment.non-compete")).toContain("does not permit a covenant");
    expect(family(low, "non-compete")[0]?.message).toContain(
      "it was $130,014.00 for 2026, the latest year in the rule table",
    );
    // Above the old figure: the covenant stays on a condition without a figure, and the warning says to check.
    const high = job("Colorado", { salary: 131000 }, "2027-11-21");
    expect(clauseText(high, "employment.non-compete.threshold")).toContain("above the threshold set under C.R.S.");
    expect(clauseText(high, "employment.non-compete.threshold")).not.toContain("130,014");
    const stale = family(high, "non-compete").find((w) => w.message.includes("this year's is not in it"));
    expect(stale?.verified).toBe(false);
  });

  it("above the threshold: the District's covenant stays, capped at 12 months, with the 14-day notice", () => {
    const doc = job("District of Columbia", { salary: 200000, nonCompeteMonths: 24 });
    expect(clauseText(doc, "employment.non-compete")).toContain("For 12 months after employment ends");
    expect(clauseText(doc, "employment.non-compete")).toContain("longest period District of Columbia law allows");
    expect(clauseText(doc, "employment.non-compete.notice")).toContain("at least 14 days before");
    expect(family(doc, "non-compete").map((w) => w.field)).toContain("nonCompeteMonths");
  });

  it("edge: Illinois' floor is $75,000 until 2026 and $80,000 from 2027-01-01", () => {
    expect(clauseText(job("Illinois", { salary: 78000 }, "2026-12-31"), "employment.non-compete")).toContain(
      "For 12 months",
    );
    const after = job("Illinois", { salary: 78000 }, "2027-01-01");
    expect(clauseText(after, "employment.non-compete")).toContain("does not permit");
    expect(family(after, "non-compete")[0]?.message).toContain("$80,000.00");
    // At the threshold exactly the covenant is void (at or below).
    expect(clauseText(job("Illinois", { salary: 75000 }, "2026-06-01"), "employment.non-compete")).toContain(
      "does not permit",
    );
  });

  it("does not bite: New York has no statutory floor; the covenant stays unchanged", () => {
    const doc = job("New York", { salary: 50000 });
    expect(clauseText(doc, "employment.non-compete")).toContain("within the geographic area");
    expect(family(doc, "non-compete")).toEqual([]);
  });

  it("Louisiana: without parishes generation stops; with them the covenant names them", () => {
    const message = unlawfulMessage(() => job("Louisiana", { salary: 90000 }));
    expect(message).toContain("La. R.S. 23:921(C)");
    expect(message).toContain("Parishes or municipalities the non-compete covers");
    const doc = job("Louisiana", { salary: 90000, nonCompeteParishes: "Orleans Parish\nJefferson Parish" });
    expect(clauseText(doc, "employment.non-compete")).toContain(
      "following parishes and municipalities of Louisiana, for so long as the Employer carries on a like business in them: Orleans Parish and Jefferson Parish",
    );
    // Parishes typed in another state are not used.
    expect(clauseText(job("Texas", { nonCompeteParishes: "Orleans Parish" }), "employment.non-compete")).not.toContain(
      "Orleans",
    );
  });
});

describe("marital property and forced heirship", () => {
  const will = (state: string, answers: Record<string, unknown>) => make("will", state, answers);

  it("bites: a married testator in California disposes only of separate property and half the community", () => {
    const doc = will("California", { maritalStatus: "married", spouseName: "Ana Ruiz" });
    expect(clauseText(doc, "will.residuary-estate.community-property")).toContain(
      "one-half interest in our community property",
    );
    expect(family(doc, "marital-property")[0]?.message).toContain("community-property state");
    expectListed(doc, "marital-property");
  });

  it("Louisiana: children make forced heirs; the testament reduces gifts to respect the forced portion", () => {
    const doc = will("Louisiana", { maritalStatus: "single", hasChildren: true, childrenNames: "Mia\nLeo" });
    expect(clauseText(doc, "will.residuary-estate.forced-heirship")).toContain("twenty-three years of age or younger");
    expect(family(doc, "marital-property").map((w) => w.citation)[0]).toContain("La. Civ. Code arts. 1493-1495");
  });

  it("does not bite: a married testator in New York gets no community clause, only the elective-share line", () => {
    const doc = will("New York", { maritalStatus: "married" });
    expect(clauseText(doc, "will.residuary-estate.community-property")).toBe("");
    expect(family(doc, "marital-property")).toEqual([]);
    expect(doc.checklist.map((c) => c.text).join(" ")).toContain("elective share");
  });

  it("edge: an unmarried testator in California gets no community clause; an LLC there gets the spousal-interest clause", () => {
    expect(
      clauseText(will("California", { maritalStatus: "single" }), "will.residuary-estate.community-property"),
    ).toBe("");
    const llc = make("llc", "Texas", {});
    expect(clauseText(llc, "llc.transfer-restrictions.spousal-interests")).toContain("community-property interest");
    expect(clauseText(make("llc", "Ohio", {}), "llc.transfer-restrictions.spousal-interests")).toBe("");
  });
});
