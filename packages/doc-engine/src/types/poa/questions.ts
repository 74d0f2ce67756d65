import type { z } from "zod";

import type { GenerationContext, QuestionField } from "../../define";
import { answersObject, choice, flag, isoDate, positiveMoney, text } from "../shared/answer-fields";

export const poaAnswersSchema = answersObject({
  agent: text(200),
  successorAgent: text(200),
  powerFinancial: flag(true),
  powerRealEstate: flag(true),
  powerBanking: flag(true),
  powerTax: flag(true),
  powerBusiness: flag(false),
  // Gifting can empty an estate, so it is off unless the principal asks for it (most statutes require it express).
  powerGifts: flag(false),
  durable: flag(true),
  springing: flag(false),
  springingCondition: text(400),
  effectiveDate: isoDate(),
  compensation: choice(["none", "reasonable", "fixed"], "none"),
  compensationAmount: positiveMoney("month"),
});

export type PoaAnswers = z.infer<typeof poaAnswersSchema>;

/** The schema never throws (every field has a catch), so re-parsing gives typed answers cheaply. */
export const poaAnswers = (ctx: GenerationContext): PoaAnswers => poaAnswersSchema.parse(ctx.answers);

export const poaQuestions: QuestionField[] = [
  // The agent is the second party (see roles.ts); answers.agent is still read for stored requests.
  {
    name: "successorAgent",
    label: "Successor agent",
    help: "Steps in if the first agent dies, resigns or cannot act. Optional.",
    kind: "text",
  },
  { name: "powerFinancial", label: "Financial and investment matters", kind: "boolean" },
  { name: "powerRealEstate", label: "Real estate", kind: "boolean" },
  { name: "powerBanking", label: "Banking", kind: "boolean" },
  { name: "powerTax", label: "Tax matters", kind: "boolean" },
  { name: "powerBusiness", label: "Operating a business", kind: "boolean" },
  {
    name: "powerGifts",
    label: "Making gifts",
    help: "Lets the agent give away your property. Many states require this power to be granted expressly.",
    kind: "boolean",
  },
  {
    name: "durable",
    label: "Durable",
    help: "A durable power of attorney keeps working if you become incapacitated.",
    kind: "boolean",
  },
  {
    name: "springing",
    label: "Springing",
    help: "A springing power of attorney only starts when a stated event happens, such as your incapacity.",
    kind: "boolean",
  },
  {
    name: "springingCondition",
    label: "Event or date that starts the agent's authority",
    help: "For example: my incapacity certified in writing by a licensed physician.",
    kind: "textarea",
    when: { field: "springing", equals: true },
  },
  {
    name: "effectiveDate",
    label: "Effective date",
    help: "Leave blank to use the document date.",
    kind: "date",
    when: { field: "springing", equals: false },
  },
  {
    name: "compensation",
    label: "Agent compensation",
    kind: "select",
    options: [
      { value: "none", label: "No compensation (expenses only)" },
      { value: "reasonable", label: "Reasonable compensation" },
      { value: "fixed", label: "A fixed amount" },
    ],
  },
  {
    name: "compensationAmount",
    label: "Fixed compensation per month",
    kind: "money",
    when: { field: "compensation", equals: "fixed" },
  },
];
