import { describe, expect, it } from "vitest";

import { datesIn, figuresIn } from "../src/figures";
import type { LegalDocument, StructuredEdit } from "../src/index";
import { applyEdits, generate, verifyProposal } from "../src/index";
import { request } from "./fixtures";

const lease = generate(request("lease", { answers: { monthlyRent: 2000, securityDeposit: 2000, pets: "none" } }));
const GUESTS = "lease.use.guests";
const HOLDOVER = "lease.term.holdover";
const GUEST_TEXT =
  "Guests may stay at the Premises for no more than fourteen consecutive days, or thirty days in any twelve months, without the Landlord's written consent, which shall not be unreasonably withheld.";

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
    ["from 11:00 p.m. to 7:30 a.m.", [7.3, 11]],
    ["between two and three days", [2, 3]],
    ["split fifty-fifty", [50]],
    ["one hundred twenty-one", [121]],
    ["two hundred and five", [205]],
    ["a fee of $9,999, payable monthly", [9999]],
    ["within 30, 60 or 90 days", [30, 60, 90]],
    // A comma that is not a thousands separator ends a number: both figures are read, neither dropped.
    ["within 1,5 days", [1, 5]],
    ["by the fifth day of each month", [5]],
    ["on the twenty-first day", [21]],
    ["one-half of the cost", [0.5]],
    // Words that are as often not figures.
    ["a third party, as first written above, each calendar quarter, half of the shelves", []],
    // A day the calendar does not have is no date: its numbers are figures.
    ["by February 31, 2026", [31, 2026]],
  ])("reads %s as %j", (text, figures) => {
    expect([...figuresIn(text)].sort((a, b) => a - b)).toEqual(figures);
  });

  it("reads the same date however it is written", () => {
    for (const text of [
      "2028-08-31",
      "August 31, 2028",
      "31 August 2028",
      "the 31st day of August, 2028",
      "08/31/2028",
      "31/08/2028",
    ])
      expect([...datesIn(text)]).toEqual(["2028-08-31"]);
    expect([...datesIn("February 31, 2026 or 02/30/2026")]).toEqual([]);
  });
});

describe("a model's figures are held to the text they replace", () => {
  it("accepts the clause's own figures spelled another way", () => {
    const text =
      "Guests may stay at the Premises for no more than 14 consecutive days, or 30 days in any 12 months, without the Landlord's written consent, which shall not be unreasonably withheld.";
    expect(verdictOf(lease, rewrite(GUESTS, text), "make the guest clause plainer")).toEqual({ ok: true });
  });

  it.each([
    [
      "a figure in words that the document states only elsewhere",
      HOLDOVER,
      "If the Tenant stays on with the Landlord's consent after the Term ends, the tenancy continues from month to month, and either party may end it by giving at least twenty-one days' written notice, or any longer notice that California law requires.",
      "figure 21",
    ],
    ["a figure in digits", GUESTS, `${GUEST_TEXT} No guest may stay more than 3 nights in a row.`, "figure 3"],
    ["a date in another format", GUESTS, `${GUEST_TEXT} This applies from 1 March 2027.`, "2027-03-01"],
    [
      "a lower-case section the rule table does not hold",
      GUESTS,
      `${GUEST_TEXT} This follows section 1942.9 of the Civil Code.`,
      "section 1942.9",
    ],
    ["part of a real citation", GUESTS, `${GUEST_TEXT} This follows Cal. Civ. Code § 1950.`, "§ 1950"],
    [
      "a bracketless placeholder",
      GUESTS,
      `${GUEST_TEXT} Guests must register with (insert building name).`,
      "placeholder",
    ],
    [
      "advice in the third person",
      GUESTS,
      `${GUEST_TEXT} The Tenant should consult an attorney about long stays.`,
      "advice",
    ],
    [
      "another language",
      GUESTS,
      "Los invitados pueden quedarse en la vivienda un máximo de catorce días seguidos sin permiso escrito del propietario.",
      "not written in English",
    ],
  ])("refuses %s", (_name, clauseId, text, words) => {
    expect(reasonsOf(verdictOf(lease, rewrite(clauseId, text), "make the clause plainer"))).toContain(words);
  });

  it("accepts a figure the instruction gives, and only then", () => {
    const text =
      "Guests may stay at the Premises for no more than seven consecutive days, or thirty days in any twelve months, without the Landlord's written consent, which shall not be unreasonably withheld.";
    expect(verdictOf(lease, rewrite(GUESTS, text), "guests may stay 7 days in a row at most")).toEqual({ ok: true });
    expect(reasonsOf(verdictOf(lease, rewrite(GUESTS, text), "make it plainer"))).toContain("figure 7");
  });
});
