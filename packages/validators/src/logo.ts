import { z } from "zod";

import { LOGO_MAX_BYTES, LOGO_MESSAGES } from "./logo-checks";

/** What the browser and the server both know about a file before its bytes are read. */
export const ZLogoFileSchema = z.object({
  type: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^image\/[a-z0-9.+-]+$/, LOGO_MESSAGES.invalidType.description),
  size: z
    .number()
    .int()
    .min(1, LOGO_MESSAGES.failed.description)
    .max(LOGO_MAX_BYTES, LOGO_MESSAGES.tooLarge.description),
});
export type TLogoFile = z.infer<typeof ZLogoFileSchema>;
