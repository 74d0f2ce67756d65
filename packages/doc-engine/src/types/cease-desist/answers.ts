/** The cease-and-desist letter's guided questions and their schema; every answer is optional. */
import type { z } from "zod";

import type { GenerationContext, QuestionField } from "../../define";
import { answersObject, choice, count, flag, lines, positiveMoney, text } from "../shared/answer-fields";

export const INFRINGEMENT_TYPES = [
  "trademark",
  "copyright",
  "defamation",
  "harassment",
  "breach-of-contract",
  "other",
] as const;
export type Infringement = (typeof INFRINGEMENT_TYPES)[number];

export const ceaseDesistAnswersSchema = answersObject({
  infringementType: choice(INFRINGEMENT_TYPES, "other"),
  protectedRight: text(200),
  conductDescription: text(1500),
  deadlineDays: count(10, 1, 90),
  demandedActions: lines(10),
  demandPayment: flag(false),
  // Only read when demandPayment is true; the engine drops it otherwise (see the question's `when`).
  paymentAmount: positiveMoney(),
});
type CeaseDesistAnswers = z.infer<typeof ceaseDesistAnswersSchema>;
export const answersOf = (ctx: GenerationContext): CeaseDesistAnswers => ceaseDesistAnswersSchema.parse(ctx.answers);

export const ceaseDesistQuestions: QuestionField[] = [
  {
    name: "infringementType",
    label: "What is the problem?",
    kind: "select",
    options: [
      { value: "trademark", label: "Trademark infringement" },
      { value: "copyright", label: "Copyright infringement" },
      { value: "defamation", label: "Defamation" },
      { value: "harassment", label: "Harassment" },
      { value: "breach-of-contract", label: "Breach of contract" },
      { value: "other", label: "Other unlawful conduct" },
    ],
  },
  {
    name: "protectedRight",
    label: "Mark, work or agreement concerned",
    help: 'For example: the ACME trademark, my photograph "Sunset", or our services agreement of March 1, 2025.',
    kind: "text",
  },
  {
    name: "conductDescription",
    label: "Describe the conduct",
    help: "What happened, where and when.",
    kind: "textarea",
  },
  { name: "deadlineDays", label: "Days to comply", help: "Ten days is common.", kind: "number", range: [1, 90] },
  {
    name: "demandedActions",
    label: "What you demand",
    help: "One demand per line. Leave blank for the standard demands for this type of problem.",
    kind: "textarea",
  },
  {
    name: "demandPayment",
    label: "Demand payment",
    help: "Yes to also demand money, for example an unpaid invoice or a licence fee for past use.",
    kind: "boolean",
  },
  {
    name: "paymentAmount",
    label: "Amount demanded",
    help: "Leave blank to ask for compensation in an amount you will confirm later.",
    kind: "money",
    when: { field: "demandPayment", equals: true },
  },
];
