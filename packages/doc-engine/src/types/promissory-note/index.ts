/** Promissory Note: a borrower's written promise to repay a loan, with interest, schedule and security. */
import type { TypeDefinition } from "../../define";
import { noteRecitals } from "./recitals";
import { noteTerms, promissoryNoteAnswersSchema } from "./answers";
import { promissoryNoteOptionalClauses } from "./optional-clauses";
import { promissoryNoteQuestions } from "./questions";
import { noteClosingSections } from "./sections-closing";
import { noteTermSections } from "./sections-terms";
import { ROLES } from "../../roles";

export const promissoryNoteDefinition: TypeDefinition = {
  type: "promissory-note",
  title: "Promissory Note",
  sectionCount: 15,
  /** The short name the engine uses in its own sentences (preamble, details clause). */
  instrument: "Note",
  shape: "contract",
  roles: ROLES["promissory-note"],
  questions: promissoryNoteQuestions,
  answersSchema: promissoryNoteAnswersSchema,
  recitals: noteRecitals,
  // A note is the borrower's own promise, made in favor of the lender, not an agreement "between" them.
  preamble: (ctx, datedOn) => {
    const t = noteTerms(ctx);
    const { parties } = ctx.request;
    const lenderFirst = t.lenderIs === "party1";
    const [borrowerAddress, lenderAddress] = lenderFirst
      ? [parties.party2Address, parties.party1Address]
      : [parties.party1Address, parties.party2Address];
    return `This Promissory Note (this "Note") is made on the ${datedOn} (the "Effective Date") by ${t.borrower}, of ${borrowerAddress.trim()} (the "Borrower"), in favor of ${t.lender}, of ${lenderAddress.trim()} (the "Lender").`;
  },
  sections: (ctx) => [...noteTermSections(ctx), ...noteClosingSections(ctx)],
  optionalClauses: promissoryNoteOptionalClauses,
  checklist: (ctx) => [
    {
      text: "Only the borrower signs the note. The lender keeps the signed original and gives it back, marked paid, when the loan is repaid.",
    },
    ...(noteTerms(ctx).secured
      ? [
          {
            text: "The security interest needs its own paperwork: a security agreement (and a UCC financing statement filed with the Secretary of State) for personal property, or a mortgage or deed of trust recorded with the county for real property.",
          },
        ]
      : []),
  ],
};
