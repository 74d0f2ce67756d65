import { z } from "zod";

import type { GenerationContext, QuestionField, RowsSpec } from "../../define";
import { answersObject, choice, freeText, rows, text } from "../shared/answer-fields";
import { legacyLlcMembers } from "./legacy-members";

const THRESHOLDS = ["majority", "two-thirds", "unanimous"] as const;

/** One member: the name, what they put in (an amount, and what it was if not cash) and, if agreed, their share. */
export type MemberRow = { name: string; contribution?: number; contributed?: string; percent?: number };

export const MEMBER_ROWS: RowsSpec = {
  item: "member",
  max: 12,
  columns: [
    { name: "name", label: "Member name", kind: "text", required: true },
    {
      name: "contribution",
      label: "Capital contribution ($)",
      kind: "money",
      required: { field: "ownership", equals: "contributions" },
    },
    { name: "contributed", label: "Contributed as (if not cash)", kind: "text", placeholder: "Equipment, services" },
    {
      name: "percent",
      label: "Ownership share (%)",
      kind: "percent",
      required: { field: "ownership", equals: "custom" },
      when: { field: "ownership", equals: "custom" },
    },
  ],
  total: { column: "percent", to: 100 },
};

export const llcAnswersSchema = z.preprocess(
  legacyLlcMembers(MEMBER_ROWS),
  answersObject({
    companyName: text(160),
    businessPurpose: text(400),
    ownership: choice(["equal", "contributions", "custom"], "equal"),
    members: rows<MemberRow>(MEMBER_ROWS),
    // Not asked any more: a stored request whose members were the two parties kept their figures here.
    contributions: freeText(2000),
    percentages: text(200),
    management: choice(["member-managed", "manager-managed"], "member-managed"),
    managerName: text(200),
    distributions: choice(["quarterly", "annually", "as-determined"], "as-determined"),
    votingThreshold: choice(THRESHOLDS, "majority"),
    transferApproval: choice(THRESHOLDS, "unanimous"),
    dissolutionVote: choice(THRESHOLDS, "unanimous"),
  }),
);

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
  {
    name: "companyName",
    label: "Company name",
    help: "Exactly as filed with the state, including LLC.",
    kind: "text",
    core: true,
  },
  { name: "businessPurpose", label: "Business purpose", help: "Leave blank for any lawful business.", kind: "text" },
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
    name: "members",
    label: "Members",
    help: "One row per member, with what each puts into the company. Leave empty to make the two parties the members.",
    kind: "rows",
    rows: MEMBER_ROWS,
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
