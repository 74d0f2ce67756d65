import { endUserSessions } from "@lexforge/auth/sessions";
import { hashPassword } from "@lexforge/auth/password";
import type { Db } from "@lexforge/db";
import { eq, users } from "@lexforge/db";
import { VERIFY_EMAIL_TITLE } from "@lexforge/validators";

import { AppError } from "../../errors";
import { consumeToken, issueToken } from "./email-tokens";
import type { Mailer } from "./mailer";

export const INVALID_LINK_MESSAGE = "This link is invalid or has expired. Please ask for a new one.";

export class InvalidEmailLinkError extends AppError {
  constructor() {
    super("BAD_REQUEST", "INVALID_EMAIL_LINK", INVALID_LINK_MESSAGE);
  }
}

const link = (appUrl: string, pathname: string, email: string, token: string) => {
  const url = new URL(pathname, appUrl);
  url.searchParams.set("email", email);
  url.searchParams.set("token", token);
  return url.href;
};

/** After sign-up, and when a signed-in user asks again: a link that marks the address verified. */
export async function sendVerificationEmail(
  db: Db,
  mailer: Mailer,
  { email, appUrl }: { email: string; appUrl: string },
) {
  const token = await issueToken(db, "verify", email);
  await mailer.send({
    to: email,
    subject: VERIFY_EMAIL_TITLE,
    text: `${VERIFY_EMAIL_TITLE} to use your free document credit:\n\n${link(appUrl, "/verify-email", email, token)}\n\nThe link works for 24 hours. If you did not sign up for Lexforge, ignore this e-mail.`,
  });
}

export async function verifyEmail(db: Db, { email, token }: { email: string; token: string }) {
  if (!(await consumeToken(db, "verify", email, token))) throw new InvalidEmailLinkError();
  await db.update(users).set({ emailVerified: new Date() }).where(eq(users.email, email.toLowerCase()));
  return { verified: true };
}

/**
 * Sends a reset link when the address belongs to a password account. The answer is the same either way,
 * so the form cannot be used to find out who has an account.
 */
export async function requestPasswordReset(
  db: Db,
  mailer: Mailer,
  { email, appUrl }: { email: string; appUrl: string },
) {
  const user = await db.query.users.findFirst({
    where: eq(users.email, email.toLowerCase()),
    columns: { provider: true },
  });
  if (user?.provider !== "email") return { sent: true };
  const token = await issueToken(db, "reset", email);
  await mailer.send({
    to: email,
    subject: "Reset your Lexforge password",
    text: `Someone (hopefully you) asked to reset the password of this account. Choose a new one here:\n\n${link(appUrl, "/reset-password", email, token)}\n\nThe link works for one hour and once. If it was not you, ignore this e-mail: your password stays as it is.`,
  });
  return { sent: true };
}

/** A new password from a reset link; every session of the account ends (whoever had it is signed out). */
export async function resetPassword(
  db: Db,
  { email, token, newPassword }: { email: string; token: string; newPassword: string },
) {
  if (!(await consumeToken(db, "reset", email, token))) throw new InvalidEmailLinkError();
  const [user] = await db
    .update(users)
    .set({ passwordHash: await hashPassword(newPassword), passwordUpdatedAt: new Date(), emailVerified: new Date() })
    .where(eq(users.email, email.toLowerCase()))
    .returning({ id: users.id });
  if (!user) throw new InvalidEmailLinkError();
  await endUserSessions(db, user.id);
  return { reset: true };
}
