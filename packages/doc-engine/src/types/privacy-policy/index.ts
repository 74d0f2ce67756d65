import type { GenerationContext, OptionalClause, Section, TypeDefinition } from "../../define";
import { mentions } from "../shared/mentions";
import { privacyPolicyNames } from "./names";
import { privacyPolicyAnswers, privacyPolicyAnswersSchema, privacyPolicyQuestions } from "./questions";
import { privacyCollectionSections } from "./sections-collection";
import { privacyRightsSections } from "./sections-rights";
import { ROLES } from "../../roles";

const optionalClauses: OptionalClause[] = [
  {
    id: "privacy-policy.gdpr",
    sectionId: "your-rights",
    names: ["GDPR", "European users", "EU rights"],
    applies: (ctx) => mentions(ctx, ["gdpr", "europe", "european", "eu", "eea", "uk", "united kingdom"]),
    reason:
      "The request mentions European or UK users, whose data is protected by the GDPR and needs a stated legal basis and rights.",
    text: (ctx) => {
      const { contact } = privacyPolicyNames(ctx, privacyPolicyAnswers(ctx));
      return `If you are in the European Economic Area or the United Kingdom, we process your personal information under the General Data Protection Regulation (and the UK GDPR) on the basis of performing our contract with you, our legitimate interests in operating and securing the Service, compliance with legal obligations, or your consent, which you may withdraw at any time. You have the rights of access, rectification, erasure, restriction, data portability and objection, and the right to complain to your local data protection authority. To exercise them, contact us ${contact}.`;
    },
  },
  {
    id: "privacy-policy.international-transfers",
    sectionId: "sharing",
    names: ["international transfers", "cross-border transfers", "data transfers"],
    applies: (ctx) => mentions(ctx, ["international", "cross-border", "overseas", "worldwide", "global", "gdpr"]),
    reason:
      "The service reaches users in other countries, so the policy explains that data may be processed outside their home country.",
    text: () =>
      "We may transfer personal information to, and process it in, countries other than the one where you live, including the United States, whose data protection laws may differ. Where the law requires it, we protect those transfers with appropriate safeguards such as standard contractual clauses approved by the relevant authorities.",
  },
];

function privacyPolicySections(ctx: GenerationContext): Section[] {
  const a = privacyPolicyAnswers(ctx);
  return [...privacyCollectionSections(ctx, a), ...privacyRightsSections(ctx, a)];
}

export const privacyPolicyDefinition: TypeDefinition = {
  type: "privacy-policy",
  title: "Privacy Policy",
  sectionCount: 12,
  shape: "policy",
  roles: ROLES["privacy-policy"],
  questions: privacyPolicyQuestions,
  answersSchema: privacyPolicyAnswersSchema,
  // A policy is published, not agreed: generate() prints no recitals and no signature block for it.
  recitals: () => [],
  instrument: "Policy",
  // A policy is published by the operator rather than made "between" parties.
  preamble: (ctx, datedOn) => {
    const { operator, service } = privacyPolicyNames(ctx, privacyPolicyAnswers(ctx));
    return `This Privacy Policy (this "Policy") is issued by ${operator} and takes effect on the ${datedOn}. It applies to ${service.replace(/^our /, "its ")}.`;
  },
  sections: privacyPolicySections,
  optionalClauses,
};
