import { randomBytes } from "node:crypto";

import type { Db } from "@lexforge/db";
import { and, eq, gt, ne, sessions, sql } from "@lexforge/db";

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

/**
 * Every signed-in request asks this, so the statement is built once per database and reused with the
 * request's values (building it each time was a tenth of a generate request's time on its thread).
 */
const liveSessionQueries = new WeakMap<Db, ReturnType<typeof prepareLiveSession>>();
const prepareLiveSession = (db: Db) =>
  db
    .select({ sessionToken: sessions.sessionToken })
    .from(sessions)
    .where(
      and(
        eq(sessions.sessionToken, sql.placeholder("sessionId")),
        eq(sessions.userId, sql.placeholder("userId")),
        gt(sessions.expires, sql`now()`),
      ),
    )
    .limit(1)
    .prepare("lexforge_live_session");

export async function isSessionLive(db: Db, userId: string, sessionId: string): Promise<boolean> {
  let query = liveSessionQueries.get(db);
  if (!query) {
    query = prepareLiveSession(db);
    liveSessionQueries.set(db, query);
  }
  const rows = await query.execute({ userId, sessionId });
  return rows.length > 0;
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
