/** Will sections 8–14: survivorship, guardian, young beneficiaries, contests, additional provisions, law, interpretation. */
import type { GenerationContext } from "../../define";
import type { Section } from "../../model";
import { plural } from "../shared/numbers";
import { clause, clauses } from "../shared/section";
import { additionalTermsSection } from "../shared/standard-sections";
import { willAnswers } from "./questions";

export function willClosingSections(ctx: GenerationContext): Section[] {
  const a = willAnswers(ctx);
  const { name: state, place } = ctx.jurisdiction;
  const { governingLaw, venue } = ctx.jurisdiction;
  const age = plural(a.inheritanceAge, "year");
  return [
    {
      id: "survivorship",
      heading: "Survivorship",
      explanation: "Says a beneficiary must outlive you by 30 days to inherit.",
      clauses: [
        clause(
          "will.survivorship.period",
          "A beneficiary who does not survive me by at least thirty days is treated as having died before me for all purposes of this Will.",
        ),
        clause(
          "will.survivorship.simultaneous",
          "If a beneficiary and I die in circumstances in which the order of our deaths cannot be established, that beneficiary is treated as having died before me.",
        ),
      ],
    },
    {
      id: "guardian",
      heading: "Guardian for Minor Children",
      explanation: a.guardianName
        ? "Names who should raise your children if they are minors and no other parent can."
        : "Asks the court to choose a guardian for any minor children if no parent can care for them, since none is named.",
      clauses: clauses(
        a.guardianName
          ? clause(
              "will.guardian.appointment",
              `If any child of mine is a minor at my death and no parent of the child with legal custody survives me, I appoint ${a.guardianName} as guardian of the person and property of that child.`,
            )
          : clause(
              "will.guardian.appointment",
              "If any child of mine is a minor at my death and no parent of the child with legal custody survives me, I ask the court to appoint as guardian the adult who will best serve the child's interests, giving weight to the child's existing relationships.",
            ),
        a.guardianName !== undefined &&
          a.alternateGuardian !== undefined &&
          clause(
            "will.guardian.alternate",
            `If ${a.guardianName} is unable or unwilling to serve or to continue serving, I appoint ${a.alternateGuardian} as guardian.`,
          ),
        clause(
          "will.guardian.bond",
          "I ask that no bond be required of any guardian appointed under this Will, and that my children be raised, where possible, in contact with their wider family.",
        ),
      ),
    },
    {
      id: "minor-beneficiaries",
      heading: "Gifts to Minors and Young Beneficiaries",
      explanation: `Lets property for a young beneficiary be held in trust until age ${a.inheritanceAge}.`,
      clauses: [
        clause(
          "will.minor-beneficiaries.trust",
          `If any property passes under this Will to a beneficiary who is under ${age} of age, my Executor may hold it in a separate trust for that beneficiary, with my Executor, or a person my Executor appoints, as trustee, until the beneficiary reaches that age.`,
        ),
        clause(
          "will.minor-beneficiaries.distribution",
          `The trustee may use income and principal for the beneficiary's health, education, maintenance and support, and shall distribute the remaining property to the beneficiary on reaching ${age} of age, or to the beneficiary's estate on the beneficiary's earlier death.`,
        ),
        clause(
          "will.minor-beneficiaries.custodian",
          `Instead of creating a trust, my Executor may transfer the property to a custodian for the beneficiary under any transfers-to-minors act or similar law in force in ${place}.`,
        ),
      ],
    },
    {
      id: "no-contest",
      heading: "Contest of This Will",
      explanation: a.noContest
        ? "Discourages challenges to the will and confirms any omissions are intentional."
        : "Says there is no penalty for challenging the will, and confirms any omissions are intentional.",
      clauses: [
        clause(
          "will.no-contest.forfeiture",
          a.noContest
            ? `If any beneficiary, directly or indirectly, contests this Will or any of its provisions in court without probable cause, every gift to that beneficiary under this Will is revoked, and this Will shall be administered as if that beneficiary had died before me without descendants. This clause applies only to the extent ${state} law allows it to be enforced.`
            : `I have not included a forfeiture clause for beneficiaries who contest this Will; any contest will be decided under ${state} law.`,
        ),
        clause(
          "will.no-contest.omissions",
          "Except for any child born to or adopted by me after I sign this Will, I have intentionally made no provision in this Will for any person not named or described in it.",
        ),
      ],
    },
    additionalTermsSection(ctx, {
      prefix: "will",
      instrument: "Will",
      heading: "Additional Provisions",
      explanation: "Any further wishes you added that are not covered elsewhere in the will.",
      withTerms:
        "I make the following additional provisions, which form part of this Will and prevail over any other provision of this Will with which they conflict.",
      withoutTerms:
        "I make no provisions beyond those set out in this Will. Any change to this Will must be made by a new will or a codicil signed with the formalities the law requires.",
    }),
    {
      id: "governing-law",
      heading: "Governing Law",
      explanation: `Says ${state} law governs the will and where it will be probated.`,
      clauses: [
        clause(
          "will.governing-law.law",
          `This Will shall be governed by and construed in accordance with ${governingLaw}, which is the law of my domicile.`,
        ),
        clause(
          "will.governing-law.venue",
          `Proceedings for the probate of this Will and the administration of my estate shall be brought in the court having probate jurisdiction in ${place}, and any other action arising out of or relating to this Will shall be brought in ${venue}.`,
        ),
      ],
    },
    {
      id: "general-provisions",
      heading: "Interpretation and Execution",
      explanation: "Explains how the will's wording is read and how it was signed.",
      clauses: [
        clause(
          "will.general.interpretation",
          'In this Will the singular includes the plural, any gender includes every gender, "descendants" includes persons adopted before reaching adulthood, and headings are for convenience only.',
        ),
        clause(
          "will.general.severability",
          "If any provision of this Will is held invalid, the remaining provisions continue in full effect.",
        ),
        clause(
          "will.general.execution",
          ctx.jurisdiction.code === "LA"
            ? "I sign this testament at its end and on each other separate page, in the presence of a notary and two competent witnesses, who sign the attestation clause below at my request, in my presence and in the presence of each other."
            : "I sign this Will, consisting of the pages that precede my signature, in the presence of the witnesses who sign the attestation below at my request, in my presence and in the presence of each other.",
        ),
      ],
    },
  ];
}
