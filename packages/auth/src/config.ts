import { DrizzleAdapter } from "@auth/drizzle-adapter";
import type { NextAuthConfig } from "next-auth";
import { CredentialsSignin } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import Google from "next-auth/providers/google";

import type { Db } from "@lexforge/db";
import { accounts, eq, sessions, users, verificationTokens } from "@lexforge/db";
import { log } from "@lexforge/log";
import { safeCallbackPath, ZSignInSchema } from "@lexforge/validators";

import { verifyAgainstNoAccount, verifyPassword } from "./password";
import { endSession, isSessionLive, SESSION_MAX_AGE_SECONDS, startSession } from "./sessions";
import { insertUserWithGrant } from "./sign-up";

/**
 * The abuse limits of password sign-in, counted where the credentials are parsed: `begin` runs before the
 * password is checked and answers "refused" when the account or the client address is over its limit.
 */
export type SignInLimits = {
  begin: (email: string, request: Request) => Promise<"allowed" | "refused">;
  succeeded: (email: string, request: Request) => Promise<void>;
};

/** What a sign-in refused by the limits answers: next-auth puts the code in the error URL (code=rate_limited). */
export class SignInRateLimited extends CredentialsSignin {
  code = "rate_limited";
}

export type AuthOptions = {
  db: Db;
  /** Undefined only when the app refused to start without one (instrumentation.ts); never a default here. */
  secret: string | undefined;
  google?: { clientId: string; clientSecret: string; issuer?: string };
  /** Counts and refuses password sign-ins (packages/api's signInLimits); required, so no caller goes without. */
  signInLimits: SignInLimits;
  /**
   * The public origin (APP_URL) when one is configured: session cookies are `__Secure-` exactly when it is
   * https, whatever a request's headers claim. Without one they follow the request's own scheme.
   */
  publicOrigin?: string;
  /**
   * Whether Auth.js may serve requests whose URL it did not get from configuration. The app's route handler
   * builds that URL from APP_URL, or from a declared proxy's headers (request-origin.ts).
   */
  trustHost: boolean;
};

export function createAuthConfig({
  db,
  secret,
  google,
  signInLimits,
  publicOrigin,
  trustHost,
}: AuthOptions): NextAuthConfig {
  const adapter = DrizzleAdapter(db, {
    usersTable: users,
    accountsTable: accounts,
    sessionsTable: sessions,
    verificationTokensTable: verificationTokens,
  });

  return {
    secret,
    trustHost,
    ...(publicOrigin ? { useSecureCookies: publicOrigin.startsWith("https:") } : {}),
    logger: { error: logAuthError },
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
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
        authorize: async (raw, request) => {
          const parsed = ZSignInSchema.safeParse(raw);
          if (!parsed.success) return null;
          const { email, password } = parsed.data;
          if ((await signInLimits.begin(email, request)) === "refused") throw new SignInRateLimited();
          const user = await db.query.users.findFirst({ where: eq(users.email, email) });
          const valid = user?.passwordHash
            ? await verifyPassword(user.passwordHash, password)
            : await verifyAgainstNoAccount(password);
          if (!user || !valid) return null;
          await signInLimits.succeeded(email, request);
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
      // Where Auth.js sends the browser after signing in or out: a path of this site, never another host.
      // The destination is judged as it was sent, not after URL parsing tidied it ("/a/../x" is refused, not
      // rewritten): only this site's origin is taken off the front.
      redirect: ({ url, baseUrl }) => {
        const origin = new URL(baseUrl).origin;
        const path = url.startsWith(`${origin}/`) ? url.slice(origin.length) : url.startsWith("/") ? url : "";
        return new URL(safeCallbackPath(path), baseUrl).href;
      },
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

/**
 * One line per Auth.js error, without a stack (each failed sign-in is one of these, so an attacker must not
 * set how fast the log grows) and without messages of underlying errors, which can carry query parameters.
 */
function logAuthError(error: Error) {
  const type = "type" in error && typeof error.type === "string" ? error.type : error.name;
  const code = error instanceof CredentialsSignin ? { code: error.code } : {};
  const cause = error.cause && typeof error.cause === "object" && "err" in error.cause ? error.cause.err : undefined;
  const causeType = cause instanceof Error ? { causeType: cause.constructor.name } : {};
  log.warn({ event: "auth", type, ...code, ...causeType }, `auth: ${type}`);
}

declare module "next-auth" {
  interface Session {
    /** The server-side session row this cookie belongs to (kept when the password changes). */
    sessionId?: string;
  }
}
