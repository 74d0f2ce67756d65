import { describe, expect, it } from "vitest";

import { datesIn, figuresIn } from "../src/figures";
import type { LegalDocument, StructuredEdit } from "../src/index";
import { applyEdits, generate, verifyProposal } from "../src/index";
import { request } from "./fixtures";

const lease = generate(request("lease", { answers: { monthlyRent: 2000, securityDeposit: 2000, pets: "none" } }));
const RENT = "lease.rent.amount";
const LATE_FEE = "lease.late-charges.fee";

function verdictOf(document: LegalDocument, edit: StructuredEdit, instruction: string) {
  const result = applyEdits(document, [edit]);
  if (!result.ok) throw new Error(result.reason);
  return verifyProposal({ before: document, after: result.document, edits: [edit], instruction });
}
const rewrite = (clauseId: string, text: string): StructuredEdit => ({
  kind: "rewrite-clause",
  clauseId,
  text,
  reason: "Asked.",
});
const reasonsOf = (verdict: ReturnType<typeof verifyProposal>) => (verdict.ok ? "" : verdict.reasons.join(" "));

describe("figuresIn and datesIn", () => {
  it.each([
    ["$1,050.00", [1050]],
    ["1,050 USD", [1050]],
    ["one thousand and fifty dollars", [1050]],
    ["thirty (30) days", [30]],
    ["twenty-one days", [21]],
    ["21%", [21]],
    ["one month's rent", [1]],
    ["no one may enter, and one of the parties signs", []],
    ["on August 31, 2028", []],
    ["from 11:00 p.m. to 7:30 a.m.", [11, 7.3]],
  ])("reads %s as %j", (text, figures) => {
    expect([...figuresIn(text)].sort()).toEqual(figures);
  });

  it("reads the same date however it is written", () => {
    for (const text of [
      "2028-08-31",
      "August 31, 2028",
      "31 August 2028",
      "the 31st day of August, 2028",
      "08/31/2028",
    ])
      expect([...datesIn(text)]).toEqual(["2028-08-31"]);
  });
});

describe("a model's figures are held to the text they replace", () => {
  it("accepts the clause's own figures spelled another way", () => {
    const text =
      "The Tenant shall pay rent of two thousand dollars ($2,000) per month, in advance, on or before the first day of each month.";
    expect(verdictOf(lease, rewrite(RENT, text), "make the rent clause plainer")).toEqual({ ok: true });
  });

  it.each([
    [
      "a figure written in words",
      RENT,
      "The Tenant shall pay rent of two thousand five hundred dollars per month, in advance.",
      "figure 2,500",
    ],
    [
      "a changed period, though the document states that number elsewhere",
      LATE_FEE,
      "If rent is not received within twenty-one days after it is due, the Landlord may charge a late fee only to the extent California law permits and a prior written notice states.",
      "figure 21",
    ],
    [
      "a date in another format",
      RENT,
      "The Tenant shall pay rent of $2,000.00 per month, in advance, starting 1 March 2027.",
      "2027-03-01",
    ],
    [
      "a lower-case section the rule table does not hold",
      RENT,
      "The Tenant shall pay rent of $2,000.00 per month, as section 1942.9 allows.",
      "section 1942.9",
    ],
    [
      "part of a real citation",
      RENT,
      "The Tenant shall pay rent of $2,000.00 per month under Cal. Civ. Code § 1950.",
      "§ 1950",
    ],
    [
      "a bracketless placeholder",
      RENT,
      "The Tenant shall pay rent of $2,000.00 per month to (insert bank name) by transfer.",
      "placeholder",
    ],
    [
      "advice in the third person",
      RENT,
      "The Tenant shall pay rent of $2,000.00 per month; the Tenant should consult an attorney before signing.",
      "advice",
    ],
    [
      "another language",
      RENT,
      "El Inquilino pagará una renta mensual de $2,000.00 por adelantado cada mes sin demora alguna.",
      "not written in English",
    ],
  ])("refuses %s", (_name, clauseId, text, words) => {
    expect(reasonsOf(verdictOf(lease, rewrite(clauseId, text), "make the clause plainer"))).toContain(words);
  });

  it("accepts a figure the instruction gives", () => {
    const text =
      "The Tenant shall pay rent of $2,000.00 per month, in advance, on or before the 5th day of each month.";
    expect(verdictOf(lease, rewrite(RENT, text), "rent is due on the 5th")).toEqual({ ok: true });
    expect(reasonsOf(verdictOf(lease, rewrite(RENT, text), "make it plainer"))).toContain("figure 5");
  });
});
