import { z } from "zod";

import { ZEmailSchema } from "./auth";
import { text } from "./text";

/** How long a signing link works, and how many parties one request may have. */
export const SIGNING_LINK_DAYS = 14;
export const MAX_SIGNERS = 10;

const name = text().trim().min(1, "Enter the signer's name").max(200, "Must be at most 200 characters");

export const ZSignerSchema = z.object({
  /** The signature line in the document's signature block (signingSlots). */
  slot: z
    .int()
    .min(0)
    .max(MAX_SIGNERS - 1),
  name,
  email: ZEmailSchema,
});

export const ZSendForSignatureSchema = z.object({
  documentId: z.uuid("Unknown document"),
  signers: z
    .array(ZSignerSchema)
    .min(1, "Add the signers")
    .max(MAX_SIGNERS)
    .refine((rows) => new Set(rows.map((r) => r.slot)).size === rows.length, "Each party signs once"),
  ordered: z.boolean().default(false),
});
export type TSendForSignature = z.input<typeof ZSendForSignatureSchema>;

export const ZSignatureRequestIdSchema = z.object({ requestId: z.uuid("Unknown signature request") });
export const ZVoidSignatureRequestSchema = ZSignatureRequestIdSchema.extend({
  reason: text().trim().max(500, "Must be at most 500 characters").optional(),
});

/** The token in a signer's link: 32 random bytes, base64url. */
export const ZSigningTokenSchema = z.object({
  token: text()
    .min(20, "This signing link is not valid.")
    .max(100, "This signing link is not valid.")
    .regex(/^[A-Za-z0-9_-]+$/, "This signing link is not valid."),
});

/** A drawn signature: a PNG data URL from the signature pad, kept small. */
const PNG_DATA_URL = /^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/;
export const MAX_SIGNATURE_IMAGE_CHARS = 200_000;

export const ZAdoptedSignatureSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("typed"), text: name }),
  z.object({
    kind: z.literal("drawn"),
    text: name,
    image: text()
      .max(MAX_SIGNATURE_IMAGE_CHARS, "The drawn signature is too large. Clear it and draw it again.")
      .regex(PNG_DATA_URL, "Draw your signature in the box."),
  }),
]);

export const ZSignSchema = ZSigningTokenSchema.extend({ signature: ZAdoptedSignatureSchema });
export const ZDeclineSchema = ZSigningTokenSchema.extend({
  reason: text().trim().min(1, "Say why you decline").max(500, "Must be at most 500 characters"),
});
