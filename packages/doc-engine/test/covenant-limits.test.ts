/**
 * Statutes that limit restrictive covenants beyond a salary floor: Colorado's confidentiality carve-outs stand
 * in every Colorado employment agreement, and its 2026 threshold is the one in force in November 2026; Nevada's
 * customer and reduction-in-force limits are written into any non-compete a Nevada agreement keeps.
 */
import { describe, expect, it } from "vitest";

import type { LegalDocument } from "../src/index";
import { generate } from "../src/index";
import { CONFIDENTIALITY_LIMITS_CLAUSE_ID, NON_COMPETE_LIMITS_CLAUSE_ID } from "../src/rules/non-compete";
import { request } from "./fixtures";

const job = (jurisdiction: string, answers: Record<string, unknown>, date = "2026-11-21") =>
  generate(request("employment", { jurisdiction, date, answers: { jobTitle: "Engineer", ...answers } }));
const clause = (doc: LegalDocument, id: string) =>
  doc.sections.flatMap((s) => s.clauses).find((c) => c.id === id)?.text;

describe("Colorado", () => {
  it("the confidentiality section states what it may not forbid, with or without a non-compete", () => {
    for (const nonCompete of [false, true]) {
      const text = clause(job("Colorado", { salary: 150000, nonCompete }), CONFIDENTIALITY_LIMITS_CLAUSE_ID);
      expect(text).toContain("general training, knowledge, skill or experience");
      expect(text).toContain("readily ascertainable to the public");
      expect(text).toContain("legally protected conduct");
    }
    const section = job("Colorado", { salary: 150000 }).sections.find((s) =>
      s.clauses.some((c) => c.id === CONFIDENTIALITY_LIMITS_CLAUSE_ID),
    );
    expect(section?.id).toBe("confidentiality");
    expect(section?.explanation).toContain(
      "what Colorado law (C.R.S. § 8-2-113(2)(b), (3)(b), (4)) does not let it forbid",
    );
  });

  it("November 2026: the 2026 threshold is the one in force, and a salary between the two years' figures loses the covenant", () => {
    const between = job("Colorado", { salary: 128000, nonCompete: true });
    expect(clause(between, "employment.non-compete")).toContain("does not permit a covenant");
    // The contract states the condition; the figure, read from a summary and reset each year, is the warning's.
    expect(clause(between, "employment.non-compete")).not.toMatch(/\$\d/);
    const warning = between.warnings.find((w) => w.family === "non-compete" && w.message.includes("$130,014.00"));
    expect(warning?.message).toContain("the threshold in force on November 21, 2026");
    expect(warning?.verified).toBe(false);
  });

  it("not in another state", () => {
    expect(clause(job("Texas", { salary: 150000 }), CONFIDENTIALITY_LIMITS_CLAUSE_ID)).toBeUndefined();
  });
});

describe("Nevada", () => {
  it("a kept non-compete carries the statute's customer and reduction-in-force limits", () => {
    const text = clause(job("Nevada", { salary: 150000, nonCompete: true }), NON_COMPETE_LIMITS_CLAUSE_ID);
    expect(text).toContain("customer or client voluntarily chose to leave and seek services from the Employee");
    expect(text).toContain("reduction in force, reorganization or similar restructuring");
  });

  it("no non-compete, no limits clause", () => {
    expect(clause(job("Nevada", { salary: 150000, nonCompete: false }), NON_COMPETE_LIMITS_CLAUSE_ID)).toBeUndefined();
  });
});
