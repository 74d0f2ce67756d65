import type { OptionalClause, TypeDefinition } from "../../define";
import { poaForms } from "../../jurisdictions/poa-forms";
import { mentions } from "../shared/mentions";
import { NEW_YORK_LAYOUT } from "./new-york";
import { poaAnswers, poaAnswersSchema, poaQuestions } from "./questions";
import { poaPeople, poaSections } from "./sections";
import { ROLES } from "../../roles";

const optionalClauses: OptionalClause[] = [
  {
    id: "poa.hipaa-authorization",
    sectionId: "grant-of-authority",
    names: ["HIPAA authorization", "HIPAA", "medical records access"],
    applies: (ctx) =>
      mentions(ctx, ["hipaa", "medical records", "health information", "health care", "healthcare", "medical"]),
    reason:
      "The request mentions medical matters, so the agent is authorised to obtain health information needed to manage the principal's affairs.",
    text: (ctx) => {
      const { agent } = poaPeople(ctx, poaAnswers(ctx));
      return `For purposes of the Health Insurance Portability and Accountability Act of 1996 and its regulations, the Principal authorizes any health care provider, health plan or insurer to disclose the Principal's individually identifiable health information to ${agent}, to the extent needed to carry out the Agent's authority. This authorization remains in effect for as long as this power of attorney is in effect.`;
    },
  },
  {
    id: "poa.gifting",
    sectionId: "limitations-on-authority",
    names: ["gifting", "gifting limits", "gift limits"],
    // New York's statutory form states gift authority under Modifications itself (types/poa/new-york.ts).
    applies: (ctx) =>
      !poaForms(ctx.jurisdiction.code)?.statutoryShortForm &&
      (poaAnswers(ctx).powerGifts ||
        mentions(ctx, ["gift", "gifts", "gifting", "estate planning", "medicaid planning"])),
    reason:
      "Gifting was requested or granted, so the agent's power to give away property is capped to protect the principal.",
    text: () =>
      "To the extent this power of attorney authorizes gifts, the Agent may make gifts only to the Principal's spouse and descendants, and to charities the Principal regularly supported, in amounts per recipient per calendar year not exceeding the federal gift tax annual exclusion then in effect, and only if the gifts are consistent with the Principal's known estate plan and leave sufficient property for the Principal's care.",
  },
  {
    id: "poa.digital-assets",
    sectionId: "grant-of-authority",
    names: ["digital assets", "online accounts"],
    applies: (ctx) =>
      mentions(ctx, ["digital assets", "online accounts", "email", "cryptocurrency", "crypto", "social media"]),
    reason:
      "The request mentions online accounts or digital property, which custodians will not open to an agent without express authority.",
    text: () =>
      "The Agent may access, manage and control the Principal's digital assets and online accounts, including the content of electronic communications, and may direct any custodian to disclose them to the Agent, as permitted by the applicable version of the Revised Uniform Fiduciary Access to Digital Assets Act.",
  },
];

export const poaDefinition: TypeDefinition = {
  type: "poa",
  title: "Power of Attorney",
  sectionCount: 10,
  shape: "instrument",
  roles: ROLES["poa"],
  questions: poaQuestions,
  answersSchema: poaAnswersSchema,
  // An instrument made by one person recites nothing: generate() prints no recitals for it.
  recitals: () => [],
  instrument: "Power of Attorney",
  // A power of attorney is granted by one person, not agreed "between" two, so the opening says so.
  preamble: (ctx, datedOn) => {
    if (poaForms(ctx.jurisdiction.code)?.statutoryShortForm) {
      return `This New York statutory short form power of attorney (N.Y. Gen. Oblig. Law § 5-1513) is made on the ${datedOn}.`;
    }
    const { principal, agent } = poaPeople(ctx, poaAnswers(ctx));
    const address = ctx.request.parties.party1Address.trim();
    return `This Power of Attorney is made on the ${datedOn} by ${principal}${address ? `, of ${address}` : ""} (the "Principal"), in favor of ${agent} (the "Agent").`;
  },
  sections: poaSections,
  layout: (ctx) => (poaForms(ctx.jurisdiction.code)?.statutoryShortForm ? NEW_YORK_LAYOUT : undefined),
  optionalClauses,
};
