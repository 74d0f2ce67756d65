import { z } from "zod";

import { text } from "./text";

export const ZEmailSchema = text()
  .trim()
  .max(254, "Please enter a valid email address")
  .pipe(z.email("Please enter a valid email address"))
  .transform((value) => value.toLowerCase());

export const ZSignInSchema = z.object({
  email: ZEmailSchema,
  password: text().min(1, "Password is required").max(200, "Password is too long"),
});
export type TSignIn = z.infer<typeof ZSignInSchema>;

export const ZPasswordSchema = text()
  .min(8, "Password must be at least 8 characters")
  .max(200, "Password must be at most 200 characters");

export const ZSignUpSchema = z
  .object({
    email: ZEmailSchema,
    password: ZPasswordSchema,
    confirmPassword: text().max(200),
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: "Passwords do not match",
    path: ["confirmPassword"],
  });
export type TSignUp = z.infer<typeof ZSignUpSchema>;

/** The two fields every e-mail link carries back. */
const emailLink = { email: ZEmailSchema, token: text().min(1).max(200) };

export const ZRequestPasswordResetSchema = z.object({ email: ZEmailSchema });
export const ZResetPasswordSchema = z.object({ ...emailLink, newPassword: ZPasswordSchema });
export const ZVerifyEmailSchema = z.object(emailLink);
