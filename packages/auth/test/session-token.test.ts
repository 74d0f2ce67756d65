import { describe, expect, it } from "vitest";

import { decode as authDecode, encode as authEncode } from "next-auth/jwt";

import { decodeSessionToken, encodeSessionToken } from "../src/session-token";

const secret = "test-secret-0123456789abcdef0123456789";
const salt = "authjs.session-token";
const claims = { sub: "8a6e0f9e-1d7b-4a59-9a57-6f1d3c1b2a10", sid: "session-row-id", email: "a@example.com" };

const flip = (token: string, part: number) =>
  token
    .split(".")
    .map((p, i) => (i === part ? (p[0] === "A" ? "B" : "A") + p.slice(1) : p))
    .join(".");

describe("session token (Auth.js' JWE, key derived once)", () => {
  it("Auth.js reads the tokens it issues, with the same claims", async () => {
    const token = await encodeSessionToken({ token: claims, secret, salt, maxAge: 60 });
    const read = await authDecode({ token, secret, salt });
    expect(read).toMatchObject(claims);
    expect(typeof read?.exp).toBe("number");
  });

  it("reads the tokens Auth.js issued (cookies from before the switch keep working)", async () => {
    const token = await authEncode({ token: claims, secret, salt, maxAge: 60 });
    expect(await decodeSessionToken({ token, secret, salt })).toMatchObject(claims);
  });

  it("refuses a token whose ciphertext, tag or header was changed", async () => {
    const token = await encodeSessionToken({ token: claims, secret, salt, maxAge: 60 });
    for (const part of [0, 2, 3, 4]) {
      await expect(decodeSessionToken({ token: flip(token, part), secret, salt })).rejects.toThrow();
    }
  });

  it("refuses a token made with another secret or for another cookie (salt)", async () => {
    const token = await encodeSessionToken({ token: claims, secret, salt, maxAge: 60 });
    await expect(decodeSessionToken({ token, secret: `${secret}-other`, salt })).rejects.toThrow();
    await expect(decodeSessionToken({ token, secret, salt: "__Secure-authjs.session-token" })).rejects.toThrow();
  });

  it("refuses an expired token", async () => {
    const token = await encodeSessionToken({ token: claims, secret, salt, maxAge: -60 });
    await expect(decodeSessionToken({ token, secret, salt })).rejects.toThrow();
  });
});
