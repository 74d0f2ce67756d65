import type { z } from "zod";

import type { GenerationContext, QuestionField } from "../../define";
import { answersObject, choice, count, flag, isoDate, lines, positiveMoney, text } from "../shared/answer-fields";

export const PAY_FREQUENCIES = ["weekly", "biweekly", "semimonthly", "monthly"] as const;

export const employmentAnswersSchema = answersObject({
  jobTitle: text(120),
  startDate: isoDate(),
  salary: positiveMoney("year"),
  payFrequency: choice(PAY_FREQUENCIES, "biweekly"),
  // Non-exempt is the safe default: wrongly treating a role as exempt is what costs back overtime.
  overtimeStatus: choice(["non-exempt", "exempt"], "non-exempt"),
  atWill: flag(true),
  probationMonths: count(3, 0, 12),
  noticeDays: count(30, 0, 180),
  // The state non-compete rule reads `nonCompete` and replaces the `employment.non-compete` clause.
  nonCompete: flag(false),
  nonCompeteMonths: count(12, 1, 60),
  /** Louisiana: a non-compete must name the parishes or municipalities where it applies (La. R.S. 23:921(C)). */
  nonCompeteParishes: lines(30),
  benefits: text(600),
  ptoDays: count(15, 0, 60),
});

export type EmploymentAnswers = z.infer<typeof employmentAnswersSchema>;

/** The schema never throws (every field has a catch), so re-parsing gives typed answers cheaply. */
export const employmentAnswers = (ctx: GenerationContext): EmploymentAnswers =>
  employmentAnswersSchema.parse(ctx.answers);

export const employmentQuestions: QuestionField[] = [
  { name: "jobTitle", label: "Job title", help: "For example: Senior Software Engineer.", kind: "text", core: true },
  { name: "startDate", label: "Start date", help: "Leave blank to use the document date.", kind: "date" },
  {
    name: "salary",
    label: "Annual base salary",
    help: "Gross salary per year, before deductions.",
    kind: "money",
    core: true,
  },
  {
    name: "payFrequency",
    label: "Pay frequency",
    kind: "select",
    options: [
      { value: "weekly", label: "Weekly" },
      { value: "biweekly", label: "Every two weeks" },
      { value: "semimonthly", label: "Twice a month" },
      { value: "monthly", label: "Monthly" },
    ],
  },
  {
    name: "overtimeStatus",
    label: "Overtime classification",
    help: "Non-exempt employees are paid overtime; exempt ones (salaried professionals, managers and administrators whose duties and pay meet the federal and state tests) are not. If in doubt, choose non-exempt.",
    kind: "select",
    options: [
      { value: "non-exempt", label: "Non-exempt (paid overtime)" },
      { value: "exempt", label: "Exempt (no overtime)" },
    ],
  },
  {
    name: "atWill",
    label: "At-will employment",
    help: "At-will means either side may end the employment at any time, with or without cause.",
    kind: "boolean",
  },
  {
    name: "probationMonths",
    label: "Probationary period (months)",
    help: "During this period either side may end the employment on short notice.",
    kind: "number",
    range: [0, 12],
    when: { field: "atWill", equals: false },
  },
  {
    name: "noticeDays",
    label: "Notice period (days)",
    help: "Written notice either side must give to end the employment after probation.",
    kind: "number",
    range: [0, 180],
    when: { field: "atWill", equals: false },
  },
  {
    name: "nonCompete",
    label: "Include a non-compete",
    help: "Non-competes are void or restricted in several states; the document warns you if yours is one.",
    kind: "boolean",
  },
  {
    name: "nonCompeteMonths",
    label: "Non-compete duration (months)",
    kind: "number",
    range: [1, 60],
    when: { field: "nonCompete", equals: true },
  },
  {
    name: "nonCompeteParishes",
    label: "Parishes or municipalities the non-compete covers (Louisiana)",
    help: "Louisiana requires a non-compete to name each parish or municipality where it applies, one per line (La. R.S. 23:921(C)). Other states: leave blank.",
    kind: "textarea",
    placeholder: "Orleans Parish\nJefferson Parish",
    when: { field: "nonCompete", equals: true },
    stateRule: "non-compete-parishes",
  },
  {
    name: "benefits",
    label: "Benefits",
    help: "For example: health, dental and vision insurance; 401(k) with 4% match.",
    kind: "textarea",
  },
  { name: "ptoDays", label: "Paid time off (days per year)", kind: "number", range: [0, 60] },
];
