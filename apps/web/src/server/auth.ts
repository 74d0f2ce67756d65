import "server-only";

import { headers } from "next/headers";
import type { Session } from "next-auth";
import NextAuth from "next-auth";

import { readSession } from "@lexforge/auth";
import { createAuthConfig } from "@lexforge/auth/config";

import { authSecret, env, googleAuth } from "~/env";
import { getDb } from "./db";
import { ownOrigin } from "./request-origin";
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
    // The auth route handler rebuilds every request's URL on ownOrigin (APP_URL, required in production, or a
    // declared proxy's headers), so sign-in and its redirects never follow a client's Host. Pages' auth() reads
    // the session from the request as sent; the cookie's name follows APP_URL (publicOrigin), not the Host.
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
  const requestHeaders = await headers();
  return readSession(await getDb(), {
    cookieHeader: requestHeaders.get("cookie"),
    secret: authSecret,
    // The __Secure- cookie exactly when Auth.js sets it: the public origin is https (APP_URL, or ownOrigin).
    secureCookie: ownOrigin(requestHeaders).startsWith("https:"),
  });
}
