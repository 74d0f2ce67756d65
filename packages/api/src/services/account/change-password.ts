import { hashPassword, verifyPassword } from "@lexforge/auth/password";
import { endUserSessions } from "@lexforge/auth/sessions";
import type { Db } from "@lexforge/db";
import { and, eq, users } from "@lexforge/db";
import type { TChangePassword } from "@lexforge/validators";

import {
  AccountNotFoundError,
  CurrentPasswordIncorrectError,
  PasswordChangedConcurrentlyError,
  PasswordManagedByProviderError,
} from "./errors";

/**
 * Verifies the current password, then swaps the hash and ends every other session of the account (a
 * stolen cookie stops working; the session that changed the password stays signed in). The write is conditional on the hash we
 * verified, so two concurrent changes cannot both win with only one of them knowing the password.
 */
export async function changePassword(
  db: Db,
  { userId, sessionId, currentPassword, newPassword }: { userId: string; sessionId?: string } & TChangePassword,
) {
  const user = await db.query.users.findFirst({
    where: eq(users.id, userId),
    columns: { provider: true, passwordHash: true },
  });
  if (!user) throw new AccountNotFoundError();
  if (user.provider !== "email" || !user.passwordHash) throw new PasswordManagedByProviderError();
  if (!(await verifyPassword(user.passwordHash, currentPassword))) {
    throw new CurrentPasswordIncorrectError();
  }

  const passwordUpdatedAt = new Date();
  const [row] = await db
    .update(users)
    .set({ passwordHash: await hashPassword(newPassword), passwordUpdatedAt })
    .where(and(eq(users.id, userId), eq(users.passwordHash, user.passwordHash)))
    .returning({ id: users.id });
  if (!row) throw new PasswordChangedConcurrentlyError();
  await endUserSessions(db, userId, { except: sessionId });
  return { passwordUpdatedAt };
}
