/** NDA guided questions and their schema. Every answer is optional; defaults give a one-way, 2-year NDA. */
import type { z } from "zod";

import type { GenerationContext, QuestionField } from "../../define";
import { answersObject, choice, count, flag, optionalCount } from "../shared/answer-fields";

export const ndaAnswersSchema = answersObject({
  mutual: flag(false),
  termType: choice(["fixed", "indefinite"], "fixed"),
  /** Only used when termType is "fixed" (the engine drops it otherwise); the text defaults to 2 years. */
  termYears: optionalCount(1, 10),
  survivalYears: count(3, 1, 10),
  permittedDisclosures: choice(["need-to-know", "employees-only", "consent-only"], "need-to-know"),
  tradeSecrets: flag(true),
});
export type NdaAnswers = z.infer<typeof ndaAnswersSchema>;

export const DEFAULT_TERM_YEARS = 2;

/**
 * generate() parsed ctx.answers with ndaAnswersSchema, so the cast only restores the static type. Fields
 * behind a `when` condition may have been dropped; the schema marks exactly those as optional.
 */
export const ndaAnswers = (ctx: GenerationContext) => ctx.answers as NdaAnswers;

export const ndaQuestions: QuestionField[] = [
  {
    name: "mutual",
    label: "Mutual NDA",
    help: "Yes when both parties will share confidential information; no for a one-way NDA where only one party (the disclosing party) shares information.",
    kind: "boolean",
  },
  {
    name: "termType",
    label: "Agreement term",
    help: "How long the parties may keep exchanging information under the agreement.",
    kind: "select",
    options: [
      { value: "fixed", label: "A fixed number of years" },
      { value: "indefinite", label: "Until either party ends it" },
    ],
  },
  {
    name: "termYears",
    label: "Term length (years)",
    help: "Defaults to 2 years.",
    kind: "number",
    range: [1, 10],
    placeholder: "2",
    when: { field: "termType", equals: "fixed" },
  },
  {
    name: "survivalYears",
    label: "Confidentiality period after the agreement ends (years)",
    help: "How long the information must stay confidential after the agreement ends. Defaults to 3 years.",
    kind: "number",
    range: [1, 10],
    placeholder: "3",
  },
  {
    name: "permittedDisclosures",
    label: "Permitted disclosures",
    help: "Who the receiving party may share the information with.",
    kind: "select",
    options: [
      { value: "need-to-know", label: "Employees and advisers who need to know" },
      { value: "employees-only", label: "Own employees only" },
      { value: "consent-only", label: "No one without written consent" },
    ],
  },
  {
    name: "tradeSecrets",
    label: "Protect trade secrets for as long as they stay secret",
    help: "Keeps trade secrets protected even after the confidentiality period ends.",
    kind: "boolean",
  },
];
