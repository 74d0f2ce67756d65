import { randomUUID } from "node:crypto";

import type { Page } from "@playwright/test";
import { expect } from "@playwright/test";

import { mailedLink } from "./mail";

export const TEST_PASSWORD = "correct-horse-battery";

export function uniqueEmail(prefix = "user") {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

/**
 * Creates a fresh account through /sign-up and waits for the dashboard. The address is then verified
 * through the link the app mailed (the free credit waits for it), unless `verify: false`.
 */
export async function signUp(page: Page, email = uniqueEmail(), { verify = true } = {}) {
  await page.goto("/sign-up");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(TEST_PASSWORD);
  await page.getByLabel("Confirm Password", { exact: true }).fill(TEST_PASSWORD);
  await page.getByRole("button", { name: "Create account & Get Free Credit" }).click();
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 30_000 });
  if (verify) await verifyMailedAddress(page, email);
  return { email, password: TEST_PASSWORD };
}

/**
 * The same account as `signUp`, made without the sign-up page, for specs about what comes after it: the
 * auth.signUp mutation the form calls, then next-auth's credentials sign-in (what `signIn("credentials")`
 * posts), so the session cookie lands in the page's context. The page itself stays where it was; the
 * sign-up page is covered by the specs that use `signUp`.
 */
export async function signUpOverApi(page: Page, email = uniqueEmail(), { verify = true } = {}) {
  const created = await page.request.post("/api/trpc/auth.signUp?batch=1", {
    data: { 0: { json: { email, password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD } } },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { csrfToken } = (await (await page.request.get("/api/auth/csrf")).json()) as { csrfToken: string };
  const signedIn = await page.request.post("/api/auth/callback/credentials", {
    headers: { "x-auth-return-redirect": "1" },
    form: { email, password: TEST_PASSWORD, csrfToken, callbackUrl: "/dashboard" },
    maxRedirects: 0,
  });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
  const session = (await (await page.request.get("/api/auth/session")).json()) as { user?: { email?: string } } | null;
  expect(session?.user?.email, "signed in after the credentials callback").toBe(email);
  if (verify) await verifyMailedAddress(page, email);
  return { email, password: TEST_PASSWORD };
}

export async function signIn(page: Page, email: string, password = TEST_PASSWORD) {
  await page.goto("/sign-in");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 30_000 });
}

/** What the /verify-email page's button does, with the e-mail and token of the mailed link. */
async function verifyMailedAddress(page: Page, email: string) {
  const link = new URL(await mailedLink(email, "/verify-email"), "http://mail.invalid");
  const response = await page.request.post("/api/trpc/auth.verifyEmail?batch=1", {
    data: { 0: { json: { email: link.searchParams.get("email"), token: link.searchParams.get("token") } } },
  });
  expect(response.ok(), await response.text()).toBe(true);
}
