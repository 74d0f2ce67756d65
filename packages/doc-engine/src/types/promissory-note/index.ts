/** Promissory Note: a borrower's written promise to repay a loan, with interest, schedule and security. */
import type { TypeDefinition } from "../../define";
import { noteRecitals } from "./recitals";
import { noteTerms, promissoryNoteAnswersSchema } from "./answers";
import type { NoteTerms } from "./answers";
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
    ...securityChecklist(noteTerms(ctx)),
  ],
};

/** What the lender must do, outside the note, for the lien to hold against the borrower's other creditors. */
function securityChecklist(t: NoteTerms): { text: string }[] {
  if (!t.secured) return [];
  const byKind = {
    "titled-vehicle":
      "Have the lender's lien noted on the vehicle's certificate of title at the motor vehicle agency of the state that issued it. For a titled vehicle, filing a UCC financing statement does not perfect the lien (Uniform Commercial Code § 9-311(a)(2)).",
    "real-property":
      "The note does not itself create a lien on land: sign a mortgage or deed of trust for the property, have it notarized, and record it in the county where the property is.",
    "personal-property":
      "Sign a security agreement describing the collateral, and file a UCC financing statement with the Secretary of State of the state where the borrower lives (or, for a company, where it is organized).",
  };
  return t.collateralKind === undefined
    ? [
        {
          text: "The security interest needs its own paperwork: the lien noted on the certificate of title for a titled vehicle, a mortgage or deed of trust recorded with the county for real property, or a security agreement and a UCC financing statement filed with the Secretary of State for other property.",
        },
      ]
    : [{ text: byKind[t.collateralKind] }];
}
