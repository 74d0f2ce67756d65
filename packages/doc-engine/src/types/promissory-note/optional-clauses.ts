/** Clauses AI mode adds to the note when the request calls for them; refine() finds them by name. */
import type { OptionalClause } from "../../define";
import { requestMatches } from "../shared/mentions";
import { percentText } from "../shared/numbers";
import { noteTerms } from "./answers";

export const promissoryNoteOptionalClauses: OptionalClause[] = [
  {
    id: "promissory-note.security.guarantor",
    sectionId: "security",
    names: ["guarantor", "co-signer", "cosigner", "guaranty", "guarantee"],
    applies: (ctx) => requestMatches(ctx, /co-?signer|co-?sign|guarant|surety/),
    reason: "Added because the request mentions a co-signer or guarantor who backs the Borrower's promise.",
    text: () =>
      `Any person who signs this Note as a co-signer, or signs a separate guaranty referring to it (each a "Guarantor"), unconditionally guarantees full and punctual payment of every amount due under this Note and is jointly and severally liable with the Borrower. The Lender may extend, modify or release any obligation of the Borrower or any Collateral without releasing a Guarantor, and a Guarantor waives any right to require the Lender to proceed first against the Borrower or any Collateral.`,
  },
  {
    id: "promissory-note.interest.default-interest",
    sectionId: "interest",
    names: ["default interest", "default rate", "penalty interest"],
    applies: (ctx) => requestMatches(ctx, /default (interest|rate)|penalty (interest|rate)|higher rate|increased rate/),
    reason: "Added because the request asks for a higher interest rate to apply while the Borrower is in default.",
    text: (ctx) => {
      const rate = noteTerms(ctx).interestRate ?? 0;
      const defaultRate =
        rate > 0
          ? `the rate stated in this Note plus five (5) percentage points, that is ${percentText(rate + 5)} per annum`
          : "five percent (5%) per annum";
      return `While an Event of Default continues, the unpaid Principal bears interest at ${defaultRate}, but never more than the maximum rate permitted by applicable law.`;
    },
  },
];
