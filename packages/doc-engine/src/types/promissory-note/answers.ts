/** The promissory note's guided answers: every field optional, bad values fall back (see answer-fields). */
import type { z } from "zod";

import type { GenerationContext } from "../../define";
import {
  answersObject,
  choice,
  count,
  flag,
  freeText,
  isoDate,
  money,
  optionalChoice,
  optionalCount,
  percent,
} from "../shared/answer-fields";
import { addMonths, toCents } from "../shared/numbers";
import { partyNames } from "../shared/wording";

export const promissoryNoteAnswersSchema = answersObject({
  /** Engine labels are fixed (FIRST/SECOND PARTY), so the roles are an answer; the borrower is first by default. */
  lenderIs: choice(["party1", "party2"] as const, "party2"),
  principal: money(),
  interestRate: percent(),
  /** Usury caps differ for personal and business loans. */
  loanPurpose: choice(["personal", "business"] as const, "personal"),
  repaymentType: choice(["lump-sum", "installments"] as const, "lump-sum"),
  installmentCount: optionalCount(1, 600),
  firstPaymentDate: isoDate(),
  maturityDate: isoDate(),
  lateFee: money(),
  lateFeeGraceDays: count(10, 0, 90),
  prepaymentAllowed: flag(true),
  secured: flag(false),
  /** How a lien on the collateral is made good against others differs by kind (see sections-terms). */
  collateralKind: optionalChoice(["titled-vehicle", "real-property", "personal-property"] as const),
  collateralDescription: freeText(),
});

export type PromissoryNoteAnswers = z.output<typeof promissoryNoteAnswersSchema>;

/** ctx.answers is already parsed by the engine; parsing again (cheap, never throws) gives it a type. */
export function readNoteAnswers(ctx: GenerationContext): PromissoryNoteAnswers {
  return promissoryNoteAnswersSchema.parse(ctx.answers);
}

export type NoteTerms = PromissoryNoteAnswers & {
  borrower: string;
  lender: string;
  borrowerRole: string;
  lenderRole: string;
  state: string;
  /** Fixed monthly installment when principal and count are known (standard amortisation formula). */
  installment: number | undefined;
  /** Due date of the last installment, when the first date and count are known. */
  lastInstallmentDate: string | undefined;
};

export function noteTerms(ctx: GenerationContext): NoteTerms {
  const a = readNoteAnswers(ctx);
  const { p1, p2, role1, role2 } = partyNames(ctx);
  const lenderFirst = a.lenderIs === "party1";
  const isInstallments = a.repaymentType === "installments";
  const n = a.installmentCount;
  let installment: number | undefined;
  if (isInstallments && n !== undefined && a.principal !== undefined && a.principal > 0) {
    const r = (a.interestRate ?? 0) / 100 / 12;
    installment = toCents(r === 0 ? a.principal / n : (a.principal * r) / (1 - Math.pow(1 + r, -n)));
  }
  return {
    ...a,
    borrower: lenderFirst ? p2 : p1,
    lender: lenderFirst ? p1 : p2,
    borrowerRole: lenderFirst ? role2 : role1,
    lenderRole: lenderFirst ? role1 : role2,
    state: ctx.jurisdiction.place,
    installment,
    lastInstallmentDate:
      isInstallments && n !== undefined && a.firstPaymentDate !== undefined
        ? addMonths(a.firstPaymentDate, n - 1)
        : undefined,
  };
}
