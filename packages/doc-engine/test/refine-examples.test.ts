/**
 * Every example the refine dialog offers for a type applies to a document of that type: no example leads to
 * "could not apply", and no type is offered another type's instructions.
 */
import { describe, expect, it } from "vitest";

import { DOCUMENT_TYPES, generate, refine } from "../src/index";
import { refineExamplesFor } from "../src/refine-instructions";
import { request } from "./fixtures";

/** Answers under which the removable terms exist (a late fee, a non-compete). */
const ANSWERS: Record<string, Record<string, unknown>> = {
  lease: { monthlyRent: 1800, lateFee: 50 },
  employment: { nonCompete: true, salary: 150000 },
  "promissory-note": { principal: 10000, lateFee: 25 },
  "child-custody": { children: [{ name: "Maya Cole" }] },
};

describe("refine examples per type", () => {
  it.each(DOCUMENT_TYPES)("%s: each example applies", (type) => {
    const doc = generate(request(type, { jurisdiction: "Texas", answers: ANSWERS[type] ?? {} }));
    for (const { text } of refineExamplesFor(type)) {
      const result = refine(doc, text);
      expect(result.applied, `${type}: "${text}" ${result.applied ? "" : result.reason}`).toBe(true);
    }
  });

  it("only the NDA is offered mutual; a lease is offered its own clauses", () => {
    expect(refineExamplesFor("lease").map((e) => e.text)).not.toContain("Make it mutual");
    expect(refineExamplesFor("lease").map((e) => e.text)).toContain("Add an early termination clause");
    expect(refineExamplesFor("nda").map((e) => e.text)).toContain("Make it mutual");
  });
});
