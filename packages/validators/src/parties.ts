import { z } from "zod";

import { text } from "./text";

/** How many parties one account can keep; a contact book, not a CRM. */
export const SAVED_PARTIES_MAX = 200;

const required = (max: number, message: string) =>
  text().trim().min(1, message).max(max, `Must be at most ${max} characters`);
/** Blank becomes absent, so a cleared signer field is stored as null rather than "". */
const optional = (max: number) =>
  text()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .optional()
    .transform((value) => value || undefined);

/** Same limits as a request's party fields (documents.ts), so a saved party always fits a document. */
export const ZSavedPartyFieldsSchema = z.object({
  name: required(200, "Please enter the party's name"),
  address: required(500, "Please enter the party's address"),
  entityType: z.enum(["individual", "company"], { error: "Choose individual or company" }),
  signerName: optional(200),
  signerTitle: optional(120),
});
export type TSavedPartyFields = z.input<typeof ZSavedPartyFieldsSchema>;

export const ZCreatePartySchema = ZSavedPartyFieldsSchema;
export type TCreateParty = z.infer<typeof ZCreatePartySchema>;

export const ZPartyIdSchema = z.object({ id: z.uuid("Unknown party") });

export const ZUpdatePartySchema = ZSavedPartyFieldsSchema.extend({ id: z.uuid("Unknown party") });
export type TUpdateParty = z.infer<typeof ZUpdatePartySchema>;
