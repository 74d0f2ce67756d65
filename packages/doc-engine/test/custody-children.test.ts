/**
 * The children a custody agreement covers are rows: a name and a date of birth each, printed as entered. A
 * date the calendar lacks is refused, and a stored request that listed the children as text keeps them.
 */
import { describe, expect, it } from "vitest";

import { answerProblems, generate, toText } from "../src/index";
import { request } from "./fixtures";

const custody = (children: unknown) =>
  toText(generate(request("child-custody", { jurisdiction: "Pennsylvania", answers: { children } })));

describe("custody children as rows", () => {
  it("each child is named with the date of birth given", () => {
    const text = custody([
      { name: "Maya Cole", birthDate: "2018-03-04" },
      { name: "Leo Cole", birthDate: "" },
    ]);
    expect(text).toContain('namely: Maya Cole, born March 4, 2018; Leo Cole (each a "Child"');
  });

  it("a date of birth that does not exist is refused with the cell named, not dropped", () => {
    expect(answerProblems("child-custody", { children: [{ name: "Maya Cole", birthDate: "2018-02-30" }] })).toEqual([
      {
        field: "children",
        row: 0,
        column: "birthDate",
        message: "Enter the date of birth as a date, for example 2018-03-04.",
      },
    ]);
  });

  it("the form does not move on without a child; a row without a name is named as such", () => {
    expect(answerProblems("child-custody", { children: [] }, { core: true })).toEqual([
      { field: "children", message: "Add each child." },
    ]);
    expect(answerProblems("child-custody", { children: [{ birthDate: "2018-03-04" }] }, { core: true })).toEqual([
      { field: "children", row: 0, column: "name", message: "Enter the child's name." },
    ]);
  });

  it("a stored request with the children as text keeps each line", () => {
    expect(custody("Emma Lee, age 8\nNoah Lee, age 5")).toContain("namely: Emma Lee, age 8; Noah Lee, age 5 (each");
  });
});

describe("right of first refusal", () => {
  const custody = (answers: Record<string, unknown>, useAI = false, details = "") =>
    generate(request("child-custody", { answers: { children: [{ name: "Maya Cole" }], ...answers }, useAI, details }));
  const ids = (doc: ReturnType<typeof custody>) => doc.sections.flatMap((s) => s.clauses.map((c) => c.id));
  const id = "child-custody.parenting-schedule.right-of-first-refusal";

  it("is in the parenting schedule when the parents choose it, in either mode, once", () => {
    expect(ids(custody({ firstRefusal: true }))).toContain(id);
    expect(ids(custody({ firstRefusal: false }))).not.toContain(id);
    // The request also mentions a babysitter, which would add the same clause in AI mode: it appears once.
    const both = custody({ firstRefusal: true }, true, "We use a babysitter on weekends.");
    expect(ids(both).filter((clauseId) => clauseId === id)).toHaveLength(1);
    expect(toText(both)).toContain("shall first offer the time to the other Parent before arranging another caregiver");
  });
});
