import { describe, expect, it } from "vitest";

import type { GenerationProposalInput, LegalDocument, StructuredEdit } from "../src/index";
import {
  applyEdits,
  findJurisdiction,
  generate,
  openQuestions,
  verifyGenerationProposal,
  verifyProposal,
} from "../src/index";
import { request } from "./fixtures";

const lease = generate(request("lease", { answers: { monthlyRent: 2000, pets: "none" } }));
const CAT = "The Tenant may keep one cat at the Premises, provided the cat causes no damage beyond normal wear.";

function propose(document: LegalDocument, edits: StructuredEdit[], instruction: string) {
  const result = applyEdits(document, edits);
  if (!result.ok) throw new Error(result.reason);
  return { result, verdict: verifyProposal({ before: document, after: result.document, edits, instruction }) };
}

const rewrite = (text: string, clauseId = "lease.pets.policy"): StructuredEdit => ({
  kind: "rewrite-clause",
  clauseId,
  text,
  reason: "The tenant may keep one cat.",
});

describe("applyEdits", () => {
  it("stores new wording as an AI override and reports the changed clause", () => {
    const { result } = propose(lease, [rewrite(CAT)], "the tenant may keep one cat");
    expect(result.changes).toEqual([
      expect.objectContaining({ kind: "changed", clauseId: "lease.pets.policy", after: CAT }),
    ]);
    expect(result.document.request.clauseOverrides?.["lease.pets.policy"]).toMatchObject({ text: CAT, source: "ai" });
  });

  it("adds a custom clause with an id from its heading", () => {
    const { result } = propose(
      lease,
      [
        {
          kind: "add-clause",
          sectionId: "additional-terms",
          heading: "Bicycle Storage",
          text: "The Tenant may store two bicycles in the garage.",
          reason: "Asked.",
        },
      ],
      "add a clause about bicycle storage",
    );
    expect(result.changes[0]).toMatchObject({ kind: "added", clauseId: "custom.bicycle-storage" });
  });

  it("runs answer edits through generate(): the rent changes everywhere the template prints it", () => {
    const { result, verdict } = propose(
      lease,
      [{ kind: "set-answer", field: "monthlyRent", value: 2500, reason: "Asked." }],
      "raise the rent to $2,500",
    );
    expect(verdict).toEqual({ ok: true });
    expect(result.changes.some((change) => change.kind === "changed" && change.after.includes("$2,500.00"))).toBe(true);
  });

  it("turns an engine refusal into a reason", () => {
    const result = applyEdits(lease, [rewrite(CAT, "lease.governing-law.law")]);
    expect(result).toMatchObject({ ok: false, reason: expect.stringContaining("governing law") });
  });
});

describe("verifyProposal", () => {
  it("passes a clause rewrite that states only what the document and instruction say", () => {
    expect(propose(lease, [rewrite(CAT)], "the tenant may keep one cat").verdict).toEqual({ ok: true });
  });

  it.each([
    ["an invented statute", `${CAT} This follows Cal. Civ. Code § 1942.9.`, "§ 1942.9"],
    ["an invented Act", `${CAT} This follows the Feline Tenancy Protection Act.`, "Feline Tenancy Protection Act"],
    ["a changed amount", `${CAT} The Tenant shall pay a pet fee of $450.`, "figure 450"],
    ["a date nobody gave", `${CAT} This applies from March 3, 2027.`, "2027-03-03"],
    ["advice", `${CAT} You should keep the cat indoors.`, "advice"],
    ["a placeholder", `The Tenant may keep one cat named [CAT NAME] at the Premises.`, "placeholder"],
    ["a stranger's name", `${CAT} Dr. Hannah Weiss shall inspect the Premises.`, "Dr. Hannah Weiss"],
  ])("refuses %s with the reason", (_name, text, words) => {
    const { verdict } = propose(lease, [rewrite(text)], "the tenant may keep one cat");
    expect(verdict.ok).toBe(false);
    if (!verdict.ok) expect(verdict.reasons.join(" ")).toContain(words);
  });

  it("accepts a citation the state's rule table holds", () => {
    const deposit = generate(request("lease", { answers: { monthlyRent: 2000, securityDeposit: 2000 } }));
    const citation = findJurisdiction("California")?.securityDeposit.citation ?? "";
    expect(citation).toMatch(/§/);
    const edit: StructuredEdit = {
      kind: "add-clause",
      sectionId: "additional-terms",
      heading: "Deposit Receipt",
      text: `The Landlord shall give the Tenant a receipt for the deposit, consistent with ${citation}.`,
      reason: "Asked.",
    };
    expect(propose(deposit, [edit], "add a clause about a deposit receipt").verdict).toEqual({ ok: true });
  });

  it("refuses a figure or a name the instruction does not give", () => {
    const { verdict } = propose(
      lease,
      [
        { kind: "set-answer", field: "monthlyRent", value: 2600, reason: "Market rate." },
        { kind: "set-party", field: "party2Name", value: "Jane Roe", reason: "Guess." },
      ],
      "the tenant may keep one cat",
    );
    expect(verdict.ok).toBe(false);
    if (!verdict.ok) {
      expect(verdict.reasons.join(" ")).toContain(
        "Monthly rent was set to 2600, a figure the instruction does not give",
      );
      expect(verdict.reasons.join(" ")).toContain("Jane Roe");
    }
  });

  it("refuses an empty proposal", () => {
    expect(verifyProposal({ before: lease, after: lease, edits: [], instruction: "x" })).toMatchObject({ ok: false });
  });

  it("keeps the will's signature pages and notices exactly as the engine writes them", () => {
    const will = generate(request("will"));
    const { verdict } = propose(will, [{ kind: "set-tone", tone: "plain", reason: "Asked." }], "plainer please");
    expect(verdict).toEqual({ ok: true });
  });
});

describe("verifyGenerationProposal", () => {
  const will = generate(
    request("will", {
      useAI: true,
      purpose: "My will. I leave everything to my husband and children.",
      details: "I am married to Tom Reyes. We have two children. I want to leave $5,000 to the Oakland Food Bank.",
      answers: { maritalStatus: "married", residuaryBeneficiaries: "My husband, Tom Reyes" },
    }),
  );
  const spouse = { field: "spouseName", value: "Tom Reyes", quote: "I am married to Tom Reyes.", reason: "Stated." };
  const charity = { clauseId: "will.charitable-gifts", include: true, reason: "You name a food bank." };
  const residue = {
    field: "residuaryBeneficiaries",
    quote: "I leave everything to my husband and children.",
    question: "Should your children share the residue?",
  };
  const check = (input: Partial<Omit<GenerationProposalInput, "base">>) =>
    verifyGenerationProposal({ base: will, answers: [], clauses: [], conflicts: [], ...input });

  it("accepts answers quoted from the user's words, optional clauses and conflicts, as engine edits", () => {
    const verdict = check({ answers: [spouse], clauses: [charity], conflicts: [residue] });
    expect(verdict).toEqual({
      ok: true,
      edits: [
        { kind: "set-answer", field: "spouseName", value: "Tom Reyes", reason: "Stated." },
        { kind: "include-clause", clauseId: "will.charitable-gifts", reason: "You name a food bank." },
      ],
    });
    expect(openQuestions(will.request)).not.toContain("maritalStatus");
    expect(openQuestions(will.request)).toContain("hasChildren");
  });

  it.each([
    [
      "a quote the user never wrote",
      { answers: [{ ...spouse, quote: "My husband is Tom." }] },
      "is not in what you wrote",
    ],
    [
      "an answer the user already gave",
      { answers: [{ ...spouse, field: "residuaryBeneficiaries", quote: residue.quote }] },
      "already answered",
    ],
    [
      "a figure its quote does not give",
      { answers: [{ field: "inheritanceAge", value: 30, quote: "We have two children.", reason: "Age." }] },
      "a figure its quote does not give",
    ],
    [
      "an invented statute in a reason",
      { clauses: [{ ...charity, reason: "Cal. Prob. Code § 6999.5 requires it." }] },
      "§ 6999.5",
    ],
    ["an amount nobody gave", { clauses: [{ ...charity, reason: "You leave $7,500 to charity." }] }, "figure 7,500"],
    [
      "a conflict quoting words the user never wrote",
      { conflicts: [{ ...residue, quote: "Everything to Tom." }] },
      "not in what you wrote",
    ],
    [
      "a name the user never wrote",
      { answers: [{ ...spouse, value: "Tom Smith" }] },
      '"Tom Smith", which its quote does not say',
    ],
  ])("refuses %s, saying why", (_name, input, words) => {
    const verdict = check(input);
    expect(verdict.ok).toBe(false);
    expect(verdict.ok ? [] : verdict.reasons.join(" ")).toContain(words);
  });

  it("leaves out a clause choice the engine already made", () => {
    expect(check({ clauses: [{ ...charity, include: false, clauseId: "will.pet-care" }] })).toEqual({
      ok: true,
      edits: [],
    });
  });
});
