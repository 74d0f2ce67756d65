/** Last Will and Testament: 14 numbered sections. First party: the testator; second party: the executor. */
import type { GenerationContext, TypeDefinition } from "../../define";
import { willOptionalClauses } from "./optional-clauses";
import { willAnswersSchema, willQuestions } from "./questions";
import { willClosingSections } from "./sections-closing";
import { willEstateSections } from "./sections-estate";
import { ROLES } from "../../roles";

function willPreamble(ctx: GenerationContext, datedOn: string): string {
  const { parties } = ctx.request;
  return (
    `I, ${ctx.party1}, of ${parties.party1Address.trim()} (the "Testator"), being of sound mind and memory and acting freely and without undue influence, ` +
    `declare this to be my Last Will and Testament (this "Will"), made on the ${datedOn}.`
  );
}

function willRecitals(ctx: GenerationContext): string[] {
  return [
    "The Testator wishes to provide for the distribution of the Testator's property at death and for the care of any minor children.",
    `The Testator has chosen ${ctx.party2}, of ${ctx.request.parties.party2Address.trim()}, to act as Executor and carry out this Will.`,
  ];
}

export const willDefinition: TypeDefinition = {
  type: "will",
  title: "Last Will and Testament",
  sectionCount: 14,
  shape: "instrument",
  roles: ROLES["will"],
  questions: willQuestions,
  answersSchema: willAnswersSchema,
  recitals: willRecitals,
  sections: (ctx) => [...willEstateSections(ctx), ...willClosingSections(ctx)],
  optionalClauses: willOptionalClauses,
  instrument: "Will",
  preamble: willPreamble,
};
