type JWT = Record<string, unknown> & { sid?: string; sub?: string };
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createAuthConfig } from "@lexforge/auth/config";
import { hashPassword } from "@lexforge/auth/password";
import { count, eq, sessions } from "@lexforge/db";

import { createCaller, createTRPCContext } from "../src";
import type { TestApi } from "./support/api";
import { createTestApi } from "./support/api";

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});
afterAll(() => t.close());

type Callbacks = {
  jwt: (params: { token: JWT; user?: { id: string } }) => Promise<JWT | null>;
};

function auth() {
  const config = createAuthConfig({
    db: t.db,
    secret: "test-secret-0123456789",
    trustHost: true,
    signInLimits: { begin: () => Promise.resolve("allowed"), succeeded: () => Promise.resolve() },
  });
  const callbacks = config.callbacks as unknown as Callbacks;
  const signOut = config.events?.signOut as (message: { token: JWT | null }) => Promise<void>;
  return {
    /** What the sign-in writes into the cookie. */
    signIn: (userId: string) => callbacks.jwt({ token: {}, user: { id: userId } }),
    /** What every later request does with the cookie's token: null means signed out. */
    read: (token: JWT) => callbacks.jwt({ token }),
    signOut: (token: JWT) => signOut({ token }),
  };
}

function callerWith(userId: string, sessionId: string) {
  return createCaller(
    createTRPCContext({
      db: t.db,
      session: { user: { id: userId }, sessionId, expires: new Date(Date.now() + 60_000).toISOString() },
      appUrl: "http://localhost",
      payments: { production: false },
    }),
  );
}

const liveSessions = async (userId: string) =>
  (await t.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, userId)))[0]?.n;

describe("sessions are revocable", () => {
  it("sign-out ends the session: the same token (a copied cookie) is refused afterwards", async () => {
    const { id } = await t.user();
    const a = auth();
    const token = await a.signIn(id);
    expect(token?.sid).toEqual(expect.any(String));
    expect(await a.read(token as JWT)).not.toBeNull();
    await a.signOut(token as JWT);
    expect(await a.read(token as JWT)).toBeNull();
  });

  it("a token without a session row (a JWT from before, or forged with the secret) is refused", async () => {
    const { id } = await t.user();
    expect(await auth().read({ sub: id })).toBeNull();
    expect(await auth().read({ sub: id, sid: "made-up" })).toBeNull();
  });

  it("a password change ends every other session and keeps the one that changed it", async () => {
    const { id } = await t.user({ passwordHash: await hashPassword("old-password-1") });
    const a = auth();
    const here = (await a.signIn(id)) as JWT;
    const elsewhere = (await a.signIn(id)) as JWT;
    await callerWith(id, here.sid as string).account.changePassword({
      currentPassword: "old-password-1",
      newPassword: "new-password-2",
    });
    expect(await a.read(elsewhere)).toBeNull();
    expect(await a.read(here)).not.toBeNull();
  });

  it("sign out everywhere ends them all, this one included, and only this user's", async () => {
    const { id } = await t.user();
    const other = await t.user();
    const a = auth();
    const tokens = [(await a.signIn(id)) as JWT, (await a.signIn(id)) as JWT];
    const othersToken = (await a.signIn(other.id)) as JWT;
    await callerWith(id, tokens[0]?.sid as string).account.signOutEverywhere();
    for (const token of tokens) expect(await a.read(token)).toBeNull();
    expect(await liveSessions(id)).toBe(0);
    expect(await a.read(othersToken)).not.toBeNull();
  });

  it("a second process (another config on the same database) sees the revocation at once", async () => {
    const { id } = await t.user();
    const processA = auth();
    const processB = auth();
    const token = (await processA.signIn(id)) as JWT;
    expect(await processB.read(token)).not.toBeNull();
    await processA.signOut(token);
    expect(await processB.read(token)).toBeNull();
  });
});
