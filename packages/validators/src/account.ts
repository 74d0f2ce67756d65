import { z } from "zod";

import { text } from "./text";

import { ZPasswordSchema } from "./auth";

export const NAME_MAX_LENGTH = 100;
export const CURRENT_PASSWORD_INCORRECT = "Current password is incorrect";

export const ZAccountNameSchema = text()
  .trim()
  .min(1, "Please enter your name")
  .max(NAME_MAX_LENGTH, `Name must be at most ${NAME_MAX_LENGTH} characters`);

export const ZUpdateNameSchema = z.object({ name: ZAccountNameSchema });
export type TUpdateName = z.infer<typeof ZUpdateNameSchema>;

/** What the server needs: the confirmation is a form concern and never travels. */
export const ZChangePasswordSchema = z.object({
  currentPassword: text()
    .min(1, "Please enter your current password")
    .max(200, "Password must be at most 200 characters"),
  newPassword: ZPasswordSchema,
});
export type TChangePassword = z.infer<typeof ZChangePasswordSchema>;

/** The settings form: the same rules plus the spec's confirmation message on the confirm field. */
export const ZChangePasswordFormSchema = ZChangePasswordSchema.extend({
  confirmPassword: text().max(200),
}).refine((value) => value.newPassword === value.confirmPassword, {
  message: "Passwords do not match",
  path: ["confirmPassword"],
});
export type TChangePasswordForm = z.infer<typeof ZChangePasswordFormSchema>;
