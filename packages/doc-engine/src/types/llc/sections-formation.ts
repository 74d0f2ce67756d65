/** Sections 1–7 of the operating agreement: formation, members, capital and money coming out. */
import type { GenerationContext, Section } from "../../define";
import { GAP } from "../../execution/notary";
import { clause, clauses } from "../shared/section";
import { statePhrase } from "../shared/standard-sections";
import { enumerate, listJoin } from "../shared/wording";
import type { LlcFacts } from "./members";
import type { LlcAnswers } from "./questions";

const id = (section: string, slug: string) => `llc.${section}.${slug}`;

const DISTRIBUTION_TIMING: Record<LlcAnswers["distributions"], string> = {
  quarterly: "within thirty days after the end of each calendar quarter",
  annually: "within ninety days after the end of each fiscal year",
  "as-determined": 'at the times and in the amounts determined under the section titled "Management"',
};

export function llcFormationSections(ctx: GenerationContext, a: LlcAnswers, f: LlcFacts): Section[] {
  const state = statePhrase(ctx);
  // The preamble already defines "the Company" when no name was given.
  const stated = f.members.filter((m) => m.contribution !== undefined);
  const contributions =
    stated.length === 0
      ? "Each Member's initial capital contribution is the cash, property or services recorded for that Member in the Company's books, as agreed by the Members."
      : `Each Member has contributed or shall contribute to the Company the following initial capital: ${enumerate(stated.map((m) => `${m.name}: ${m.contribution ?? ""}`))}.${stated.length < f.members.length ? " Each other Member's initial capital contribution is the cash, property or services recorded for that Member in the Company's books, as agreed by the Members." : ""}`;
  const roster = f.members.map((m) => `${m.name} (${m.percent})`);

  return [
    {
      id: "formation",
      heading: "Formation and Name",
      explanation: "Confirms the company exists and who this agreement binds.",
      clauses: [
        clause(
          id("formation", "formation"),
          `The Members have formed the Company as a limited liability company under the limited liability company law of ${state} by filing its formation document with the appropriate filing office.`,
        ),
        clause(
          id("formation", "agreement"),
          `This Operating Agreement governs the affairs of the Company and the conduct of its business. Where it differs from a default rule of the limited liability company law that may be varied by agreement, this Agreement controls.`,
        ),
        clause(
          id("formation", "office"),
          `The Company's principal office and registered agent are as stated in its public filings, and may be changed by the Members from time to time.`,
        ),
      ],
    },
    {
      id: "purpose",
      heading: "Purpose and Powers",
      explanation: "Says what business the company may carry on.",
      clauses: [
        clause(
          id("purpose", "purpose"),
          a.businessPurpose
            ? `The purpose of the Company is ${a.businessPurpose.replace(/[.;\s]+$/, "")}, and any other lawful business the Members approve.`
            : "The purpose of the Company is to engage in any lawful business for which a limited liability company may be formed.",
        ),
        clause(
          id("purpose", "powers"),
          `The Company may exercise all powers necessary or convenient to carry out its purpose, including owning property, borrowing money and entering into contracts.`,
        ),
      ],
    },
    {
      id: "members",
      heading: "Members",
      explanation: "Lists the owners of the company.",
      clauses: [
        clause(
          id("members", "roster"),
          `The members of the Company are ${listJoin(f.members.map((m) => m.name))} (each a "Member" and together the "Members").`,
        ),
        clause(
          id("members", "limited-liability"),
          `No Member is personally liable for the debts, obligations or liabilities of the Company solely because of being a Member.`,
        ),
        clause(
          id("members", "no-authority"),
          f.managerManaged
            ? "Because the Company is manager-managed, no Member acting only as a Member has authority to bind the Company."
            : "Each Member is an agent of the Company for the purpose of its ordinary business, subject to the limits on major decisions in this Agreement.",
        ),
      ],
    },
    {
      id: "capital-contributions",
      heading: "Capital Contributions",
      explanation: "Records what each owner put into the company.",
      clauses: [
        clause(id("capital-contributions", "initial"), contributions),
        clause(
          id("capital-contributions", "additional"),
          `No Member is required to make any additional contribution. Additional contributions may be made only with the approval required for major decisions, and are then credited to the contributing Member's capital account.`,
        ),
        clause(
          id("capital-contributions", "no-interest"),
          `No Member earns interest on a capital contribution or may withdraw it except as this Agreement provides.`,
        ),
      ],
    },
    {
      id: "ownership-interests",
      heading: "Percentage Interests",
      explanation: "Sets each owner's share of the company.",
      clauses: clauses(
        clause(
          id("ownership-interests", "percentages"),
          `The Members' ownership interests in the Company (each a "Percentage Interest") are: ${listJoin(roster)}.`,
        ),
        clause(
          id("ownership-interests", "basis"),
          f.fellBack
            ? "The Members asked for Percentage Interests set by other figures, but the figures given could not be used; until the Members amend this Agreement, they hold equal Percentage Interests."
            : f.basis === "contributions"
              ? "These Percentage Interests are in proportion to the agreed value of the Members' initial capital contributions, rounded to three decimal places."
              : f.basis === "custom"
                ? "These Percentage Interests were agreed by the Members and do not depend on the amount of their capital contributions."
                : "The Members hold equal Percentage Interests regardless of the amount of their capital contributions.",
        ),
        clause(
          id("ownership-interests", "adjustment"),
          `Percentage Interests change only by a written amendment to this Agreement approved under the section titled "Voting and Member Decisions", or as provided for transfers and new Members.`,
        ),
      ),
    },
    {
      id: "capital-accounts",
      heading: "Capital Accounts and Tax Allocations",
      explanation: "Explains how profits, losses and each owner's stake are tracked for tax.",
      clauses: clauses(
        clause(
          id("capital-accounts", "accounts"),
          `The Company shall maintain a separate capital account for each Member in accordance with Treasury Regulations section 1.704-1(b)(2)(iv).`,
        ),
        clause(
          id("capital-accounts", "allocations"),
          `Profits and losses for each fiscal year are allocated among the Members in proportion to their Percentage Interests.`,
        ),
        clause(
          id("capital-accounts", "tax-classification"),
          `Unless the Members decide otherwise, the Company shall be treated as a partnership for federal and state income tax purposes, or as a disregarded entity if it has only one Member.`,
        ),
        f.members.length > 1 &&
          clause(
            id("capital-accounts", "partnership-representative"),
            `For each tax year in which the Company is treated as a partnership, ${f.partnershipRepresentative ?? `${GAP}, chosen by the Members,`} is designated the "partnership representative" under section 6223 of the Internal Revenue Code and shall appoint a designated individual where the Treasury Regulations require one. The partnership representative shall promptly tell the Members of any tax audit or proceeding, and shall not settle one or make an election that binds the Members without the approval required for major decisions.`,
          ),
      ),
    },
    {
      id: "distributions",
      heading: "Distributions",
      explanation: "Says when and how the company pays money out to its owners.",
      clauses: [
        clause(
          id("distributions", "timing"),
          `The Company shall distribute available cash, after paying expenses and keeping reasonable reserves, to the Members in proportion to their Percentage Interests ${DISTRIBUTION_TIMING[a.distributions]}.`,
        ),
        clause(
          id("distributions", "tax-distributions"),
          `To the extent cash is available, the Company shall distribute to each Member, before the due date of estimated tax payments, an amount sufficient to cover the Member's income tax on the Company's taxable income allocated to that Member.`,
        ),
        clause(
          id("distributions", "limitation"),
          `No distribution may be made if, after it, the Company could not pay its debts as they become due or its liabilities would exceed its assets.`,
        ),
      ],
    },
  ];
}
