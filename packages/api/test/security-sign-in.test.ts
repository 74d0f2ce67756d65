import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createAuthConfig, SignInRateLimited } from "@lexforge/auth/config";
import { hashPassword } from "@lexforge/auth/password";

import { LIMITS, rateLimitsFor, signInLimits } from "../src";
import type { TestApi } from "./support/api";
import { createTestApi } from "./support/api";

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});
afterAll(() => t.close());

const PASSWORD = "correct-horse-battery";
type Authorize = (credentials: Record<string, unknown>, request: Request) => Promise<{ id: string } | null>;

/** The credentials check exactly as Auth.js calls it, with the limits the app wires in (address from XFF). */
function credentialsCheck() {
  const refusals: number[] = [];
  const config = createAuthConfig({
    db: t.db,
    secret: "test-secret-0123456789",
    trustHost: true,
    signInLimits: signInLimits(() => rateLimitsFor(t.db), {
      addressOf: (request) => request.headers.get("x-forwarded-for") ?? "unknown",
      onRefused: (seconds) => refusals.push(seconds),
    }),
  });
  const provider = config.providers.find((p) => (p as { id?: string }).id === "credentials") as unknown as {
    options: { authorize: Authorize };
  };
  const attempt = (email: string, password: string, address = "203.0.113.7") =>
    provider.options.authorize(
      { email, password },
      new Request("http://localhost/api/auth/callback/credentials", { headers: { "x-forwarded-for": address } }),
    );
  /** "signed-in", "failed" (password checked and wrong) or "refused" (over a limit, never checked). */
  const outcome = (email: string, password: string, address?: string) =>
    attempt(email, password, address).then(
      (user) => (user ? "signed-in" : "failed"),
      (error: unknown) => {
        if (error instanceof SignInRateLimited) return "refused";
        throw error;
      },
    );
  return { outcome, refusals };
}

const unique = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 10)}@example.com`;
const uniqueAddress = () => `198.51.100.${Math.floor(Math.random() * 250)}-${Math.random().toString(36).slice(2)}`;

async function account(prefix: string) {
  const email = unique(prefix);
  await t.user({ email, passwordHash: await hashPassword(PASSWORD) });
  return email;
}

describe("the sign-in lockout lives in the credentials check", () => {
  it(`after ${LIMITS.signInAccount.points} failures the right password is refused before it is checked`, async () => {
    const email = await account("locked");
    const { outcome, refusals } = credentialsCheck();
    for (let i = 0; i < LIMITS.signInAccount.points; i++) {
      expect(await outcome(email, `wrong-${i}`, uniqueAddress())).toBe("failed");
    }
    expect(await outcome(email, PASSWORD, uniqueAddress())).toBe("refused");
    expect(refusals.at(-1)).toBeGreaterThan(0);
    expect(refusals.at(-1)).toBeLessThanOrEqual(LIMITS.signInAccount.duration);
  });

  it("a parallel burst of 30 with the right password last: at most 10 are checked and the right one is refused", async () => {
    const email = await account("burst");
    const { outcome } = credentialsCheck();
    const wrong = Array.from({ length: 29 }, (_, i) => outcome(email, `wrong-${i}`, uniqueAddress()));
    // Sent while the wrong ones are still being checked (each check takes tens of milliseconds).
    await new Promise((resolve) => setTimeout(resolve, 5));
    const right = outcome(email, PASSWORD, uniqueAddress());
    const results = await Promise.all([...wrong, right]);
    expect(results.filter((r) => r === "failed").length).toBeLessThanOrEqual(LIMITS.signInAccount.points);
    expect(results.filter((r) => r === "signed-in")).toEqual([]);
    expect(await right).toBe("refused");
  });

  it("an unknown address and a Google-only account are counted and locked the same way", async () => {
    const google = unique("google");
    await t.user({ email: google, passwordHash: null });
    const { outcome } = credentialsCheck();
    for (const email of [unique("nobody"), google]) {
      for (let i = 0; i < LIMITS.signInAccount.points; i++) expect(await outcome(email, `guess-${i}`)).toBe("failed");
      expect(await outcome(email, "one-more")).toBe("refused");
    }
  });

  it("a sign-in that succeeds clears the account's failures", async () => {
    const email = await account("recovers");
    const { outcome } = credentialsCheck();
    for (let i = 0; i < LIMITS.signInAccount.points - 1; i++) expect(await outcome(email, `wrong-${i}`)).toBe("failed");
    expect(await outcome(email, PASSWORD)).toBe("signed-in");
    for (let i = 0; i < LIMITS.signInAccount.points; i++) expect(await outcome(email, `again-${i}`)).toBe("failed");
    expect(await outcome(email, PASSWORD)).toBe("refused");
  });

  it(`an address with ${LIMITS.signInIp.points} failures across accounts is refused for every account; another address is not`, async () => {
    const address = uniqueAddress();
    const target = await account("sprayed");
    const { outcome } = credentialsCheck();
    const failures = await Promise.all(
      Array.from({ length: LIMITS.signInIp.points }, (_, i) => outcome(unique(`spray-${i}`), "123456", address)),
    );
    expect(failures.every((r) => r === "failed")).toBe(true);
    expect(await outcome(target, PASSWORD, address)).toBe("refused");
    expect(await outcome(target, PASSWORD, uniqueAddress())).toBe("signed-in");
  });
});

describe("where Auth.js sends the browser after sign-in", () => {
  const redirect = (params: { url: string; baseUrl: string }) => {
    const config = createAuthConfig({
      db: t.db,
      secret: "test-secret-0123456789",
      trustHost: true,
      signInLimits: signInLimits(() => rateLimitsFor(t.db), { addressOf: () => "203.0.113.9" }),
    });
    return (config.callbacks?.redirect as unknown as (p: typeof params) => string)(params);
  };
  const baseUrl = "http://lexforge.test";

  it.each([
    ["/documents/nda?step=2", `${baseUrl}/documents/nda?step=2`],
    [`${baseUrl}/dashboard?tab=settings`, `${baseUrl}/dashboard?tab=settings`],
    // Judged as sent: a path URL parsing would tidy ("/a/../x", "/./x") is refused, not rewritten.
    ["/a/..//evil.example/phish", `${baseUrl}/dashboard`],
    [`${baseUrl}/a/./b`, `${baseUrl}/dashboard`],
    ["https://evil.example/", `${baseUrl}/dashboard`],
    ["//evil.example", `${baseUrl}/dashboard`],
  ])("%s → %s", (url, expected) => {
    expect(redirect({ url, baseUrl })).toBe(expected);
  });
});
