import "server-only";

import { cookies } from "next/headers";
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
 * The session of an API call (tRPC, downloads): the cookie read directly by readSession, which checks what
 * Auth.js' callbacks check without its CSRF token and cookie re-issue; Auth.js itself for a chunked cookie.
 */
export async function apiSession(): Promise<Session | null> {
  if (!authSecret) return auth();
  const jar = await cookies();
  const session = await readSession(await getDb(), { cookie: (name) => jar.get(name)?.value, secret: authSecret });
  return session === undefined ? auth() : session;
}
