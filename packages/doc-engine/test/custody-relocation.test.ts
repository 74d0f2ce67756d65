/**
 * A relocation statute binds a custody agreement in its state: the notice the parents chose is raised to the
 * statute's least, said beside the clause and on "Before you sign", and the relocation section states how the
 * notice is given and how the other parent objects. Elsewhere the parents' own terms stand alone.
 */
import { describe, expect, it } from "vitest";

import type { LegalDocument } from "../src/index";
import { generate } from "../src/index";
import { RELOCATION_NOTICE_CLAUSE_ID, RELOCATION_STATUTE_CLAUSE_ID } from "../src/rules/custody-relocation";
import { request } from "./fixtures";

const custody = (jurisdiction: string, relocationNoticeDays: number) =>
  generate(
    request("child-custody", { jurisdiction, answers: { children: [{ name: "Maya Cole" }], relocationNoticeDays } }),
  );
const clause = (doc: LegalDocument, id: string) =>
  doc.sections.flatMap((s) => s.clauses).find((c) => c.id === id)?.text;

describe("relocation statutes", () => {
  it("Pennsylvania: 30 days asked becomes 60, said in the clause and warned; § 5337's notice and objection are stated", () => {
    const doc = custody("Pennsylvania", 30);
    expect(clause(doc, RELOCATION_NOTICE_CLAUSE_ID)).toContain("at least sixty (60) days before the move");
    expect(clause(doc, RELOCATION_NOTICE_CLAUSE_ID)).toContain("This is the least notice Pennsylvania law allows");
    const raised = doc.warnings.find((w) => w.field === "relocationNoticeDays");
    expect(raised?.message).toContain("set to 60 days, the least Pennsylvania law allows; 30 days was asked");
    const statute = clause(doc, RELOCATION_STATUTE_CLAUSE_ID) ?? "";
    expect(statute).toContain("by certified mail, return receipt requested");
    expect(statute).toContain("a proposal for a revised custody schedule");
    expect(statute).toContain("counter-affidavit");
    const relocation = doc.sections.find((s) => s.id === "relocation");
    expect(relocation?.explanation).toContain(
      "Pennsylvania law (23 Pa.C.S. § 5337(c), (d)) sets how the notice is given",
    );
    expect(doc.warnings.filter((w) => w.family === "custody-relocation").every((w) => w.verified === false)).toBe(true);
  });

  it("Pennsylvania: a longer notice the parents chose stands, with no raise", () => {
    const doc = custody("Pennsylvania", 90);
    expect(clause(doc, RELOCATION_NOTICE_CLAUSE_ID)).toContain("at least ninety (90) days before the move");
    expect(doc.warnings.some((w) => w.field === "relocationNoticeDays")).toBe(false);
    expect(clause(doc, RELOCATION_STATUTE_CLAUSE_ID)).toBeDefined();
  });

  it("Pennsylvania: each parent's criminal record and abuse history verification is on Before you sign", () => {
    const line = custody("Pennsylvania", 60).checklist.find((item) =>
      item.citation?.startsWith("Pa.R.C.P. No. 1915.3-2"),
    );
    expect(line?.text).toContain("Criminal Record or Abuse History Verification");
    expect(line?.verified).toBe(false);
    expect(custody("Illinois", 60).checklist.some((item) => item.citation?.includes("1915.3-2"))).toBe(false);
  });

  it("Illinois: the notice is filed with the clerk of the circuit court", () => {
    expect(clause(custody("Illinois", 60), RELOCATION_STATUTE_CLAUSE_ID)).toContain(
      "file a copy of the notice with the clerk of the circuit court",
    );
  });

  it("California: 30 days asked becomes 45, said as what the law asks where feasible, never as its least", () => {
    const doc = custody("California", 30);
    expect(clause(doc, RELOCATION_NOTICE_CLAUSE_ID)).toContain("at least forty-five (45) days before the move");
    expect(clause(doc, RELOCATION_NOTICE_CLAUSE_ID)).toContain("the notice California law asks for where feasible");
    expect(doc.warnings.find((w) => w.field === "relocationNoticeDays")?.message).toContain(
      "set to 45 days, the notice California law asks for where feasible; 30 days was asked",
    );
    expect(JSON.stringify(doc)).not.toContain("least California law allows");
    expect(clause(doc, RELOCATION_STATUTE_CLAUSE_ID)).toContain("by mail, return receipt requested, postage prepaid");
  });

  it("Texas: any change of residence is noticed 60 days ahead by registered or certified mail", () => {
    const doc = custody("Texas", 45);
    expect(clause(doc, RELOCATION_NOTICE_CLAUSE_ID)).toContain("at least sixty (60) days before the move");
    expect(clause(doc, RELOCATION_STATUTE_CLAUSE_ID)).toContain("by registered or certified mail");
    expect(clause(doc, RELOCATION_STATUTE_CLAUSE_ID)).toContain("the court and the state case registry");
    expect(custody("Texas", 60).warnings.some((w) => w.field === "relocationNoticeDays")).toBe(false);
  });

  it("Florida, Ohio and Michigan: the statute's procedure is stated; with no least notice, the parents' days stand", () => {
    for (const [state, words] of [
      ["Florida", "a verified written response within twenty days after service of the petition"],
      ["Ohio", "shall file a notice of intent to relocate with the court that issued the order or decree"],
      ["Michigan", "more than 100 miles from the Children's legal residence"],
    ] as const) {
      const doc = custody(state, 10);
      expect(clause(doc, RELOCATION_STATUTE_CLAUSE_ID)).toContain(words);
      expect(clause(doc, RELOCATION_NOTICE_CLAUSE_ID)).toContain("at least ten (10) days before the move");
      expect(doc.warnings.some((w) => w.field === "relocationNoticeDays")).toBe(false);
      expect(doc.warnings.find((w) => w.family === "custody-relocation")?.verified).toBe(false);
    }
  });

  it("a state without a relocation rule in the tables: the parents' terms alone, no warning", () => {
    const doc = custody("Oregon", 30);
    expect(clause(doc, RELOCATION_NOTICE_CLAUSE_ID)).toContain("at least thirty (30) days before the move");
    expect(clause(doc, RELOCATION_STATUTE_CLAUSE_ID)).toBeUndefined();
    expect(doc.warnings.some((w) => w.family === "custody-relocation")).toBe(false);
  });
});
