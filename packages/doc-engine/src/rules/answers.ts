/**
 * The typed view of each type's answers that the rules read. The types come from the types' own answer
 * schemas, so renaming or removing a question breaks the rules that read it at compile time instead of
 * silently switching a rule off.
 */
import type { z } from "zod";

import type { GenerationContext } from "../define";
import type { DocumentType } from "../model";
import { billOfSaleAnswersSchema } from "../types/bill-of-sale/answers";
import { ceaseDesistAnswersSchema } from "../types/cease-desist/answers";
import { childCustodyAnswersSchema } from "../types/child-custody/answers";
import { employmentAnswersSchema } from "../types/employment/questions";
import { leaseAnswersSchema } from "../types/lease/questions";
import { llcAnswersSchema } from "../types/llc/questions";
import { ndaAnswersSchema } from "../types/nda/questions";
import { poaAnswersSchema } from "../types/poa/questions";
import { privacyPolicyAnswersSchema } from "../types/privacy-policy/questions";
import { promissoryNoteAnswersSchema } from "../types/promissory-note/answers";
import { roommateAnswersSchema } from "../types/roommate-agreement/answers";
import { willAnswersSchema } from "../types/will/questions";

const ANSWER_SCHEMAS = {
  nda: ndaAnswersSchema,
  lease: leaseAnswersSchema,
  will: willAnswersSchema,
  poa: poaAnswersSchema,
  llc: llcAnswersSchema,
  employment: employmentAnswersSchema,
  "privacy-policy": privacyPolicyAnswersSchema,
  "cease-desist": ceaseDesistAnswersSchema,
  "promissory-note": promissoryNoteAnswersSchema,
  "bill-of-sale": billOfSaleAnswersSchema,
  "roommate-agreement": roommateAnswersSchema,
  "child-custody": childCustodyAnswersSchema,
} satisfies Record<DocumentType, z.ZodType>;

export type AnswersOf<T extends DocumentType> = z.output<(typeof ANSWER_SCHEMAS)[T]>;

/**
 * ctx.answers as the type's schema types them. The engine has parsed them already (and dropped answers to
 * questions whose condition does not hold); every schema field ends in .catch, so parsing again never
 * throws and only restores the static type. A dropped conditional answer reads as its default.
 */
export function answersOf<T extends DocumentType>(type: T, ctx: GenerationContext): AnswersOf<T> {
  return ANSWER_SCHEMAS[type].parse(ctx.answers) as AnswersOf<T>;
}
