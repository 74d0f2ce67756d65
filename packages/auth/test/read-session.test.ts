import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { encode } from "next-auth/jwt";

import type { DbHandle } from "@lexforge/db/client";
import { seedUser } from "@lexforge/db/seed";
import { createTestDb } from "@lexforge/db/testing";

import { readSession } from "../src/read-session";
import { endSession, startSession } from "../src/sessions";

const secret = "test-secret-0123456789abcdef0123456789";
const cookieName = "authjs.session-token";

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle.close();
});

/** A Cookie header with these cookies, plus one of another site's to show it is read by name. */
const jar = (cookies: Record<string, string>) =>
  ["theme=dark", ...Object.entries(cookies).map(([name, value]) => `${name}=${value}`)].join("; ");

async function signedIn(claims: Record<string, unknown> = {}) {
  const user = await seedUser(handle.db);
  const sid = await startSession(handle.db, user.id);
  const token = await encode({
    token: { sub: user.id, sid, email: user.email, name: "Ada", picture: null, ...claims },
    secret,
    salt: cookieName,
    maxAge: 60,
  });
  return { user, sid, token };
}

describe("readSession: an API call's session, read as Auth.js' callbacks read it", () => {
  it("a live session's cookie gives its user, address and session id", async () => {
    const { user, sid, token } = await signedIn();
    const session = await readSession(handle.db, {
      secureCookie: false,
      cookieHeader: jar({ [cookieName]: token }),
      secret,
    });
    expect(session?.user?.id).toBe(user.id);
    expect(session?.user?.email).toBe(user.email);
    expect(session?.sessionId).toBe(sid);
    expect(Date.parse(session?.expires ?? "")).toBeGreaterThan(Date.now());
  });

  it("an https site reads only the __Secure- cookie, and a plain one planted beside it is no session", async () => {
    const user = await seedUser(handle.db);
    const sid = await startSession(handle.db, user.id);
    const name = "__Secure-authjs.session-token";
    const secure = await encode({ token: { sub: user.id, sid }, secret, salt: name, maxAge: 60 });
    const read = (secureCookie: boolean, cookies: Record<string, string>) =>
      readSession(handle.db, { secureCookie, cookieHeader: jar(cookies), secret });
    expect((await read(true, { [name]: secure }))?.user?.id).toBe(user.id);
    // A cookie without the prefix can be set over plain http or by a subdomain: an https site ignores it.
    const plain = await encode({ token: { sub: user.id, sid }, secret, salt: cookieName, maxAge: 60 });
    expect(await read(true, { [cookieName]: plain })).toBeNull();
    // An http site reads the plain cookie only; the same token under the other name does not verify.
    expect((await read(false, { [cookieName]: plain }))?.user?.id).toBe(user.id);
    expect(await read(false, { [cookieName]: secure })).toBeNull();
  });

  it("a signed-out session (its row deleted) is no session, even with a valid cookie", async () => {
    const { sid, token } = await signedIn();
    await endSession(handle.db, sid);
    expect(
      await readSession(handle.db, { secureCookie: false, cookieHeader: jar({ [cookieName]: token }), secret }),
    ).toBeNull();
  });

  it("a cookie changed, made with another secret, expired, or without a session id is no session", async () => {
    const { token } = await signedIn();
    const changed = token.slice(0, -4) + (token.endsWith("AAAA") ? "BBBB" : "AAAA");
    expect(
      await readSession(handle.db, { secureCookie: false, cookieHeader: jar({ [cookieName]: changed }), secret }),
    ).toBeNull();
    expect(
      await readSession(handle.db, {
        secureCookie: false,
        cookieHeader: jar({ [cookieName]: token }),
        secret: `${secret}-x`,
      }),
    ).toBeNull();
    const expired = await signedIn({ exp: Math.floor(Date.now() / 1000) - 3600 });
    const oldToken = await encode({
      token: { sub: expired.user.id, sid: expired.sid },
      secret,
      salt: cookieName,
      maxAge: -3600,
    });
    expect(
      await readSession(handle.db, { secureCookie: false, cookieHeader: jar({ [cookieName]: oldToken }), secret }),
    ).toBeNull();
    const user = await seedUser(handle.db);
    const noSid = await encode({ token: { sub: user.id }, secret, salt: cookieName, maxAge: 60 });
    expect(
      await readSession(handle.db, { secureCookie: false, cookieHeader: jar({ [cookieName]: noSid }), secret }),
    ).toBeNull();
  });

  it("another user's session id does not sign in as this user", async () => {
    const first = await signedIn();
    const second = await seedUser(handle.db);
    const token = await encode({
      token: { sub: second.id, sid: first.sid },
      secret,
      salt: cookieName,
      maxAge: 60,
    });
    expect(
      await readSession(handle.db, { secureCookie: false, cookieHeader: jar({ [cookieName]: token }), secret }),
    ).toBeNull();
  });

  it("no cookie is no session; a cookie Auth.js split into chunks is joined and read", async () => {
    expect(await readSession(handle.db, { secureCookie: false, cookieHeader: null, secret })).toBeNull();
    expect(await readSession(handle.db, { secureCookie: false, cookieHeader: jar({}), secret })).toBeNull();
    const { user, token } = await signedIn();
    const half = Math.ceil(token.length / 2);
    const chunks = { [`${cookieName}.0`]: token.slice(0, half), [`${cookieName}.1`]: token.slice(half) };
    expect((await readSession(handle.db, { secureCookie: false, cookieHeader: jar(chunks), secret }))?.user?.id).toBe(
      user.id,
    );
  });
});
