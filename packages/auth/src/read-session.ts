import type { Session } from "next-auth";
import { getToken } from "next-auth/jwt";

import type { Db } from "@lexforge/db";

import { isSessionLive } from "./sessions";

/**
 * The session an API request carries, read as config.ts's jwt and session callbacks read it: Auth.js' own
 * getToken decrypts and verifies the cookie (chunks included), the token must name a user and a session, and
 * that session's row must still be live. Auth.js' session action would also make a CSRF token and re-issue the
 * cookie; an API call needs neither (the row ends 30 days after sign-in, whatever the cookie says).
 */
export async function readSession(
  db: Db,
  {
    cookieHeader,
    secret,
    secureCookie,
  }: {
    cookieHeader: string | null;
    secret: string;
    /** Whether the site is served over https, decided as Auth.js' own configuration decides it, never by the request. */
    secureCookie: boolean;
  },
): Promise<Session | null> {
  // Only the cookie is passed on: getToken would also take a bearer token, which no client of ours sends.
  const token = await getToken({ req: { headers: { cookie: cookieHeader ?? "" } }, secret, secureCookie });
  if (!token || typeof token.sub !== "string" || typeof token.sid !== "string" || typeof token.exp !== "number") {
    return null;
  }
  if (!(await isSessionLive(db, token.sub, token.sid))) return null;
  return {
    user: {
      id: token.sub,
      name: token.name ?? null,
      email: token.email ?? null,
      image: token.picture ?? null,
    },
    expires: new Date(token.exp * 1000).toISOString(),
    sessionId: token.sid,
  };
}
