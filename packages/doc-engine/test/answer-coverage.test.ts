/**
 * Every answer is honoured or refused, never silently replaced. For each question of each type: starting
 * from answers that show the question, two usable values must give documents that read differently (text,
 * warnings or the "Before you sign" list), and a value the engine cannot use must be refused by
 * answerProblems. There are no exceptions.
 */
import { describe, expect, it } from "vitest";

import type { RowColumn } from "../src/define";
import type { DocumentType, LegalDocument, QuestionField } from "../src/index";
import { answerProblems, DOCUMENT_TYPES, generate, getTypeDefinition, stateQuestionsFor, toText } from "../src/index";
import { questionsFor } from "../src/questions";
import { request } from "./fixtures";

/**
 * Answers under which every question of a type can be used (those it needs), and a state whose law leaves
 * the answers in the contract (California voids non-competes, so the employment questions are tried in Texas).
 */
const CONTEXT: Partial<Record<DocumentType, { jurisdiction?: string; answers: Record<string, unknown> }>> = {
  llc: {
    answers: {
      members: [
        { name: "Ann Able", contribution: 6000, percent: 60 },
        { name: "Ben Baker", contribution: 4000, percent: 40 },
      ],
    },
  },
  will: { answers: { guardianName: "Gail Guardian" } },
  "promissory-note": { answers: { lateFee: 50 } },
  "roommate-agreement": { answers: { party1RentPercent: 60 } },
  employment: { jurisdiction: "Texas", answers: {} },
};

/** The state to try a question in: the first that asks it when only some states' rules read it. */
function stateFor(type: DocumentType, question: QuestionField): string | undefined {
  if (!question.stateRule) return CONTEXT[type]?.jurisdiction;
  return stateQuestionsFor(type, "2026-11-21")[question.name]?.[0];
}

/** Two different values for a question, the second a change of the first. */
function values(question: QuestionField): [unknown, unknown] {
  switch (question.kind) {
    case "boolean":
      return [true, false];
    case "select": {
      const options = (question.options ?? []).map((option) => option.value);
      return [options[0], options[1] ?? options[0]];
    }
    case "money":
      return [1234, 5678];
    case "number":
      return question.range ? [question.range[0], question.range[1]] : [3, 6];
    case "rows":
      return [[{ name: "Alpha Person" }, { name: "Beta Person" }], [{ name: "Gamma Person" }]];
    case "date":
      return ["2027-03-15", "2027-09-20"];
    case "textarea":
      return ["Alpha Item One\nBeta Item Two", "Gamma Item Three\nDelta Item Four"];
    default:
      return question.format === "email" ? ["alpha@example.com", "gamma@example.org"] : ["Alpha Value", "Gamma Value"];
  }
}

/** Answers under which `question` is shown (its `when` condition met, and that condition's own, recursively). */
function showing(question: QuestionField, questions: QuestionField[]): Record<string, unknown> {
  if (!question.when) return {};
  const parent = questions.find((q) => q.name === question.when?.field);
  return { ...(parent ? showing(parent, questions) : {}), [question.when.field]: question.when.equals };
}

const visible = (doc: LegalDocument) =>
  `${toText(doc)}\n${doc.warnings.map((w) => w.message).join("\n")}\n${doc.checklist.map((c) => c.text).join("\n")}`;

const cases = DOCUMENT_TYPES.flatMap((type) =>
  questionsFor(type).map((question) => ({ type, question, name: `${type}.${question.name}` })),
);

describe("answer coverage: every question changes the document or warns", () => {
  it.each(cases)("$name", ({ type, question }) => {
    const base = { ...CONTEXT[type]?.answers, ...showing(question, questionsFor(type)) };
    const [first, second] = values(question);
    const answersA = { ...base, [question.name]: first };
    const answersB = { ...base, [question.name]: second };
    for (const answers of [answersA, answersB]) expect(answerProblems(type, answers)).toEqual([]);
    const jurisdiction = stateFor(type, question);
    const a = visible(generate(request(type, { answers: answersA, ...(jurisdiction ? { jurisdiction } : {}) })));
    const b = visible(generate(request(type, { answers: answersB, ...(jurisdiction ? { jurisdiction } : {}) })));
    expect(
      a,
      `${type}.${question.name}: the document read the same with ${JSON.stringify(first)} and ${JSON.stringify(second)}`,
    ).not.toBe(b);
  });

  /** Every typed column of a list, beyond the name: two rows, then the same rows with that column changed. */
  const columnCases = cases.flatMap(({ type, question, name }) =>
    (question.rows?.columns.slice(1) ?? []).map((column) => ({
      type,
      question,
      column,
      name: `${name}.${column.name}`,
    })),
  );
  const columnValues: Record<RowColumn["kind"], [unknown[], unknown[]]> = {
    text: [
      ["Alpha Detail", "Beta Detail"],
      ["Gamma Detail", "Delta Detail"],
    ],
    money: [
      [6000, 4000],
      [7000, 3000],
    ],
    percent: [
      [60, 40],
      [70, 30],
    ],
    date: [
      ["2015-03-15", "2017-09-20"],
      ["2016-04-16", "2018-10-21"],
    ],
  };
  it.each(columnCases)("$name", ({ type, question, column }) => {
    const base: Record<string, unknown> = {
      ...CONTEXT[type]?.answers,
      ...showing(question, questionsFor(type)),
      ...(column.when ? { [column.when.field]: column.when.equals } : {}),
    };
    const [first, second] = columnValues[column.kind].map((cells) =>
      cells.map((cell, i) => ({
        ...((base[question.name] as Record<string, unknown>[] | undefined)?.[i] ?? {}),
        name: ["Alpha Person", "Beta Person"][i],
        [column.name]: cell,
      })),
    );
    const answersA = { ...base, [question.name]: first };
    const answersB = { ...base, [question.name]: second };
    for (const answers of [answersA, answersB]) expect(answerProblems(type, answers)).toEqual([]);
    const a = visible(generate(request(type, { answers: answersA })));
    const b = visible(generate(request(type, { answers: answersB })));
    expect(a, `${type}.${question.name}.${column.name} did not change the document`).not.toBe(b);
  });

  const unusable = cases.filter(({ question }) => ["number", "money", "date", "select"].includes(question.kind));
  it.each(unusable)("$name: a value the engine cannot use is refused, not replaced", ({ type, question }) => {
    const base = { ...CONTEXT[type]?.answers, ...showing(question, questionsFor(type)) };
    const bad = question.kind === "number" && question.range ? question.range[1] + 1 : "not a value";
    const problems = answerProblems(type, { ...base, [question.name]: bad });
    expect(problems.map((p) => p.field)).toContain(question.name);
  });

  it("every number question states the range its schema accepts", () => {
    for (const { type, question } of cases.filter((c) => c.question.kind === "number")) {
      expect(question.range, `${type}.${question.name} has no range`).toBeDefined();
      const [min, max] = question.range ?? [0, 0];
      const base = { ...CONTEXT[type]?.answers, ...showing(question, questionsFor(type)) };
      expect(answerProblems(type, { ...base, [question.name]: min })).toEqual([]);
      expect(answerProblems(type, { ...base, [question.name]: max })).toEqual([]);
      expect(answerProblems(type, { ...base, [question.name]: min - 1 }).length).toBeGreaterThan(0);
    }
  });
});

describe("an end before its start is refused, never silently replaced", () => {
  const cases: [DocumentType, Record<string, string>, string, string][] = [
    ["lease", { leaseType: "fixed", startDate: "2027-03-01", endDate: "2027-02-28" }, "endDate", "start date"],
    [
      "promissory-note",
      { repaymentType: "installments", firstPaymentDate: "2027-06-01", maturityDate: "2027-05-01" },
      "maturityDate",
      "first payment date",
    ],
  ];
  it.each(cases)("%s", (type, answers, field, words) => {
    expect(answerProblems(type, answers)).toEqual([
      { field, message: expect.stringContaining(`cannot be before the ${words}`) },
    ]);
    const start = field === "endDate" ? "startDate" : "firstPaymentDate";
    expect(answerProblems(type, { ...answers, [field]: answers[start] })).toEqual([]);
  });
});

describe("core terms: the form does not move on without them; the API still accepts stored requests", () => {
  it.each([
    ["lease", ["propertyAddress", "monthlyRent"]],
    ["employment", ["jobTitle", "salary"]],
    ["promissory-note", ["principal"]],
    ["bill-of-sale", ["itemDescription", "price"]],
    ["roommate-agreement", ["premisesAddress", "totalRent"]],
    ["llc", ["companyName"]],
    ["child-custody", ["children"]],
  ] as [DocumentType, string[]][])("%s names %j", (type, fields) => {
    const problems = answerProblems(type, {}, { core: true });
    expect(problems.map((problem) => problem.field)).toEqual(fields);
    for (const problem of problems)
      expect(problem.message).toMatch(/^(Enter the [a-z ]+\.|Answer ".+\?"|Add each [a-z]+\.)$/);
    expect(answerProblems(type, {})).toEqual([]);
  });

  it('"n/a", "none" or brackets are no answer to a core term', () => {
    for (const blank of ["n/a", "None", "[ ]"])
      expect(answerProblems("lease", { propertyAddress: blank, monthlyRent: 2000 }, { core: true })).toEqual([
        { field: "propertyAddress", message: "Enter the property address." },
      ]);
  });

  it("types with no core term ask for none", () => {
    for (const type of ["nda", "will", "poa", "privacy-policy", "cease-desist"] as DocumentType[])
      expect(answerProblems(type, {}, { core: true })).toEqual([]);
  });
});

describe("an amount's period is read only where that period is asked", () => {
  it.each([
    ["lease", "monthlyRent", "$2,400/month", true],
    ["lease", "monthlyRent", "2400 dollars a month", true],
    ["lease", "monthlyRent", "$24,000 per year", false],
    ["employment", "salary", "$90,000 a year", true],
    ["employment", "salary", "$5,000/month", false],
    ["lease", "securityDeposit", "$2,400/month", false],
  ] as [DocumentType, string, string, boolean][])("%s %s: %s", (type, field, typed, read) => {
    const problems = answerProblems(type, { [field]: typed });
    if (read) expect(problems).toEqual([]);
    else expect(problems).toEqual([{ field, message: expect.stringMatching(/^Enter an amount in dollars/) }]);
  });
});

describe("a question is checked exactly when the engine reads it", () => {
  it("judges a condition on the answers as parsed, defaults included", () => {
    // No termType: the engine's default is a fixed term, so the 50 years it cannot use are refused.
    expect(answerProblems("nda", { termYears: 50 }).map((problem) => problem.field)).toEqual(["termYears"]);
    // No atWill: the engine's default is at-will employment, which has no probation: not read, not refused.
    const probation = getTypeDefinition("employment")?.questions.find((q) => q.name === "probationMonths");
    expect(probation?.when).toBeDefined();
    expect(answerProblems("employment", { probationMonths: 500 })).toEqual([]);
  });
});
