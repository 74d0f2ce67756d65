import { describe, expect, it } from "vitest";

import type { StructuredEdit } from "../src/index";
import {
  DOCUMENT_TYPES,
  applyEdits,
  generate,
  getTypeDefinition,
  verifyGenerationProposal,
  verifyProposal,
} from "../src/index";
import { tellingWords } from "../src/stated";
import { request } from "./fixtures";

const lease = generate(request("lease", { answers: { monthlyRent: 2000, pets: "none" } }));

function verdictOf(edits: StructuredEdit[], instruction: string) {
  const result = applyEdits(lease, edits);
  if (!result.ok) throw new Error(result.reason);
  return verifyProposal({ before: lease, after: result.document, edits, instruction });
}
const answer = (field: string, value: string | number | boolean): StructuredEdit => ({
  kind: "set-answer",
  field,
  value,
  reason: "Asked.",
});
const reasonsOf = (verdict: { ok: boolean; reasons?: string[] }) => (verdict.reasons ?? []).join(" ");

describe("a structured change only when the user's words state it", () => {
  it("every choice and figure question has words that show a sentence is about it", () => {
    for (const type of DOCUMENT_TYPES)
      for (const question of getTypeDefinition(type)?.questions ?? [])
        if (["select", "boolean", "money", "number"].includes(question.kind))
          expect(tellingWords(question.label), `${type}.${question.name}`).not.toEqual([]);
  });

  const unasked: [string, StructuredEdit[], string][] = [
    [
      "the rent from a count of cats",
      [answer("monthlyRent", 2)],
      "Monthly rent was set to 2 from words about something else",
    ],
    ["an unasked small-landlord box", [answer("smallLandlord", true)], "Small landlord was set to true"],
    ["furnished, unasked", [answer("furnished", true)], "Furnished was set to true"],
    [
      "a clause switched off, unasked",
      [{ kind: "exclude-clause", clauseId: "lease.no-smoking", reason: "Tidier." }],
      "was removed, which the instruction does not ask",
    ],
    [
      "a citation in the reason shown to the user",
      [{ ...answer("pets", "allowed"), reason: "Cal. Civ. Code § 1950.9 requires it." }],
      "§ 1950.9",
    ],
  ];
  it.each(unasked)("refuses %s", (_name, edits, words) => {
    expect(reasonsOf(verdictOf(edits, "the tenant may keep 2 cats"))).toContain(words);
  });

  it.each([
    [
      "a count of cats beside the rent",
      2,
      "the tenant may keep 2 cats and pays rent on time",
      "words about something else",
    ],
    ["the rent's figure for the deposit", 2000, "the rent is $2,000 and the deposit is $4,000", "something else"],
    ["a change by an amount as the amount", 100, "raise the rent by $100", "changes it by that amount"],
  ] as const)("refuses %s", (_name, value, instruction, words) => {
    const field = instruction.includes("deposit") ? "securityDeposit" : "monthlyRent";
    expect(reasonsOf(verdictOf([answer(field, value)], instruction))).toContain(words);
  });

  it("accepts the pet policy for cats, and the rent when the instruction names it", () => {
    expect(verdictOf([answer("pets", "allowed")], "the tenant may keep 2 cats")).toEqual({ ok: true });
    expect(verdictOf([answer("monthlyRent", 2500)], "raise the rent to $2,500")).toEqual({ ok: true });
  });
});

it("refuses an end date the instruction gives when it falls before the start", () => {
  const dated = generate(request("lease", { answers: { leaseType: "fixed", startDate: "2027-03-01" } }));
  const edits: StructuredEdit[] = [answer("endDate", "2027-01-15")];
  const result = applyEdits(dated, edits);
  if (!result.ok) throw new Error(result.reason);
  const verdict = verifyProposal({
    before: dated,
    after: result.document,
    edits,
    instruction: "end the lease on 2027-01-15",
  });
  expect(reasonsOf(verdict)).toContain("The end date cannot be before the start date.");
});

describe("AI generation: each value tied to its own quote", () => {
  const details =
    "I am renting my apartment at 12 Elm Court, Oakland. The deposit is $1,500. The lease starts on March 1, 2027.";
  const base = generate(request("lease", { useAI: true, details, answers: {} }));
  const check = (field: string, value: string | number | boolean, quote: string) =>
    verifyGenerationProposal({
      base,
      answers: [{ field, value, quote, reason: "Stated." }],
      clauses: [],
      conflicts: [],
    });

  it.each([
    [
      "the rent from the deposit's sentence",
      "monthlyRent",
      1500,
      "The deposit is $1,500.",
      "from words about something else",
    ],
    [
      "a pet policy from an unrelated sentence",
      "pets",
      "allowed",
      "I am renting my apartment at 12 Elm Court, Oakland.",
      "do not speak of it",
    ],
    [
      "a start date a day off its quote",
      "startDate",
      "2027-03-02",
      "The lease starts on March 1, 2027.",
      "a date its quote does not give",
    ],
    [
      "an address its quote does not hold",
      "propertyAddress",
      "14 Elm Court, Oakland",
      "I am renting my apartment at 12 Elm Court, Oakland.",
      "which its quote does not say",
    ],
  ])("refuses %s", (_name, field, value, quote, words) => {
    expect(reasonsOf(check(field, value, quote))).toContain(words);
  });

  it("accepts values their quotes state", () => {
    expect(check("securityDeposit", 1500, "The deposit is $1,500.").ok).toBe(true);
    expect(check("startDate", "2027-03-01", "The lease starts on March 1, 2027.").ok).toBe(true);
    expect(
      check("propertyAddress", "12 Elm Court, Oakland", "I am renting my apartment at 12 Elm Court, Oakland.").ok,
    ).toBe(true);
  });
});
