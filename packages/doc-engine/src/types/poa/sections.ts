import type { GenerationContext, Section } from "../../define";
import { clause, clauses } from "../shared/section";
import { governingLawSentence } from "../shared/standard-sections";
import { enumerate, partyNames } from "../shared/wording";
import { durableWording, initialedPowers, poaForms } from "../../jurisdictions/poa-forms";
import { newYorkSections } from "./new-york";
import type { PoaAnswers } from "./questions";
import { poaAnswers } from "./questions";

/** Names used across the POA: the principal is the first party, the agent defaults to the second party. */
export function poaPeople(ctx: GenerationContext, a: PoaAnswers) {
  const { p1, p2 } = partyNames(ctx);
  return { principal: p1, agent: a.agent || p2, successor: a.successorAgent };
}

const POWER_TEXT: [keyof PoaAnswers, string][] = [
  [
    "powerFinancial",
    "financial and investment matters, including buying, selling and managing securities, retirement accounts and other personal property",
  ],
  [
    "powerRealEstate",
    "real estate matters, including buying, selling, leasing, mortgaging, insuring and maintaining real property and recording documents concerning it",
  ],
  [
    "powerBanking",
    "banking matters, including opening, closing and operating deposit accounts, writing and endorsing checks, and accessing safe deposit boxes",
  ],
  [
    "powerTax",
    "tax matters, including preparing, signing and filing federal, state and local returns, paying taxes and representing the Principal before any taxing authority",
  ],
  [
    "powerBusiness",
    "business operating matters, including exercising the Principal's rights in any business entity and continuing, managing or selling any business the Principal owns",
  ],
  ["powerGifts", "making gifts of the Principal's property, subject to the limits in this power of attorney"],
];

/** The powers granted in the general list: those a state requires initialed beside them are listed apart. */
export function grantedPowers(a: PoaAnswers, apart: readonly string[] = []): string[] {
  return POWER_TEXT.filter(([key]) => a[key] === true && !apart.includes(key)).map(([, description]) => description);
}

/** Where the state requires it (Florida), the gift power on a line of its own with the principal's initials. */
function initialedGrant(ctx: GenerationContext, a: PoaAnswers) {
  const rule = initialedPowers(ctx.jurisdiction.code);
  const initialed = rule?.powers.filter((key) => a[key] === true) ?? [];
  if (!rule || initialed.length === 0) return { apart: [], clauses: [] };
  const text = initialed.map((key) => POWER_TEXT.find(([power]) => power === key)?.[1] ?? "").join("; ");
  return {
    apart: initialed,
    clauses: [
      clause(
        id("grant-of-authority", "initialed-powers"),
        `The Agent has the following authority only if the Principal has initialed beside it (${rule.citation}): ${rule.enumeration}: ${text}. Principal's initials: ________`,
      ),
    ],
  };
}

const id = (section: string, slug: string) => `poa.${section}.${slug}`;

/** The durability clause; in the statute's own words where durability depends on them. */
function durableText(ctx: GenerationContext): string {
  const plain = `This is a durable power of attorney. The Agent's authority is not affected by the Principal's later disability or incapacity, or by lapse of time.`;
  const wording = durableWording(ctx.jurisdiction.code, ctx.request.date);
  if (!wording) return plain;
  const attorneyInFact = wording.sentence.includes("attorney in fact")
    ? " The Agent is the Principal's attorney in fact."
    : "";
  return `${plain} The Principal declares: "${wording.sentence}."${attorneyInFact}`;
}

export function poaSections(ctx: GenerationContext): Section[] {
  const a = poaAnswers(ctx);
  const { principal, agent, successor } = poaPeople(ctx, a);
  const initialed = initialedGrant(ctx, a);
  const powers = grantedPowers(a, initialed.apart);
  const effective = ctx.formatDate(a.effectiveDate ?? ctx.request.date);
  const condition =
    a.springingCondition ||
    (a.durable
      ? "the Principal's incapacity, as certified in a signed writing by a licensed physician who has examined the Principal"
      : "the Principal's signed written notice to the Agent that the Agent's authority has begun");

  if (poaForms(ctx.jurisdiction.code)?.statutoryShortForm) {
    return newYorkSections(ctx, a, { principal, agent, successor }, condition, compensationText(ctx, a));
  }
  return [
    {
      id: "designation-of-agent",
      heading: "Designation of Agent",
      explanation: "Names the person who will act for the principal.",
      clauses: [
        clause(
          id("designation-of-agent", "appointment"),
          `The Principal appoints ${agent} as the Principal's agent and attorney-in-fact to act in the Principal's name and for the Principal's benefit as stated in this power of attorney.`,
        ),
        clause(
          id("designation-of-agent", "acceptance"),
          `The Agent accepts the appointment by signing this instrument or by first exercising any authority under it, and by doing so agrees to act in accordance with the duties set out below.`,
        ),
      ],
    },
    {
      id: "successor-agent",
      heading: "Successor Agent",
      explanation: "Says who takes over if the first agent cannot or will not serve.",
      clauses: successor
        ? [
            clause(
              id("successor-agent", "appointment"),
              `If the Agent dies, becomes incapacitated, resigns, or is unable or unwilling to serve, the Principal appoints ${successor} as successor agent, with the same authority and duties as the original Agent.`,
            ),
            clause(
              id("successor-agent", "proof"),
              `A third party may rely on the successor agent's signed statement that the original Agent can no longer serve, without further proof.`,
            ),
          ]
        : [
            clause(
              id("successor-agent", "none-named"),
              `The Principal does not name a successor agent. If the Agent dies, becomes incapacitated, resigns, or is unable or unwilling to serve, this power of attorney ends unless the Principal signs a new instrument naming another agent.`,
            ),
          ],
    },
    {
      id: "grant-of-authority",
      heading: "Grant of Authority",
      explanation: "Lists the kinds of decisions the agent may make.",
      clauses:
        powers.length + initialed.clauses.length > 0
          ? [
              ...(powers.length > 0
                ? [
                    clause(
                      id("grant-of-authority", "powers"),
                      `The Principal grants the Agent authority to act for the Principal in the following matters: ${enumerate(powers)}.`,
                    ),
                  ]
                : []),
              ...initialed.clauses,
              clause(
                id("grant-of-authority", "incidental"),
                `For each matter listed, the Agent may sign, deliver and receive documents, make and receive payments, and take any other lawful step reasonably needed to carry out the authority granted.`,
              ),
            ]
          : [
              clause(
                id("grant-of-authority", "general-property"),
                `The Principal grants the Agent authority to manage the Principal's property and financial affairs, including paying the Principal's bills, collecting amounts owed to the Principal and dealing with the Principal's accounts, to the extent the law permits that authority to be delegated.`,
              ),
            ],
    },
    {
      id: "effective-date-and-durability",
      heading: "Effective Date and Durability",
      explanation: "Says when the agent's authority starts and whether it survives the principal's incapacity.",
      clauses: clauses(
        a.springing
          ? clause(
              id("effective-date-and-durability", "springing"),
              `This power of attorney becomes effective only upon ${condition}. Until that time the Agent has no authority to act for the Principal.`,
            )
          : clause(
              id("effective-date-and-durability", "immediate"),
              `This power of attorney is effective on ${effective} and remains in effect until it is revoked or ends under this instrument or by law.`,
            ),
        a.durable
          ? clause(id("effective-date-and-durability", "durable"), durableText(ctx))
          : clause(
              id("effective-date-and-durability", "non-durable"),
              `This power of attorney is not durable. It ends automatically if the Principal becomes incapacitated, as well as on the Principal's death or revocation.`,
            ),
      ),
    },
    {
      id: "limitations-on-authority",
      heading: "Limitations on Authority",
      explanation: "Sets out what the agent may not do even under this document.",
      clauses: clauses(
        clause(
          id("limitations-on-authority", "personal-acts"),
          `The Agent may not make, amend or revoke the Principal's will, vote in any public election for the Principal, or perform any other act that the law requires the Principal to perform personally.`,
        ),
        clause(
          id("limitations-on-authority", "self-dealing"),
          `The Agent may not use the Principal's property for the Agent's own benefit, or change any beneficiary designation or survivorship right in the Agent's favor, except as this power of attorney expressly allows.`,
        ),
        !a.powerGifts &&
          clause(
            id("limitations-on-authority", "no-gifts"),
            `The Agent has no authority to make gifts of the Principal's property, whether outright or in trust.`,
          ),
      ),
    },
    {
      id: "agent-duties",
      heading: "Duties of Agent",
      explanation: "Describes how the agent must behave when acting for the principal.",
      clauses: [
        clause(
          id("agent-duties", "good-faith"),
          `The Agent shall act in good faith, within the scope of the authority granted, and in accordance with the Principal's reasonable expectations to the extent actually known by the Agent, and otherwise in the Principal's best interest.`,
        ),
        clause(
          id("agent-duties", "separate-property"),
          `The Agent shall keep the Principal's property separate from the Agent's own property and shall not commingle funds.`,
        ),
        clause(
          id("agent-duties", "records"),
          `The Agent shall keep a record of all receipts, payments and transactions made for the Principal and shall provide an accounting on request of the Principal, a guardian or conservator, or a personal representative of the Principal's estate.`,
        ),
      ],
    },
    {
      id: "compensation-and-reimbursement",
      heading: "Compensation and Reimbursement",
      explanation: "Says whether the agent is paid and how expenses are covered.",
      clauses: [
        clause(id("compensation-and-reimbursement", "compensation"), compensationText(ctx, a)),
        clause(
          id("compensation-and-reimbursement", "expenses"),
          `The Agent is entitled to reimbursement from the Principal's property for reasonable expenses properly incurred in acting under this power of attorney, supported by receipts.`,
        ),
      ],
    },
    {
      id: "additional-terms",
      heading: "Additional Terms",
      explanation: "Holds any further instructions the principal wants to give the agent.",
      clauses: [
        clause(
          id("additional-terms", "instructions"),
          `The Agent shall follow any further written instructions the Principal signs and delivers to the Agent, provided they do not enlarge the authority granted in this power of attorney.`,
        ),
      ],
    },
    {
      id: "governing-law",
      heading: "Governing Law",
      explanation: "Says which state's law controls this power of attorney and where disputes are heard.",
      clauses: [
        clause(
          id("governing-law", "law"),
          `${governingLawSentence(ctx, "power of attorney")} It is intended to be valid in any jurisdiction in which it is presented.`,
        ),
        clause(
          id("governing-law", "venue"),
          `Any proceeding concerning the Agent's conduct or this instrument shall be brought in ${ctx.jurisdiction.venue}.`,
        ),
      ],
    },
    {
      id: "revocation-and-reliance",
      heading: "Revocation and Third-Party Reliance",
      explanation: "Explains how the principal can cancel this document and why others may rely on it.",
      clauses: [
        clause(
          id("revocation-and-reliance", "revocation"),
          `The Principal may revoke this power of attorney at any time by signed written notice delivered to the Agent. Revocation is effective against a third party only once that third party has actual notice of it.`,
        ),
        clause(
          id("revocation-and-reliance", "reliance"),
          `A third party who in good faith accepts this power of attorney, or a copy of it, without actual knowledge that it is void, invalid, revoked or terminated may rely on it, and the Principal shall hold that third party harmless from any loss resulting from that reliance.`,
        ),
        clause(
          id("revocation-and-reliance", "prior-instruments"),
          `This power of attorney revokes any earlier general power of attorney signed by the Principal covering the same matters, but does not revoke any health care power of attorney.`,
        ),
      ],
    },
  ];
}

function compensationText(ctx: GenerationContext, a: PoaAnswers): string {
  if (a.compensation === "fixed" && a.compensationAmount !== undefined) {
    return `The Agent is entitled to compensation of ${ctx.formatMoney(a.compensationAmount)} per month while actively serving, paid from the Principal's property.`;
  }
  if (a.compensation === "reasonable" || a.compensation === "fixed") {
    return "The Agent is entitled to reasonable compensation for services actually rendered, taking into account the time spent and the complexity of the matters handled.";
  }
  return "The Agent serves without compensation.";
}
