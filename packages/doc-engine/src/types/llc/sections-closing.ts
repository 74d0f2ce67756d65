/** Sections 15–20 of the operating agreement: leaving, winding up, disputes and boilerplate. */
import type { GenerationContext, Section } from "../../define";
import { clause, clauses } from "../shared/section";
import { governingLawSentence } from "../shared/standard-sections";
import type { LlcFacts } from "./members";
import { THRESHOLD_WORDS } from "./members";
import type { LlcAnswers } from "./questions";

const id = (section: string, slug: string) => `llc.${section}.${slug}`;

export function llcClosingSections(ctx: GenerationContext, a: LlcAnswers, f: LlcFacts): Section[] {
  return [
    {
      id: "withdrawal",
      heading: "Withdrawal and Dissociation",
      explanation: "Explains what happens when an owner leaves, dies or becomes unable to act.",
      clauses: [
        clause(
          id("withdrawal", "no-withdrawal"),
          `A Member may not voluntarily withdraw from the Company before its dissolution without the written consent of the other Members.`,
        ),
        clause(
          id("withdrawal", "death-or-incapacity"),
          `On a Member's death, incapacity or bankruptcy, the Member's successor holds only the Member's right to distributions and allocations, unless admitted as a Member under this Agreement.`,
        ),
        clause(
          id("withdrawal", "continuation"),
          `The dissociation of a Member does not dissolve the Company, which continues with the remaining Members.`,
        ),
        clause(
          id("withdrawal", "buy-sell"),
          "On a Member's death, permanent disability, bankruptcy or proposed withdrawal, the Company, and then the remaining Members in proportion to their Percentage Interests, have the option for ninety days to buy the departing Member's entire interest at its fair market value, as agreed or, failing agreement within thirty days, as determined by an independent appraiser chosen jointly. The price is payable at least twenty percent at closing and the balance in equal quarterly installments over no more than three years, with interest at the applicable federal rate.",
        ),
      ],
    },
    {
      id: "dissolution",
      heading: "Dissolution and Winding Up",
      explanation: "Says when the company ends and how its assets are shared out.",
      clauses: [
        clause(
          id("dissolution", "events"),
          `The Company is dissolved only on the approval of ${THRESHOLD_WORDS[a.dissolutionVote]}, the sale of all or substantially all of its assets, the passage of ninety consecutive days during which the Company has no Members (unless within that time the personal representative of the last Member agrees in writing to continue the Company and a new Member is admitted), or the entry of a court order of dissolution.`,
        ),
        clause(
          id("dissolution", "winding-up"),
          `On dissolution, the Members${a.management === "manager-managed" ? " or the Manager" : ""} shall wind up the Company's affairs, sell or distribute its assets, and file articles or a certificate of dissolution with the appropriate filing office.`,
        ),
        clause(
          id("dissolution", "order-of-payment"),
          `Assets shall be applied first to creditors, including Members who are creditors; then to reserves for contingent liabilities; and finally to the Members in accordance with their positive capital account balances.`,
        ),
      ],
    },
    {
      id: "dispute-resolution",
      heading: "Dispute Resolution",
      explanation: "Sets out how disagreements between the owners are handled.",
      clauses: clauses(
        clause(
          id("dispute-resolution", "negotiation"),
          `The Members shall try in good faith to resolve any dispute about the Company or this Agreement by negotiation for at least thirty days after one Member gives the others written notice of it.`,
        ),
        clause(
          id("dispute-resolution", "mediation"),
          `If negotiation fails, the Members shall try non-binding mediation with a mediator they choose together, sharing its cost equally, before starting litigation, except where a Member needs urgent injunctive relief.`,
        ),
        // Without a member holding a majority, a split vote on a decision the Company needs would stall it for good.
        !f.majorityHolder &&
          clause(
            id("dispute-resolution", "deadlock"),
            `If the Members cannot make a decision this Agreement reserves to them, and the deadlock continues for thirty days after mediation under this section ends without agreement, any Member may deliver to the others a written offer stating a price for one percent of Percentage Interest. Within thirty days after receiving it, the other Members must either sell all of their interests to the offering Member, or buy all of the offering Member's interest, at that price; a Member who does not choose within that time is treated as choosing to sell. The purchase closes within sixty days after the choice.`,
          ),
      ),
    },
    {
      id: "additional-terms",
      heading: "Additional Terms",
      explanation: "Holds any further terms the owners have agreed.",
      clauses: [
        clause(
          id("additional-terms", "schedules"),
          `Any schedule or written resolution signed by all Members that records matters such as capital contributions or Percentage Interests forms part of this Agreement.`,
        ),
      ],
    },
    {
      id: "governing-law",
      heading: "Governing Law",
      explanation: "Says which state's law governs the company and where lawsuits are heard.",
      clauses: [
        clause(id("governing-law", "law"), governingLawSentence(ctx, "Agreement")),
        clause(
          id("governing-law", "venue"),
          `Subject to the section titled "Dispute Resolution", any action arising out of this Agreement shall be brought in ${ctx.jurisdiction.venue}, and each Member submits to the jurisdiction of those courts.`,
        ),
      ],
    },
    {
      id: "general-provisions",
      heading: "Entire Agreement and General Provisions",
      explanation: "Covers how this agreement is read, changed and enforced.",
      clauses: [
        clause(
          id("general-provisions", "entire-agreement"),
          `This Agreement is the entire agreement among the Members about the Company and replaces any earlier agreement on that subject.`,
        ),
        clause(
          id("general-provisions", "amendment"),
          `This Agreement may be amended only by a writing approved under the section titled "Voting and Member Decisions" and signed by the approving Members.`,
        ),
        clause(
          id("general-provisions", "severability-and-binding-effect"),
          `If any provision is held unenforceable, the rest of this Agreement remains in effect. This Agreement binds and benefits the Members and their permitted successors and assigns.`,
        ),
      ],
    },
  ];
}
