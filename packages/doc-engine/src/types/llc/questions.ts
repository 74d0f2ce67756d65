import type { z } from "zod";

import type { GenerationContext, QuestionField } from "../../define";
import { answersObject, choice, lines, text } from "../shared/answer-fields";

const THRESHOLDS = ["majority", "two-thirds", "unanimous"] as const;

export const llcAnswersSchema = answersObject({
  companyName: text(160),
  businessPurpose: text(400),
  members: lines(12),
  contributions: lines(12),
  ownership: choice(["equal", "contributions", "custom"], "equal"),
  percentages: text(200),
  management: choice(["member-managed", "manager-managed"], "member-managed"),
  managerName: text(200),
  distributions: choice(["quarterly", "annually", "as-determined"], "as-determined"),
  votingThreshold: choice(THRESHOLDS, "majority"),
  transferApproval: choice(THRESHOLDS, "unanimous"),
  dissolutionVote: choice(THRESHOLDS, "unanimous"),
});

export type LlcAnswers = z.infer<typeof llcAnswersSchema>;
export type Threshold = (typeof THRESHOLDS)[number];

/** The schema never throws (every field has a catch), so re-parsing gives typed answers cheaply. */
export const llcAnswers = (ctx: GenerationContext): LlcAnswers => llcAnswersSchema.parse(ctx.answers);

const thresholdOptions = [
  { value: "majority", label: "Majority of percentage interests" },
  { value: "two-thirds", label: "Two-thirds of percentage interests" },
  { value: "unanimous", label: "All members" },
];

export const llcQuestions: QuestionField[] = [
  { name: "companyName", label: "Company name", help: "Exactly as filed with the state, including LLC.", kind: "text" },
  { name: "businessPurpose", label: "Business purpose", help: "Leave blank for any lawful business.", kind: "text" },
  {
    name: "members",
    label: "Members",
    help: "One member per line. Leave blank to make the two parties the members.",
    kind: "textarea",
  },
  {
    name: "contributions",
    label: "Capital contributions",
    help: "One per line, in the same order as the members: an amount (10000) or a description (equipment worth $5,000).",
    kind: "textarea",
  },
  {
    name: "ownership",
    label: "Ownership percentages",
    kind: "select",
    options: [
      { value: "equal", label: "Equal shares" },
      { value: "contributions", label: "In proportion to cash contributions" },
      { value: "custom", label: "Custom percentages" },
    ],
  },
  {
    name: "percentages",
    label: "Percentages",
    help: "In member order, adding up to 100, for example 60/40.",
    kind: "text",
    when: { field: "ownership", equals: "custom" },
  },
  {
    name: "management",
    label: "Management",
    help: "Member-managed: all members run the business. Manager-managed: a named manager does.",
    kind: "select",
    options: [
      { value: "member-managed", label: "Member-managed" },
      { value: "manager-managed", label: "Manager-managed" },
    ],
  },
  {
    name: "managerName",
    label: "Manager name",
    help: "Leave blank to let the members elect a manager.",
    kind: "text",
    when: { field: "management", equals: "manager-managed" },
  },
  {
    name: "distributions",
    label: "Distributions",
    kind: "select",
    options: [
      { value: "quarterly", label: "Quarterly" },
      { value: "annually", label: "Annually" },
      { value: "as-determined", label: "When the members (or manager) decide" },
    ],
  },
  { name: "votingThreshold", label: "Vote needed for major decisions", kind: "select", options: thresholdOptions },
  {
    name: "transferApproval",
    label: "Approval needed to transfer an interest",
    kind: "select",
    options: thresholdOptions,
  },
  { name: "dissolutionVote", label: "Vote needed to dissolve", kind: "select", options: thresholdOptions },
];
