import type { Session } from "next-auth";

import type { Db } from "@lexforge/db";

import { decodeSessionToken } from "./session-token";
import { isSessionLive } from "./sessions";

/** Auth.js' session cookie: the `__Secure-` name over https. The name is also the token's key salt. */
const SESSION_COOKIES = ["__Secure-authjs.session-token", "authjs.session-token"];

/**
 * The session an API request carries, read as config.ts's jwt and session callbacks read it: the cookie's
 * token must decrypt and verify (ours, or whatever Auth.js' own decode accepts), name a user and a session,
 * and that session's row must still be live. Auth.js' session action also makes a CSRF token and re-issues
 * the cookie each time; an API call needs neither (the row ends 30 days after sign-in, whatever the cookie
 * says), and the two were about a fifth of a signed-in request's CPU.
 *
 * `undefined` means "ask Auth.js": a cookie split into chunks, which only its reader joins.
 */
export async function readSession(
  db: Db,
  { cookie, secret }: { cookie: (name: string) => string | undefined; secret: string },
): Promise<Session | null | undefined> {
  const name = SESSION_COOKIES.find((candidate) => cookie(candidate) !== undefined);
  if (!name) {
    return SESSION_COOKIES.some((candidate) => cookie(`${candidate}.0`) !== undefined) ? undefined : null;
  }
  const token = await decodeSessionToken({ token: cookie(name), secret, salt: name }).catch(() => null);
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
