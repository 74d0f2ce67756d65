import "server-only";

import { cookies } from "next/headers";
import type { Session } from "next-auth";
import NextAuth from "next-auth";

import { readSession } from "@lexforge/auth";
import { createAuthConfig } from "@lexforge/auth/config";

import { authSecret, googleAuth } from "~/env";
import { getDb } from "./db";

// Lazy configuration: the adapter gets the database on the first auth call, not at import time.
export const { auth, handlers, signIn, signOut } = NextAuth(async () =>
  createAuthConfig({ db: await getDb(), secret: authSecret, google: googleAuth }),
);

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
