/** Will sections 1–7: declarations, family, executor and powers, debts, specific gifts and the residue. */
import { percentText } from "../shared/numbers";
import type { GenerationContext } from "../../define";
import type { Section } from "../../model";
import { clause, clauses } from "../shared/section";
import { childNames } from "../shared/children";
import { capitalize, enumerate, listJoin, phrase } from "../shared/wording";
import { willAnswers } from "./questions";

function maritalClause(ctx: GenerationContext): string {
  const a = willAnswers(ctx);
  switch (a.maritalStatus) {
    case "married":
      return a.spouseName
        ? `I am married to ${a.spouseName}, and references in this Will to my spouse are to ${a.spouseName}.`
        : "I am married, and references in this Will to my spouse are to the person to whom I am married at my death.";
    case "domestic-partnership":
      return "I am in a registered domestic partnership, and references in this Will to my spouse include my registered domestic partner.";
    case "single":
      return "I am not married.";
    case "divorced":
      return "I am divorced and have not remarried.";
    case "widowed":
      return "I am widowed and have not remarried.";
    default:
      return "References in this Will to my spouse are to the person, if any, to whom I am married at my death.";
  }
}

function childrenClause(ctx: GenerationContext): string {
  const a = willAnswers(ctx);
  if (!a.hasChildren) {
    return "I have no children at the date of this Will. Any child born to or adopted by me after that date shall share in my estate as if named in this Will.";
  }
  if (a.childrenNames.length > 0) {
    const one = a.childrenNames.length === 1;
    const names = childNames(ctx, a.childrenNames);
    return `I have the following ${one ? "child" : "children"}: ${names.some((name) => name.includes(",")) ? enumerate(names) : listJoin(names)}. References in this Will to my children include ${one ? "that child" : "them"} and any child born to or adopted by me after I sign this Will.`;
  }
  return "References in this Will to my children include each child of mine living at my death, whether born before or after I sign this Will, and any child adopted by me.";
}

function residueClause(ctx: GenerationContext): string {
  const beneficiaries = willAnswers(ctx).residuaryBeneficiaries;
  const names = beneficiaries.map((row) => row.name);
  const lead =
    'I give the residue of my estate, meaning all property I own at my death, wherever located, that is not otherwise effectively disposed of by this Will (my "Residuary Estate"),';
  if (names.length === 1) return `${lead} to ${names[0] ?? ""}.`;
  // Shares as given (answerProblems refuses shares that are partial or do not add up to 100). An empty list has
  // no shares to give: it is the intestacy the form offers for it, below.
  if (names.length > 1 && beneficiaries.every((row) => row.share !== undefined)) {
    return `${lead} in the following shares: ${listJoin(beneficiaries.map((row) => `${percentText(row.share ?? 0)} to ${row.name}`))}.`;
  }
  if (names.length > 1) return `${lead} in equal shares to ${listJoin(names)}.`;
  return `${lead} to the persons who would inherit it under the intestacy laws of ${ctx.jurisdiction.place} in force at my death, in the shares those laws provide.`;
}

export function willEstateSections(ctx: GenerationContext): Section[] {
  const a = willAnswers(ctx);
  const { name: state, place } = ctx.jurisdiction;
  const executor = ctx.party2;
  const gifts = a.specificGifts.map((gift, index) =>
    clause(
      `will.specific-gifts.gift-${index + 1}`,
      /^i give\b/i.test(gift) ? `${capitalize(phrase(gift))}.` : `I give ${phrase(gift)}.`,
    ),
  );
  return [
    {
      id: "declarations",
      heading: "Declarations and Revocation of Prior Wills",
      explanation: "Confirms this is your will and cancels any earlier wills.",
      clauses: [
        clause(
          "will.declarations.revocation",
          "I declare that this is my Will, and I revoke all wills and codicils that I have previously made.",
        ),
        clause(
          "will.declarations.residence",
          `I am a resident of ${place}, and I intend this Will to be valid under ${ctx.jurisdiction.governingLaw}.`,
        ),
        clause(
          "will.declarations.purpose",
          `I make this Will for the following purpose: ${phrase(ctx.request.purpose)}.`,
        ),
      ],
    },
    {
      id: "family",
      heading: "Family Information",
      explanation: "Records your family so it is clear who the will refers to.",
      clauses: [
        clause("will.family.marital-status", maritalClause(ctx)),
        clause("will.family.children", childrenClause(ctx)),
      ],
    },
    {
      id: "executor",
      heading: "Appointment of Executor",
      explanation: "Names the person who will carry out your will, and a backup.",
      clauses: [
        clause(
          "will.executor.appointment",
          `I appoint ${executor}, of ${ctx.request.parties.party2Address.trim()}, as the executor of this Will (my "Executor").`,
        ),
        clause(
          "will.executor.alternate",
          a.alternateExecutor
            ? `If ${executor} dies before me, is unable or unwilling to act, or ceases to act, I appoint ${a.alternateExecutor} as my Executor.`
            : `If ${executor} is unable or unwilling to act or to continue acting, I ask the court to appoint as my Executor the person most entitled to inherit under this Will who is willing to act.`,
        ),
        clause(
          "will.executor.bond",
          a.waiveBond
            ? "No bond or other security shall be required of any Executor named in this Will, in any jurisdiction."
            : "Any Executor shall give such bond as the court requires.",
        ),
        clause(
          "will.executor.compensation",
          `My Executor is entitled to reimbursement of reasonable expenses and to reasonable compensation as allowed by ${state} law.`,
        ),
      ],
    },
    {
      id: "executor-powers",
      heading: "Powers of Executor",
      explanation: "Gives your executor the legal powers needed to manage and distribute your estate.",
      clauses: [
        clause(
          "will.executor-powers.general",
          `My Executor has, without court order to the extent the law permits, all powers conferred on personal representatives by ${ctx.jurisdiction.governingLaw}, including power to sell, lease or mortgage any property, to settle claims, to make tax elections and to distribute property in cash or in kind.`,
        ),
        clause(
          "will.executor-powers.administration",
          "My Executor may administer my estate with the least court supervision the law allows, including independent or unsupervised administration where available, and may engage and pay lawyers, accountants and other advisers.",
        ),
        clause(
          "will.executor-powers.property",
          "My Executor may access, manage and close my accounts and records, and may deal with my tangible personal property, including selling any item that no beneficiary wishes to receive.",
        ),
      ],
    },
    {
      id: "debts-and-taxes",
      heading: "Payment of Debts, Expenses and Taxes",
      explanation: "Says your debts, funeral costs and taxes are paid before gifts are distributed.",
      clauses: [
        clause(
          "will.debts.payment",
          "My Executor shall pay from my Residuary Estate my legally enforceable debts, the expenses of my last illness and funeral, and the costs of administering my estate.",
        ),
        clause(
          "will.debts.taxes",
          "All estate, inheritance and similar taxes payable because of my death on property passing under this Will shall be paid from my Residuary Estate as an expense of administration, without apportionment.",
        ),
        clause(
          "will.debts.secured",
          "My Executor is not required to pay before maturity any debt secured by a mortgage or other lien, and a beneficiary who receives such property takes it subject to the debt.",
        ),
      ],
    },
    {
      id: "specific-gifts",
      heading: "Specific Gifts",
      explanation: "Leaves particular items or sums to particular people.",
      clauses: clauses(
        gifts.length > 0
          ? clause(
              "will.specific-gifts.intro",
              "I make the following specific gifts, each to take effect only if the beneficiary survives me.",
            )
          : clause(
              "will.specific-gifts.intro",
              "I make no specific gifts in this Will; all of my property passes as part of my Residuary Estate.",
            ),
        ...gifts,
        gifts.length > 0 &&
          clause(
            "will.specific-gifts.ademption",
            "A specific gift passes subject to any debt secured by it. If the property given is not part of my estate at my death, the gift lapses and the beneficiary receives nothing in its place.",
          ),
      ),
    },
    {
      id: "residuary-estate",
      heading: "Residuary Estate",
      explanation: "Says who receives everything not given away elsewhere in the will.",
      clauses: clauses(
        clause("will.residuary.gift", residueClause(ctx)),
        a.residuaryBeneficiaries.length > 0 &&
          clause(
            "will.residuary.lapse",
            `If a residuary beneficiary does not survive me, that beneficiary's share passes, if the beneficiary is my descendant, to the beneficiary's descendants who survive me, by representation${a.residuaryBeneficiaries.length > 1 ? ", and otherwise to the other residuary beneficiaries in proportion to their shares" : ""}.`,
          ),
        // Without this a gift to a spouse who dies first would pass to the spouse's own family, or fail.
        a.residuaryBeneficiaries.length > 0 &&
          clause(
            "will.residuary.contingent",
            `If no part of my Residuary Estate can pass under the paragraphs above, I give it to my descendants who survive me, by representation, or, if none survives me, to the persons who would inherit it under the intestacy laws of ${ctx.jurisdiction.place} in force at my death, in the shares those laws provide.`,
          ),
      ),
    },
  ];
}
