/**
 * Will guided questions. The generic form's second party is the Executor; these questions cover the rest:
 * family, a backup executor, gifts, the residuary beneficiaries and a guardian for minor children.
 */
import type { z } from "zod";

import type { GenerationContext, QuestionField, RowsSpec } from "../../define";
import { answersObject, choice, count, flag, lines, rows, text } from "../shared/answer-fields";
import { CHILD_ROWS, type ChildRow } from "../shared/children";

/** A residuary beneficiary and, when the residue is not divided equally, their share. */
export type BeneficiaryRow = { name: string; share?: number };

export const BENEFICIARY_ROWS: RowsSpec = {
  item: "beneficiary",
  max: 20,
  columns: [
    { name: "name", label: "Beneficiary's full name", kind: "text", required: true },
    { name: "share", label: "Share (%)", kind: "percent", placeholder: "Equal" },
  ],
  total: { column: "share", to: 100 },
};

export const willAnswersSchema = answersObject({
  maritalStatus: choice(
    ["unspecified", "single", "married", "domestic-partnership", "divorced", "widowed"],
    "unspecified",
  ),
  spouseName: text(200),
  hasChildren: flag(false),
  // Named for the text list it was before children were rows; stored requests keep the name.
  childrenNames: rows<ChildRow>(CHILD_ROWS),
  guardianName: text(200),
  alternateGuardian: text(200),
  alternateExecutor: text(200),
  waiveBond: flag(true),
  specificGifts: lines(30),
  residuaryBeneficiaries: rows<BeneficiaryRow>(BENEFICIARY_ROWS),
  inheritanceAge: count(21, 18, 35),
  noContest: flag(true),
});
export type WillAnswers = z.infer<typeof willAnswersSchema>;

/** generate() parsed ctx.answers with willAnswersSchema; the cast only restores the static type. */
export const willAnswers = (ctx: GenerationContext) => {
  const a = ctx.answers as Partial<WillAnswers>;
  // Fields behind a `when` condition may have been dropped by the engine; lists then read as empty.
  return { ...a, childrenNames: a.childrenNames ?? [] } as WillAnswers;
};

const withChildren = { field: "hasChildren", equals: true } as const;

export const willQuestions: QuestionField[] = [
  {
    name: "maritalStatus",
    label: "Marital status",
    kind: "select",
    options: [
      { value: "unspecified", label: "Prefer not to say" },
      { value: "single", label: "Single" },
      { value: "married", label: "Married" },
      { value: "domestic-partnership", label: "Registered domestic partnership" },
      { value: "divorced", label: "Divorced" },
      { value: "widowed", label: "Widowed" },
    ],
  },
  {
    name: "spouseName",
    label: "Spouse's full name",
    kind: "text",
    when: { field: "maritalStatus", equals: "married" },
  },
  { name: "hasChildren", label: "Do you have children?", kind: "boolean" },
  {
    name: "childrenNames",
    label: "Your children",
    help: "One row per child. A date of birth identifies a child beyond doubt.",
    kind: "rows",
    rows: CHILD_ROWS,
    when: withChildren,
  },
  {
    name: "guardianName",
    label: "Guardian for minor children",
    help: "Who should care for your children if they are minors and no other parent can.",
    kind: "text",
    when: withChildren,
  },
  { name: "alternateGuardian", label: "Alternate guardian", needs: "guardianName", kind: "text", when: withChildren },
  {
    name: "alternateExecutor",
    label: "Alternate executor",
    help: "The second party in the form is your executor; name a backup in case they cannot act.",
    kind: "text",
  },
  {
    name: "waiveBond",
    label: "Waive the executor's bond",
    help: "Saves your estate the cost of a surety bond.",
    kind: "boolean",
  },
  {
    name: "specificGifts",
    label: "Specific gifts",
    help: 'One per line, e.g. "my wedding ring to my daughter Ana Ruiz".',
    kind: "textarea",
  },
  {
    name: "residuaryBeneficiaries",
    label: "Beneficiaries of the rest of your estate",
    help: "One row per person. Leave every share blank to divide it equally, or give each person a share adding up to 100%. Leave the list empty to follow your state's intestacy rules.",
    kind: "rows",
    rows: BENEFICIARY_ROWS,
  },
  {
    name: "inheritanceAge",
    label: "Age at which young beneficiaries inherit outright",
    help: "18 to 35; defaults to 21.",
    kind: "number",
    range: [18, 35],
    placeholder: "21",
  },
  { name: "noContest", label: "Include a no-contest clause", kind: "boolean" },
];
