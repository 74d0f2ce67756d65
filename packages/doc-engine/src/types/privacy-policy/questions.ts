import { z } from "zod";

import type { GenerationContext, QuestionField } from "../../define";
import { answersObject, choice, count, flag, text } from "../shared/answer-fields";

export const privacyPolicyAnswersSchema = answersObject({
  serviceName: text(120),
  websiteUrl: text(200),
  // Read by the privacy-law rules too (with ccpa, childrenData and cookies); keep the names in step with them.
  dataCollected: text(600),
  cookies: flag(true),
  childrenData: flag(false),
  ccpa: flag(false),
  // An invalid address is dropped rather than printed, so the contact section falls back to the postal address.
  contactEmail: z.string().trim().pipe(z.email()).catch(""),
  thirdPartySharing: choice(["none", "service-providers", "advertising"], "service-providers"),
  retention: choice(["as-needed", "fixed"], "as-needed"),
  retentionMonths: count(24, 1, 120),
});

export type PrivacyPolicyAnswers = z.infer<typeof privacyPolicyAnswersSchema>;

/** The schema never throws (every field has a catch), so re-parsing gives typed answers cheaply. */
export const privacyPolicyAnswers = (ctx: GenerationContext): PrivacyPolicyAnswers =>
  privacyPolicyAnswersSchema.parse(ctx.answers);

/**
 * The CCPA disclosures apply when the user says the CCPA applies or the policy is governed by California law
 * (where the CCPA's rights are added in any case). CalOPPA's Do Not Track statement is in every policy.
 */
export const californiaApplies = (ctx: GenerationContext, a: PrivacyPolicyAnswers): boolean =>
  a.ccpa || ctx.jurisdiction.code === "CA";

export const privacyPolicyQuestions: QuestionField[] = [
  // The service's name and web address are the second party's name and address fields (see roles.ts).
  {
    name: "dataCollected",
    label: "Personal information you collect",
    help: "For example: names, email addresses, payment details, location data.",
    kind: "textarea",
  },
  { name: "cookies", label: "Uses cookies or similar tracking", kind: "boolean" },
  {
    name: "childrenData",
    label: "Knowingly collects data from children under 13",
    help: "If yes, the policy includes the parental-consent terms required by COPPA.",
    kind: "boolean",
  },
  {
    name: "ccpa",
    label: "Include California (CCPA/CPRA) rights",
    help: "Needed if you do business with California residents and meet the law's thresholds.",
    kind: "boolean",
  },
  {
    name: "contactEmail",
    label: "Privacy contact email",
    format: "email",
    kind: "text",
    placeholder: "privacy@example.com",
  },
  {
    name: "thirdPartySharing",
    label: "Sharing with third parties",
    kind: "select",
    options: [
      { value: "none", label: "We do not share personal information" },
      { value: "service-providers", label: "Only with service providers who work for us" },
      { value: "advertising", label: "Also with advertising and analytics partners" },
    ],
  },
  {
    name: "retention",
    label: "How long you keep data",
    kind: "select",
    options: [
      { value: "as-needed", label: "As long as needed for the purposes described" },
      { value: "fixed", label: "A fixed period" },
    ],
  },
  {
    name: "retentionMonths",
    label: "Retention period (months)",
    kind: "number",
    range: [1, 120],
    when: { field: "retention", equals: "fixed" },
  },
];
