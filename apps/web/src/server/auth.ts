import "server-only";

import { headers } from "next/headers";
import type { Session } from "next-auth";
import NextAuth from "next-auth";

import { readSession } from "@lexforge/auth";
import { createAuthConfig } from "@lexforge/auth/config";

import { authSecret, env, googleAuth } from "~/env";
import { getDb } from "./db";
import { signInLimitsFor } from "./sign-in-limits";

// Lazy configuration: the adapter gets the database on the first auth call, not at import time.
export const { auth, handlers, signIn, signOut } = NextAuth(async () => {
  const db = await getDb();
  return createAuthConfig({
    db,
    secret: authSecret,
    google: googleAuth,
    signInLimits: signInLimitsFor(db),
    publicOrigin: env.APP_URL,
    // Auth.js never sees a client's Host or X-Forwarded-*: the route handler rebuilds every request's URL on
    // ownOrigin (APP_URL, required in production, or a declared proxy's headers), so the URL it trusts is ours.
    trustHost: true,
  });
});

export const googleEnabled = googleAuth !== undefined;

/**
 * The session of a route handler (tRPC, downloads, CSV, logo): the cookie read by Auth.js' getToken, with the
 * checks config.ts's callbacks make, without the CSRF token and cookie re-issue of Auth.js' session action.
 * Pages read theirs with auth().
 */
export async function apiSession(): Promise<Session | null> {
  if (!authSecret) return null; // the server does not start without one (instrumentation.ts)
  return readSession(await getDb(), { cookieHeader: (await headers()).get("cookie"), secret: authSecret });
}
