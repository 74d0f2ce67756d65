/** Sections 8–14 of the operating agreement: who runs the company, how decisions and transfers happen. */
import type { GenerationContext, Section } from "../../define";
import { clause, clauses } from "../shared/section";
import type { LlcFacts } from "./members";
import { THRESHOLD_WORDS } from "./members";
import type { LlcAnswers, Threshold } from "./questions";

const id = (section: string, slug: string) => `llc.${section}.${slug}`;

const RANK: Record<Threshold, number> = { majority: 0, "two-thirds": 1, unanimous: 2 };
const strictest = (...votes: Threshold[]): Threshold =>
  votes.reduce((best, vote) => (RANK[vote] > RANK[best] ? vote : best));

export function llcGovernanceSections(_ctx: GenerationContext, a: LlcAnswers, f: LlcFacts): Section[] {
  const major = THRESHOLD_WORDS[a.votingThreshold];
  const transfer = THRESHOLD_WORDS[a.transferApproval];
  // A majority must not be able to do indirectly what the members reserved to a larger vote: admitting a
  // member is a transfer of ownership, and an amendment could rewrite any vote, so each takes the strictest.
  const admit = THRESHOLD_WORDS[strictest(a.votingThreshold, a.transferApproval)];
  const amend = THRESHOLD_WORDS[strictest(a.votingThreshold, a.transferApproval, a.dissolutionVote)];
  const manager = f.manager
    ? `${f.manager} is appointed as the manager of the Company (the "Manager")`
    : `The Company shall have one manager (the "Manager") elected by ${THRESHOLD_WORDS.majority}`;

  return [
    {
      id: "management",
      heading: "Management",
      explanation: "Says who runs the company day to day.",
      clauses: f.managerManaged
        ? [
            clause(
              id("management", "manager"),
              `The Company is manager-managed. ${manager}, to serve until resignation or removal.`,
            ),
            clause(
              id("management", "authority"),
              `The Manager has authority to conduct the ordinary business of the Company, including making distributions under this Agreement, subject to the matters reserved to the Members.`,
            ),
            clause(
              id("management", "removal"),
              `The Manager may be removed, with or without cause, and a successor elected, by ${THRESHOLD_WORDS.majority}.`,
            ),
          ]
        : [
            clause(
              id("management", "members"),
              `The Company is member-managed. The Members manage the business and affairs of the Company, and each Member may take actions in the ordinary course of business.`,
            ),
            clause(
              id("management", "officers"),
              `The Members may appoint officers with titles and duties they set, and may remove them at any time.`,
            ),
          ],
    },
    {
      id: "voting",
      heading: "Voting and Member Decisions",
      explanation: "Sets how many votes are needed for important decisions.",
      clauses: [
        clause(id("voting", "weight"), `Each Member votes in proportion to the Member's Percentage Interest.`),
        clause(
          id("voting", "major-decisions"),
          `The approval of ${major} is required to sell all or substantially all of the Company's assets, merge or convert the Company, or incur debt or give a guarantee outside the ordinary course of business.`,
        ),
        clause(
          id("voting", "admission-and-amendment"),
          `The admission of a new Member requires the approval of ${admit}. This Agreement may be amended only with the approval of ${amend}.`,
        ),
        clause(
          id("voting", "ordinary"),
          `Any other decision reserved to the Members requires the approval of ${THRESHOLD_WORDS.majority}.`,
        ),
      ],
    },
    {
      id: "meetings",
      heading: "Meetings and Written Consent",
      explanation: "Explains how owners meet and make decisions without a meeting.",
      clauses: [
        clause(
          id("meetings", "meetings"),
          `Meetings of the Members may be called by any Member on at least five days' written notice stating the purpose of the meeting. Members may attend by any means that lets all participants hear each other.`,
        ),
        clause(
          id("meetings", "written-consent"),
          `Any action that may be taken at a meeting may be taken without one by written consent signed by Members holding at least the votes needed to take the action at a meeting; the Company shall promptly inform Members who did not sign.`,
        ),
      ],
    },
    {
      id: "duties-and-indemnification",
      heading: "Duties, Liability and Indemnification",
      explanation:
        "Sets the standard of conduct for those running the company and protects them when they act properly.",
      clauses: [
        clause(
          id("duties-and-indemnification", "duties"),
          `Each person managing the Company owes the Company the duties of loyalty and care, and shall discharge them in good faith and in a manner the person reasonably believes to be in the Company's best interest.`,
        ),
        clause(
          id("duties-and-indemnification", "indemnity"),
          `The Company shall indemnify each Member${f.managerManaged ? " and the Manager" : ""} against losses incurred because of acting for the Company in good faith, except losses resulting from gross negligence, willful misconduct, a knowing violation of law or a breach of this Agreement.`,
        ),
        clause(
          id("duties-and-indemnification", "other-activities"),
          `A Member may engage in other business activities, provided the Member does not compete with the Company or use its confidential information or opportunities without the consent of the other Members.`,
        ),
      ],
    },
    {
      id: "books-and-records",
      heading: "Books, Records and Accounting",
      explanation: "Requires proper accounts and lets owners inspect them.",
      clauses: [
        clause(
          id("books-and-records", "books"),
          `The Company shall keep complete and accurate books of account at its principal office, on the cash or accrual method chosen by the Members, with a fiscal year ending December 31.`,
        ),
        clause(
          id("books-and-records", "inspection"),
          `Each Member may inspect and copy the Company's books and records during normal business hours on reasonable notice.`,
        ),
        clause(
          id("books-and-records", "tax-information"),
          `The Company shall deliver to each Member, within ninety days after the end of each fiscal year, the tax information the Member needs to prepare the Member's returns.`,
        ),
      ],
    },
    {
      id: "transfer-restrictions",
      heading: "Transfer of Interests",
      explanation: "Limits an owner's ability to sell or give away their share.",
      clauses: clauses(
        clause(
          id("transfer-restrictions", "consent"),
          `No Member may sell, assign, pledge or otherwise transfer all or part of the Member's interest without the prior written approval of ${transfer === THRESHOLD_WORDS.unanimous ? "all of the other Members" : `${transfer}, not counting the transferring Member`}.`,
        ),
        f.members.length > 1 &&
          clause(
            id("transfer-restrictions", "first-refusal"),
            "Before transferring an interest to a third party under a bona fide written offer, a Member must first offer it to the Company, and then to the other Members, on the same price and terms. The Company and the other Members have thirty days after receiving a copy of the offer to accept. If they do not accept in full, the Member may transfer the interest to the offeror within the following sixty days on terms no more favorable to the offeror, subject to the approval otherwise required for transfers.",
          ),
        clause(
          id("transfer-restrictions", "void-transfer"),
          `A transfer made in breach of this section is void and has no effect. A permitted transferee who is not admitted as a Member receives only the transferor's share of distributions and allocations, without voting or management rights.`,
        ),
      ),
    },
    {
      id: "admission-of-members",
      heading: "Admission of New Members",
      explanation: "Explains how new owners can join.",
      clauses: [
        clause(
          id("admission-of-members", "admission"),
          `A new Member may be admitted only with the approval of ${admit}, on terms (including the contribution and Percentage Interest) set out in a written amendment to this Agreement.`,
        ),
        clause(
          id("admission-of-members", "joinder"),
          `Each new Member must sign a joinder agreeing to be bound by this Agreement before admission takes effect.`,
        ),
      ],
    },
  ];
}
