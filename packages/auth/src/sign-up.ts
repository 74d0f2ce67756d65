import type { Db, Tx } from "@lexforge/db";
import { creditBalances, creditLedger, users } from "@lexforge/db";
import type { TSignUp } from "@lexforge/validators";

import { hashPassword } from "./password";

/** Spec: new users receive 1 free document credit on registration. */
export const SIGNUP_CREDITS = 1;

export class EmailTakenError extends Error {
  constructor() {
    super("An account with this email already exists");
    this.name = "EmailTakenError";
  }
}

type NewUser = {
  email: string;
  name?: string | null;
  image?: string | null;
  emailVerified?: Date | null;
  passwordHash?: string | null;
  provider: "email" | "google";
};

/** Inserts the user and grants the sign-up credit through the ledger in the same transaction. */
export async function insertUserWithGrant(tx: Tx, values: NewUser) {
  const [user] = await tx
    .insert(users)
    .values({
      ...values,
      email: values.email.toLowerCase(),
      passwordUpdatedAt: values.passwordHash ? new Date() : null,
    })
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (!user) throw new EmailTakenError();
  await tx.insert(creditBalances).values({ userId: user.id, amount: SIGNUP_CREDITS });
  await tx.insert(creditLedger).values({
    userId: user.id,
    delta: SIGNUP_CREDITS,
    reason: "signup_grant",
    balanceAfter: SIGNUP_CREDITS,
  });
  return user;
}

export async function signUpWithPassword(db: Db, input: Pick<TSignUp, "email" | "password">) {
  const passwordHash = await hashPassword(input.password);
  return db.transaction((tx) => insertUserWithGrant(tx, { email: input.email, passwordHash, provider: "email" }));
}
