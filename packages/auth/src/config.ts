import { DrizzleAdapter } from "@auth/drizzle-adapter";
import type { NextAuthConfig } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import Google from "next-auth/providers/google";

import type { Db } from "@lexforge/db";
import { accounts, eq, sessions, users, verificationTokens } from "@lexforge/db";
import { ZSignInSchema } from "@lexforge/validators";

import { verifyPassword } from "./password";
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
    session: { strategy: "jwt" },
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
            emailVerified: data.emailVerified,
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
      jwt: ({ token, user }) => {
        if (user?.id) token.sub = user.id;
        return token;
      },
      session: ({ session, token }) => {
        if (token.sub) session.user.id = token.sub;
        return session;
      },
    },
  };
}
