import type { GenerationContext, OptionalClause, Section, TypeDefinition } from "../../define";
import { entityOf, partyLine } from "../../execution/signatures";
import { mentions } from "../shared/mentions";
import { statePhrase } from "../shared/standard-sections";
import { listJoin } from "../shared/wording";
import { llcFacts } from "./members";
import { llcAnswers, llcAnswersSchema, llcQuestions } from "./questions";
import { llcClosingSections } from "./sections-closing";
import { llcFormationSections } from "./sections-formation";
import { llcGovernanceSections } from "./sections-governance";
import { ROLES } from "../../roles";

const optionalClauses: OptionalClause[] = [
  {
    id: "llc.tag-along",
    sectionId: "transfer-restrictions",
    names: ["tag-along", "tag along", "co-sale"],
    applies: (ctx) => mentions(ctx, ["tag-along", "tag along", "co-sale", "minority", "investor", "investors"]),
    reason:
      "The request mentions investors or a minority owner, so a member who sells control cannot leave the others behind with a new majority owner.",
    text: () =>
      "If Members holding more than fifty percent of the Percentage Interests propose to transfer their interests to a third party, each other Member may require, by written notice within thirty days after receiving the terms of the transfer, that the buyer also buy the same proportion of that Member's interest on the same price and terms.",
  },
  {
    id: "llc.drag-along",
    sectionId: "transfer-restrictions",
    names: ["drag-along", "drag along"],
    applies: (ctx) => mentions(ctx, ["drag-along", "drag along", "sale of the company", "sell the company", "exit"]),
    reason:
      "The request mentions selling the company, so a sale the required majority approves cannot be blocked by one holdout.",
    text: () =>
      "If Members holding at least two-thirds of the Percentage Interests approve a sale of all of the Membership Interests to a third party in a bona fide arm's-length transaction, every other Member shall sell its interest in that sale on the same price and terms, after at least thirty days' written notice of them.",
  },
  {
    id: "llc.intellectual-property",
    sectionId: "capital-contributions",
    names: ["intellectual property", "IP contribution", "IP ownership"],
    applies: (ctx) =>
      mentions(ctx, [
        "intellectual property",
        "ip",
        "software",
        "technology",
        "patent",
        "patents",
        "trademark",
        "brand",
        "invention",
      ]),
    reason:
      "The business depends on intellectual property, so the agreement makes clear the company, not an individual member, owns it.",
    text: (ctx) => {
      const names = listJoin(llcFacts(ctx, llcAnswers(ctx)).members.map((m) => m.name));
      return `All intellectual property that ${names} contribute to the Company, or that any Member develops for the Company's business while a Member, including trademarks, software, inventions, domain names and content, is the sole property of the Company. Each Member assigns those rights to the Company and shall sign any document reasonably needed to record that ownership.`;
    },
  },
];

function llcSections(ctx: GenerationContext): Section[] {
  const a = llcAnswers(ctx);
  const f = llcFacts(ctx, a);
  return [...llcFormationSections(ctx, a, f), ...llcGovernanceSections(ctx, a, f), ...llcClosingSections(ctx, a, f)];
}

export const llcDefinition: TypeDefinition = {
  type: "llc",
  title: "LLC Operating Agreement",
  sectionCount: 20,
  shape: "contract",
  roles: ROLES["llc"],
  questions: llcQuestions,
  answersSchema: llcAnswersSchema,
  recitals: (ctx) => {
    const f = llcFacts(ctx, llcAnswers(ctx));
    const company = f.company === "the Company" ? "a limited liability company" : f.company;
    return [
      `WHEREAS, ${listJoin(f.members.map((m) => m.name))} wish to carry on business together through ${company} organized under the laws of ${statePhrase(ctx)};`,
      `WHEREAS, the Members wish to set out their rights and obligations and the rules for managing the Company;`,
      `NOW, THEREFORE, in consideration of their mutual promises, the Members agree as follows.`,
    ];
  },
  // An operating agreement is made among the members, who may be more than the two parties on the form.
  preamble: (ctx, datedOn) => {
    const f = llcFacts(ctx, llcAnswers(ctx));
    const company =
      f.company === "the Company" ? "the limited liability company named in its formation filing" : f.company;
    return `This LLC Operating Agreement (this "Agreement") of ${company} (the "Company") is made and entered into on the ${datedOn} (the "Effective Date") by and among ${listJoin(f.members.map((m) => m.name))}, as its members.`;
  },
  sections: llcSections,
  // Every member signs, not only the two on the form: the agreement binds the members who sign it.
  signers: (ctx) => {
    const { members } = llcFacts(ctx, llcAnswers(ctx));
    const { parties } = ctx.request;
    const entities = [parties.party1Entity, parties.party2Entity];
    return members.map((member, i) =>
      partyLine("Member", member.name, { entity: entityOf(ctx.roles.party1, member.name, entities[i]) }),
    );
  },
  checklist: (ctx) =>
    llcFacts(ctx, llcAnswers(ctx)).partnershipRepresentative
      ? []
      : [
          {
            text: "The Members fill in who is the partnership representative for federal tax purposes (section 6223 of the Internal Revenue Code) in the blank left for it.",
          },
        ],
  optionalClauses,
};
