import { DrizzleAdapter } from "@auth/drizzle-adapter";
import type { NextAuthConfig } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import Google from "next-auth/providers/google";

import type { Db } from "@lexforge/db";
import { accounts, eq, sessions, users, verificationTokens } from "@lexforge/db";
import { ZSignInSchema } from "@lexforge/validators";

import { verifyPassword } from "./password";
import { decodeSessionToken, encodeSessionToken } from "./session-token";
import { endSession, isSessionLive, SESSION_MAX_AGE_SECONDS, startSession } from "./sessions";
import { insertUserWithGrant } from "./sign-up";

export type AuthOptions = {
  db: Db;
  /** Undefined only when the app refused to start without one (instrumentation.ts); never a default here. */
  secret: string | undefined;
  google?: { clientId: string; clientSecret: string; issuer?: string };
};

export function createAuthConfig({ db, secret, google }: AuthOptions): NextAuthConfig {
  const adapter = DrizzleAdapter(db, {
    usersTable: users,
    accountsTable: accounts,
    sessionsTable: sessions,
    verificationTokensTable: verificationTokens,
  });

  return {
    secret,
    trustHost: true,
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
    // Auth.js' own token format, without its per-request key derivation (see session-token.ts).
    jwt: { encode: encodeSessionToken, decode: decodeSessionToken },
    pages: { signIn: "/sign-in" },
    adapter: {
      ...adapter,
      // Google sign-ups go through the same grant as e-mail sign-ups: user and credit in one transaction.
      createUser: async ({ id: _id, ...data }) => {
        const user = await db.transaction((tx) =>
          insertUserWithGrant(tx, {
            email: data.email,
            name: data.name,
            image: data.image,
            // Google only hands out addresses it has verified (the e2e stand-in says email_verified too).
            emailVerified: data.emailVerified ?? new Date(),
            provider: "google",
          }),
        );
        return { ...user, emailVerified: user.emailVerified ?? null };
      },
    },
    providers: [
      Credentials({
        credentials: { email: {}, password: {} },
        authorize: async (raw) => {
          const parsed = ZSignInSchema.safeParse(raw);
          if (!parsed.success) return null;
          const user = await db.query.users.findFirst({ where: eq(users.email, parsed.data.email) });
          if (!user?.passwordHash) return null;
          if (!(await verifyPassword(user.passwordHash, parsed.data.password))) return null;
          return { id: user.id, email: user.email, name: user.name, image: user.image };
        },
      }),
      ...(google
        ? [
            Google({
              clientId: google.clientId,
              clientSecret: google.clientSecret,
              ...(google.issuer ? { issuer: google.issuer } : {}),
            }),
          ]
        : []),
    ],
    callbacks: {
      // Runs on sign-in (user set) and on every later read of the session: a JWT whose session row is gone
      // (signed out, password changed, signed out everywhere) or that predates session rows is refused.
      jwt: async ({ token, user }) => {
        if (user?.id) return { ...token, sub: user.id, sid: await startSession(db, user.id) };
        if (typeof token.sub !== "string" || typeof token.sid !== "string") return null;
        return (await isSessionLive(db, token.sub, token.sid)) ? token : null;
      },
      session: ({ session, token }) => {
        if (token.sub) session.user.id = token.sub;
        if (typeof token.sid === "string") session.sessionId = token.sid;
        return session;
      },
    },
    events: {
      signOut: async (message) => {
        const sid = "token" in message ? message.token?.sid : undefined;
        if (typeof sid === "string") await endSession(db, sid);
      },
    },
  };
}

declare module "next-auth" {
  interface Session {
    /** The server-side session row this cookie belongs to (kept when the password changes). */
    sessionId?: string;
  }
}
