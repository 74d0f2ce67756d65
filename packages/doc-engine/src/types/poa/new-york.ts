/**
 * New York: the power of attorney is the statutory short form of N.Y. Gen. Oblig. Law § 5-1513, parts (b)
 * to (l) in the statute's order and words, with the principal's choices typed in (the subjects on line (P),
 * the modifications). The caution (a), the signature, witnesses, agent information and the agent's signed
 * acknowledgment (m)-(p) are execution blocks (rules/poa-execution.ts). "Optional" parts not used say
 * "Intentionally Omitted", as § 5-1513 allows.
 */
import type { GenerationContext, LayoutRules, Section } from "../../define";
import { clause } from "../shared/section";
import type { PoaAnswers } from "./questions";

/** Subjects of § 5-1502A-N each of the form's powers covers. */
const SUBJECTS: [keyof PoaAnswers, string[]][] = [
  ["powerRealEstate", ["A"]],
  ["powerFinancial", ["B", "C", "L"]],
  ["powerBanking", ["D"]],
  ["powerBusiness", ["E"]],
  ["powerTax", ["M"]],
];

const LINES = [
  "(A) real estate transactions",
  "(B) chattel and goods transactions",
  "(C) bond, share, and commodity transactions",
  "(D) banking transactions",
  "(E) business operating transactions",
  "(F) insurance transactions",
  "(G) estate transactions",
  "(H) claims and litigation",
  "(I) personal and family maintenance. If you grant your agent this authority, it will allow the agent to make gifts that you customarily have made to individuals, including the agent, and charitable organizations. The total amount of all such gifts in any one calendar year cannot exceed five thousand dollars",
  "(J) benefits from governmental programs or civil or military service",
  "(K) financial matters related to health care; records, reports, and statements",
  "(L) retirement benefit transactions",
  "(M) tax matters",
  "(N) all other matters",
  "(O) full and unqualified authority to my agent(s) to delegate any or all of the foregoing powers to any person or persons whom my agent(s) select",
];

/** The statutory form sets its own order: no governing-law part, modifications in the middle, details there too. */
export const NEW_YORK_LAYOUT: LayoutRules = {
  governingLaw: "none",
  additionalTermsThirdFromLast: false,
  detailsSection: "additional-terms",
};

const id = (section: string, slug: string) => `poa.ny.${section}.${slug}`;

/** The principal's own provisions, written where § 5-1513 (h) lets them be: modifications. */
function modifications(ctx: GenerationContext, a: PoaAnswers, condition: string, compensation: string): string[] {
  const out: string[] = [];
  if (!a.durable)
    out.push(
      "This Power of Attorney shall be affected by my subsequent incapacity and ends if I become incapacitated.",
    );
  if (a.springing) out.push(`This Power of Attorney becomes effective only upon ${condition}.`);
  if (a.powerGifts) {
    out.push(
      "My agent may make gifts only to my spouse and descendants, and to charities I regularly supported, in amounts per recipient per calendar year not exceeding the federal gift tax annual exclusion then in effect, and only if the gifts are consistent with my known estate plan and leave sufficient property for my care.",
    );
  }
  if (a.compensation !== "none") out.push(compensation);
  out.push(
    "This Power of Attorney revokes any general power of attorney I signed earlier covering the same matters, but does not revoke any health care proxy.",
  );
  if ((ctx.request.additionalTerms ?? "").trim() !== "" || (ctx.request.details ?? "").trim() !== "") {
    out.push("I also make the following provisions:");
  }
  return out;
}

export function newYorkSections(
  ctx: GenerationContext,
  a: PoaAnswers,
  people: { principal: string; agent: string; successor: string | undefined },
  condition: string,
  compensation: string,
): Section[] {
  const { parties } = ctx.request;
  const letters = SUBJECTS.filter(([key]) => a[key] === true)
    .flatMap(([, subjects]) => subjects)
    .sort();
  const modified = modifications(ctx, a, condition, compensation);
  return [
    {
      id: "designation-of-agent",
      heading: "Designation of Agent(s)",
      explanation: "Names the person who will act for the principal.",
      clauses: [
        clause(
          id("designation-of-agent", "appointment"),
          `I, ${people.principal}, ${parties.party1Address.trim()}, hereby appoint: ${people.agent}, ${parties.party2Address.trim()}, as my agent.`,
        ),
      ],
    },
    {
      id: "successor-agent",
      heading: "Designation of Successor Agent(s): (Optional)",
      explanation: "Says who takes over if the first agent cannot or will not serve.",
      clauses: [
        clause(
          id("successor-agent", "appointment"),
          people.successor
            ? `If any agent designated above is unable or unwilling to serve, I appoint as my successor agent: ${people.successor}.`
            : "Intentionally Omitted.",
        ),
      ],
    },
    {
      id: "durability-and-prior-powers",
      heading: "Durability and Prior Powers of Attorney",
      explanation: "Says the power survives the principal's incapacity and how it treats earlier powers of attorney.",
      clauses: [
        clause(
          id("durability-and-prior-powers", "durable"),
          'This POWER OF ATTORNEY shall not be affected by my subsequent incapacity unless I have stated otherwise below, under "Modifications".',
        ),
        clause(
          id("durability-and-prior-powers", "prior"),
          'This POWER OF ATTORNEY DOES NOT REVOKE any Powers of Attorney previously executed by me unless I have stated otherwise below, under "Modifications."',
        ),
      ],
    },
    {
      id: "grant-of-authority",
      heading: "Grant of Authority",
      explanation: "Lists the subjects the agent may act on; the principal initials line (P).",
      clauses: [
        clause(
          id("grant-of-authority", "how"),
          "To grant your agent some or all of the authority below, either (1) initial the bracket at each authority you grant, or (2) write or type the letters for each authority you grant on the blank line at (P), and initial the bracket at (P). If you initial (P), you do not need to initial the other lines.",
        ),
        clause(
          id("grant-of-authority", "subjects"),
          `I grant authority to my agent(s) with respect to the following subjects as defined in sections 5-1502A through 5-1502N of the New York General Obligations Law: ${LINES.map((text) => `(      ) ${text}`).join("; ")}.`,
        ),
        clause(
          id("grant-of-authority", "line-p"),
          `(      ) (P) EACH of the matters identified by the following letters: ${letters.length > 0 ? letters.join(", ") : "______________________"}. You need not initial the other lines if you initial line (P).`,
        ),
      ],
    },
    {
      id: "gift-transactions",
      heading: "Certain Gift Transactions: (Optional)",
      explanation:
        "Where gifts beyond the small annual allowance in (I) would be authorized; here left out or set out under Modifications.",
      clauses: [
        clause(
          id("gift-transactions", "gifts"),
          a.powerGifts ? 'Gift authority is set out below, under "Modifications".' : "Intentionally Omitted.",
        ),
      ],
    },
    {
      id: "additional-terms",
      heading: "Modifications: (Optional)",
      explanation: "The principal's own limits and additions to the agent's authority.",
      clauses: [
        clause(
          id("additional-terms", "intro"),
          "In this section, you may make additional provisions, including language to limit or supplement authority granted to your agent.",
        ),
        ...modified.map((text, i) => clause(id("additional-terms", `provision-${i + 1}`), text)),
      ],
    },
    {
      id: "monitor",
      heading: "Designation of Monitor(s): (Optional)",
      explanation: "A monitor can ask the agent for records; none is named here.",
      clauses: [clause(id("monitor", "none"), "Intentionally Omitted.")],
    },
    {
      id: "compensation",
      heading: "Compensation of Agent(s)",
      explanation: "Says the agent is reimbursed for expenses; any pay is set under Modifications.",
      clauses: [
        clause(
          id("compensation", "expenses"),
          'Your agent is entitled to be reimbursed from your assets for reasonable expenses incurred on your behalf. If you ALSO wish your agent(s) to be compensated from your assets for services rendered on your behalf, and/or you wish to define "reasonable compensation", you may do so above, under "Modifications".',
        ),
      ],
    },
    {
      id: "acceptance-by-third-parties",
      heading: "Acceptance by Third Parties",
      explanation: "Explains why banks and others may rely on this document.",
      clauses: [
        clause(
          id("acceptance-by-third-parties", "indemnity"),
          "I agree to indemnify the third party for any claims that may arise against the third party because of reliance on this Power of Attorney. I understand that any termination of this Power of Attorney, whether the result of my revocation of the Power of Attorney or otherwise, is not effective as to a third party until the third party has actual notice or knowledge of the termination.",
        ),
      ],
    },
    {
      id: "termination",
      heading: "Termination",
      explanation: "Says when the power of attorney ends.",
      clauses: [
        clause(
          id("termination", "until-revoked"),
          "This Power of Attorney continues until I revoke it or it is terminated by my death or other event described in section 5-1511 of the General Obligations Law.",
        ),
        clause(
          id("termination", "section-5-1511"),
          "Section 5-1511 of the General Obligations Law describes the manner in which you may revoke your Power of Attorney, and the events which terminate the Power of Attorney.",
        ),
      ],
    },
  ];
}
