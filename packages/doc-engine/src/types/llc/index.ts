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
    id: "llc.buy-sell",
    sectionId: "withdrawal",
    names: ["buy-sell", "buy sell", "buyout", "buy-out"],
    applies: (ctx) =>
      mentions(ctx, ["buy-sell", "buy sell", "buyout", "buy-out", "exit", "death", "disability", "deadlock"]),
    reason:
      "The request mentions how an owner exits, so the agreement gives the company and other members a way to buy that owner's interest at a fair price.",
    text: () =>
      "On a Member's death, permanent disability, bankruptcy or proposed withdrawal, the Company, and then the remaining Members in proportion to their Percentage Interests, have the option for ninety days to buy the departing Member's entire interest at its fair market value, as agreed or, failing agreement within thirty days, as determined by an independent appraiser chosen jointly. The price is payable at least twenty percent at closing and the balance in equal quarterly installments over no more than three years, with interest at the applicable federal rate.",
  },
  {
    id: "llc.right-of-first-refusal",
    sectionId: "transfer-restrictions",
    names: ["right of first refusal", "first refusal", "ROFR"],
    applies: (ctx) =>
      mentions(ctx, [
        "right of first refusal",
        "first refusal",
        "rofr",
        "outside investor",
        "third-party buyer",
        "sell their interest",
        "sell my interest",
      ]),
    reason:
      "The request mentions selling interests, so existing members get the chance to match an outside offer before a stranger can join.",
    text: () =>
      "Before transferring an interest to a third party under a bona fide written offer, a Member must first offer it to the Company, and then to the other Members, on the same price and terms. The Company and the other Members have thirty days after receiving a copy of the offer to accept. If they do not accept in full, the Member may transfer the interest to the offeror within the following sixty days on terms no more favorable to the offeror, subject to the approval otherwise required for transfers.",
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
  optionalClauses,
};
