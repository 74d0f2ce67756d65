import { z } from "zod";

import { text } from "./text";

/** The two kinds of request the chat widget files into support_requests. */
export const CHAT_REQUEST_KINDS = ["contact", "live_agent"] as const;
export type TChatRequestKind = (typeof CHAT_REQUEST_KINDS)[number];

const required = (field: string, max: number) =>
  text().trim().min(1, `${field} is required`).max(max, `${field} must be at most ${max} characters`);

/** Chat contact form / live-agent request: name, email and message are all required. */
export const ZChatSubmitSchema = z.object({
  kind: z.enum(CHAT_REQUEST_KINDS),
  name: required("Name", 100),
  email: text()
    .trim()
    .max(254, "Please enter a valid email address")
    .pipe(z.email("Please enter a valid email address"))
    .transform((value) => value.toLowerCase()),
  message: required("Message", 5000),
});
export type TChatSubmit = z.infer<typeof ZChatSubmitSchema>;

/** The /contact page's form: the same fields, always filed as a contact request. */
export const ZContactFormSchema = ZChatSubmitSchema.omit({ kind: true });
export type TContactForm = z.infer<typeof ZContactFormSchema>;
