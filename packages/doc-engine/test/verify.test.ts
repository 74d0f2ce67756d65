import { describe, expect, it } from "vitest";

import type { LegalDocument, StructuredEdit } from "../src/index";
import { applyEdits, findJurisdiction, generate, verifyProposal } from "../src/index";
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
    ["a changed amount", `${CAT} The Tenant shall pay a pet fee of $450.`, "$450"],
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
      expect(verdict.reasons.join(" ")).toContain("Monthly rent was changed to 2600");
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
