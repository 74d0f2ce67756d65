/**
 * The note's recitals: who borrows from whom, how much, and why the Note exists. "Borrower" and "Lender"
 * are defined in the first section (the promise to pay), so the recitals use names and roles only.
 */
import type { GenerationContext } from "../../define";
import { capitalize, introduce } from "../shared/wording";
import { noteTerms } from "./answers";

export function noteRecitals(ctx: GenerationContext): string[] {
  const t = noteTerms(ctx);
  const amount = t.principal !== undefined && t.principal > 0 ? `a loan of ${ctx.formatMoney(t.principal)}` : "a loan";
  return [
    `${capitalize(introduce(t.borrower, t.borrowerRole))}, has asked ${introduce(t.lender, t.lenderRole)}, for ${amount}.`,
    `${capitalize(t.lender)} is willing to make the loan on the terms of this Note, and ${t.borrower} signs this Note as evidence of the debt and of the promise to repay it${t.secured ? ", secured as set out below" : ""}.`,
  ];
}
