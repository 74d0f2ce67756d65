import { randomBytes } from "node:crypto";

import type { Db } from "@lexforge/db";
import { and, eq, gt, ne, sessions } from "@lexforge/db";

/** How long a sign-in lasts; the row and the cookie expire together. */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/**
 * The session cookie stays a signed JWT, but every JWT names a row in `sessions`: deleting the row ends
 * the session everywhere, at once, in every process sharing the database (a copied cookie stops working).
 */
export async function startSession(db: Db, userId: string): Promise<string> {
  const sessionId = randomBytes(32).toString("base64url");
  await db.insert(sessions).values({
    sessionToken: sessionId,
    userId,
    expires: new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000),
  });
  return sessionId;
}

export async function isSessionLive(db: Db, userId: string, sessionId: string): Promise<boolean> {
  const row = await db.query.sessions.findFirst({
    where: and(eq(sessions.sessionToken, sessionId), eq(sessions.userId, userId), gt(sessions.expires, new Date())),
    columns: { sessionToken: true },
  });
  return row !== undefined;
}

export async function endSession(db: Db, sessionId: string) {
  await db.delete(sessions).where(eq(sessions.sessionToken, sessionId));
}

/** "Sign out everywhere", or every session but the current one after a password change. */
export async function endUserSessions(db: Db, userId: string, options: { except?: string } = {}) {
  await db
    .delete(sessions)
    .where(
      options.except
        ? and(eq(sessions.userId, userId), ne(sessions.sessionToken, options.except))
        : eq(sessions.userId, userId),
    );
}
