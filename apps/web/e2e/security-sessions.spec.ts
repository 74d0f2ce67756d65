import type { Browser, BrowserContext } from "@playwright/test";
import { expect, test } from "@playwright/test";

import { signIn, signUp } from "./support/auth";

type Cookies = Awaited<ReturnType<BrowserContext["cookies"]>>;

/** A second browser holding a copy of the first one's cookies, as a thief with the cookie would. */
async function copyOfSession(browser: Browser, cookies: Cookies, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  await context.addCookies(cookies);
  return context;
}

test.describe("revocable sessions", () => {
  test("after Sign Out, a copied session cookie gets nothing: signed-out session, 401 from the API, sign-in page", async ({
    page,
    browser,
    baseURL,
  }) => {
    await signUp(page);
    const stolen = await copyOfSession(browser, await page.context().cookies(), baseURL ?? "");
    const thief = await stolen.newPage();
    await thief.goto("/dashboard");
    await expect(thief.getByRole("heading", { name: "Dashboard" })).toBeVisible();

    await page.getByRole("button", { name: "Sign Out", exact: true }).click();
    await expect(page).toHaveURL(/\/$/);

    expect(await (await stolen.request.get("/api/auth/session")).json()).toBeNull();
    expect((await stolen.request.get("/api/trpc/account.profile")).status()).toBe(401);
    await thief.goto("/dashboard");
    await expect(thief).toHaveURL(/\/sign-in/);
    await stolen.close();
  });

  test("a password change signs out the other sessions and keeps this one", async ({ page, browser, baseURL }) => {
    const { email, password } = await signUp(page);
    const other = await browser.newContext({ baseURL });
    await signIn(await other.newPage(), email, password);

    await page.getByRole("tab", { name: "Settings" }).click();
    await page.getByRole("button", { name: "Change Password" }).click();
    const form = page.getByRole("form", { name: "Change password" });
    await form.getByLabel("Current Password").fill(password);
    await form.getByLabel("New Password", { exact: true }).fill("a-new-password-42");
    await form.getByLabel("Confirm New Password").fill("a-new-password-42");
    await form.getByRole("button", { name: "Update Password" }).click();
    await expect(page.getByText("Password updated").first()).toBeVisible();

    expect(await (await other.request.get("/api/auth/session")).json()).toBeNull();
    const mine = (await (await page.request.get("/api/auth/session")).json()) as { user?: { email?: string } };
    expect(mine.user?.email).toBe(email);
    await other.close();
  });

  test("Sign out everywhere in Settings ends every session, this one included", async ({ page, browser, baseURL }) => {
    const { email, password } = await signUp(page);
    const other = await browser.newContext({ baseURL });
    await signIn(await other.newPage(), email, password);

    await page.getByRole("tab", { name: "Settings" }).click();
    await page.getByRole("button", { name: "Sign out everywhere" }).click();
    // It asks first; Cancel changes nothing, the dialog's own button does it.
    const confirm = page.getByRole("dialog", { name: "Sign out everywhere?" });
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toBeHidden();
    expect(await (await other.request.get("/api/auth/session")).json()).not.toBeNull();
    await page.getByRole("button", { name: "Sign out everywhere" }).click();
    await confirm.getByRole("button", { name: "Sign out everywhere" }).click();
    await expect(page).toHaveURL(/\/sign-in/);

    expect(await (await other.request.get("/api/auth/session")).json()).toBeNull();
    expect(await (await page.request.get("/api/auth/session")).json()).toBeNull();
    await other.close();
  });
});
