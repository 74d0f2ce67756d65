import { describe, expect, it } from "vitest";

import type { ClauseChange, LegalDocument, RefineResult } from "../src/index";
import { diffDocuments, generate, REFINE_INSTRUCTIONS, refine, toText } from "../src/index";
import { PLACEHOLDER, request } from "./fixtures";

function applied(result: RefineResult): { document: LegalDocument; changes: ClauseChange[]; summary: string } {
  if (!result.applied) throw new Error(`not applied: ${result.reason}`);
  return result;
}
const ids = (changes: ClauseChange[]) => changes.map((c) => `${c.kind}:${c.clauseId}`);

// Template mode so every optional clause starts absent and an add/remove shows up alone in the diff.
const nda = generate(request("nda", { useAI: false }));
const lease = generate(request("lease", { useAI: false, answers: { monthlyRent: 1800, startDate: "2026-12-01" } }));
const will = generate(request("will", { useAI: false }));

describe("refine: documented instructions", () => {
  it("lists what it understands, with examples", () => {
    expect(REFINE_INSTRUCTIONS.map((i) => i.id)).toEqual([
      "formal",
      "plain",
      "concise",
      "add-clause",
      "remove-clause",
      "change",
      "mutual",
      "one-way",
      "remove-term",
      "ip",
    ]);
    for (const instruction of REFINE_INSTRUCTIONS) expect(instruction.examples.length).toBeGreaterThan(0);
  });

  it("more formal: only rewords clauses, with formal vocabulary", () => {
    const { changes, document } = applied(refine(lease, "Make it more formal"));
    expect(changes.length).toBeGreaterThan(0);
    expect(changes.every((c) => c.kind === "changed")).toBe(true);
    for (const c of changes)
      if (c.kind === "changed")
        expect(c.after).toMatch(/shall|prior to|pursuant to|concerning|sufficient|notify|terminate/);
    expect(document.request.style?.tone).toBe("formal");
    // The clauses; the disclosures after the signatures are the statutes' own words and are not reworded.
    const clauses = document.sections.flatMap((s) => s.clauses.map((c) => c.text)).join("\n");
    expect(clauses).not.toMatch(/\bmust\b/);
  });

  it("plainer English: replaces legalese and keeps party names", () => {
    const { changes, document } = applied(refine(nda, "Please use plain English"));
    expect(changes.every((c) => c.kind === "changed")).toBe(true);
    const text = toText(document);
    expect(text).not.toMatch(/\bshall\b|\bin the event that\b|\bpursuant to\b|\bprior to\b/i);
    expect(text).toContain("Northwind Traders LLC");
  });

  it("shorter: only removes clauses, never the first of a section, details or additional terms", () => {
    const { changes, document } = applied(refine(nda, "Make it shorter"));
    expect(changes.length).toBeGreaterThan(0);
    expect(changes.every((c) => c.kind === "removed")).toBe(true);
    expect(document.sections).toHaveLength(12);
    const kept = document.sections.flatMap((s) => s.clauses.map((c) => c.id));
    expect(kept).toEqual(
      expect.arrayContaining([
        "nda.details",
        "nda.additional-terms.custom",
        "nda.governing-law.law",
        "nda.governing-law.venue",
      ]),
    );
    for (const section of nda.sections) expect(kept).toContain(section.clauses[0]?.id);
  });

  it("add a named clause: exactly that clause appears, with a reason", () => {
    const { changes, document } = applied(refine(nda, "Add a non-solicitation clause"));
    expect(ids(changes)).toEqual(["added:nda.non-solicitation"]);
    const added = document.sections.flatMap((s) => s.clauses).find((c) => c.id === "nda.non-solicitation");
    expect(added?.addedBecause).toBe("Added at your request.");
  });

  it("remove a named clause: exactly that clause goes", () => {
    const withClause = applied(refine(nda, "add a non-solicitation clause")).document;
    const { changes } = applied(refine(withClause, "Remove the non-solicitation clause"));
    expect(ids(changes)).toEqual(["removed:nda.non-solicitation"]);
    // An AI-chosen clause can be removed too, and stays removed on later refinements.
    const ai = generate(request("nda"));
    const removed = applied(refine(ai, "remove the source code clause")).document;
    expect(ids(diffDocuments(ai, removed))).toEqual(["removed:nda.source-code"]);
    const formal = applied(refine(removed, "make it more formal")).document;
    expect(formal.sections.flatMap((s) => s.clauses).some((c) => c.id === "nda.source-code")).toBe(false);
  });

  it("change a term: NDA term to 3 years changes only the term clause", () => {
    const { changes } = applied(refine(nda, "Change the term to 3 years"));
    expect(ids(changes)).toEqual(["changed:nda.term.duration"]);
    expect(changes[0]?.kind === "changed" && changes[0].after).toContain("3 years");
    // 36 months is read as 3 years too.
    expect(ids(applied(refine(nda, "set the term to 36 months")).changes)).toEqual(["changed:nda.term.duration"]);
  });

  it("change an amount: lease rent", () => {
    const { changes } = applied(refine(lease, "Set the rent to $2,000"));
    expect(changes[0]?.clauseId).toBe("lease.rent.amount");
    expect(changes[0]?.kind === "changed" && changes[0].after).toContain("$2,000.00 per month");
    // The state's deposit cap is stated in dollars, so the rule clause that depends on the rent follows.
    expect(changes.slice(1).every((c) => c.kind === "changed" && c.sectionId === "security-deposit")).toBe(true);
  });

  it("change a date: lease start date moves the term clause only", () => {
    const { changes } = applied(refine(lease, "Change the start date to 2027-01-01"));
    expect(ids(changes)).toEqual(["changed:lease.term.duration"]);
    expect(changes[0]?.kind === "changed" && changes[0].after).toContain("January 1, 2027");
    expect(ids(applied(refine(lease, "change the start date to February 1, 2027")).changes)).toEqual([
      "changed:lease.term.duration",
    ]);
  });

  it("change a party: the will's executor", () => {
    const { changes, document } = applied(refine(will, "Change the executor to Jordan Avery"));
    expect(document.request.parties.party2Name).toBe("Jordan Avery");
    expect(changes.length).toBeGreaterThan(0);
    expect(changes.every((c) => c.kind === "changed" && c.after.includes("Jordan Avery"))).toBe(true);
  });

  it("make mutual: NDA roles and recitals only; other types say it cannot apply", () => {
    const { changes } = applied(refine(nda, "Make it mutual"));
    // The preamble changes too: a mutual agreement defines the parties as Party A and Party B.
    expect(ids(changes).sort()).toEqual([
      "changed:nda.confidential-information.roles",
      "changed:preamble",
      "changed:recital.1",
      "changed:recital.2",
    ]);
    const lease2 = refine(lease, "make it mutual");
    expect(lease2.applied).toBe(false);
    if (!lease2.applied) expect(lease2.reason).toMatch(/Only a Non-Disclosure Agreement can be made mutual/);
  });

  it("add IP detail: adds the type's IP clause, or says there is none", () => {
    const { changes } = applied(refine(nda, "Add more intellectual property detail"));
    expect(ids(changes)).toEqual(["added:nda.ip-ownership"]);
    const none = refine(will, "add IP detail");
    expect(none.applied).toBe(false);
    if (!none.applied) expect(none.reason).toMatch(/no intellectual-property clause/);
  });

  it("several instructions in one message are all applied", () => {
    const { changes, summary } = applied(refine(nda, "Change the term to 4 years and add a non-solicitation clause"));
    expect(ids(changes).sort()).toEqual(["added:nda.non-solicitation", "changed:nda.term.duration"]);
    expect(summary).toMatch(/4 years.*non-solicitation/);
  });

  it("refined documents keep every layout guarantee", () => {
    for (const instruction of ["make it shorter", "make it more formal", "use plain english"]) {
      for (const doc of [nda, lease, will]) {
        const { document } = applied(refine(doc, instruction));
        expect(document.sections).toHaveLength(doc.sections.length);
        expect(toText(document)).not.toMatch(PLACEHOLDER);
      }
    }
  });
});

describe("refine: what it cannot do is reported plainly", () => {
  const reason = (doc: LegalDocument, instruction: string) => {
    const result = refine(doc, instruction);
    expect(result.applied).toBe(false);
    return result.applied ? "" : result.reason;
  };

  it("unknown instruction", () => {
    const text = reason(nda, "Translate it into French");
    expect(text).toMatch(/could not work out what to change from "Translate it into French"/);
    expect(text).toMatch(/Nothing was changed/);
    expect(text).toMatch(/I can: make it more formal/);
  });

  it("a clause the type does not have", () => {
    expect(reason(nda, "add a force majeure clause")).toMatch(/no optional clause matching/);
    expect(reason(nda, "remove the confidentiality section")).toMatch(/can only remove optional clauses/);
  });

  it("a clause already there, or not there to remove", () => {
    const withIp = applied(refine(nda, "add IP detail")).document;
    expect(reason(withIp, "add an IP ownership clause")).toMatch(/already contains/);
    expect(reason(nda, "remove the non-circumvention clause")).toMatch(/does not contain/);
  });

  it("a term the type does not have, or a value it cannot read or accept", () => {
    expect(reason(nda, "change the rent to $5")).toMatch(/no term by that name/);
    expect(reason(lease, "set the rent to lots")).toMatch(/could not read "lots"/);
    expect(reason(nda, "change the term to 18 months")).toMatch(/whole number of years/);
    expect(reason(nda, "change the term to 50 years")).toMatch(/outside what this document accepts/);
  });

  it("nothing to change", () => {
    const formal = applied(refine(nda, "make it more formal")).document;
    expect(reason(formal, "make it more formal")).toMatch(/Nothing changed/);
  });

  it("a failing part stops the whole message: nothing is half-applied", () => {
    expect(reason(nda, "make it more formal and add a unicorn clause")).toMatch(/unicorn/);
  });
});

describe("refine keeps the form's checks", () => {
  it("refuses an end date before the start, and a start after the end, saying why", () => {
    const lease = generate(
      request("lease", {
        useAI: false,
        answers: { leaseType: "fixed", startDate: "2027-03-01", endDate: "2028-02-28" },
      }),
    );
    for (const instruction of ["change the end date to 2027-01-15", "change the start date to 2028-06-01"])
      expect(refine(lease, instruction)).toEqual({
        applied: false,
        reason: expect.stringContaining("The end date cannot be before the start date. Nothing was changed."),
      });
    expect(refine(lease, "change the end date to 2028-06-30").applied).toBe(true);
  });

  it("never reads part of a value and drops the rest", () => {
    const lease = generate(request("lease", { useAI: false, answers: { monthlyRent: 2000, graceDays: 3 } }));
    for (const instruction of [
      "raise the rent to $2,500 and the tenant's name is Dana Whitfield-Lee",
      "change the grace period to 5 days and the tenant is nice",
    ])
      expect(refine(lease, instruction)).toEqual({ applied: false, reason: expect.stringContaining("could not read") });
    expect(refine(lease, "change the rent to 2400 dollars a month")).toMatchObject({ applied: true });
    expect(refine(lease, "set the rent to 2.5k")).toMatchObject({
      applied: true,
      summary: expect.stringContaining("$2,500.00"),
    });
  });
});
