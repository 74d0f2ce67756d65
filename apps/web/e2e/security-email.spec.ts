import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

import { expect, test } from "@playwright/test";

import { signUp } from "./support/auth";

/**
 * Without SMTP_URL the app writes each mail to MAIL_OUTBOX_DIR (apps/web/.data/mail under the e2e server);
 * the links are read from there. (packages/api security-email.test.ts covers delivery over SMTP.)
 */
const outbox = path.join(path.dirname(import.meta.dirname), ".data", "mail");

function lastLink(to: string, pathname: string): string {
  const files = readdirSync(outbox)
    .filter((name) => name.endsWith(`-${to}.eml`))
    .sort((a, b) => statSync(path.join(outbox, a)).mtimeMs - statSync(path.join(outbox, b)).mtimeMs);
  const last = files.at(-1);
  if (!last) throw new Error(`no mail to ${to}`);
  const body = readFileSync(path.join(outbox, last), "utf8")
    .replace(/=\r?\n/g, "")
    .replace(/=3D/g, "=");
  const href = new RegExp(`https?://[^\\s]+${pathname}\\?[^\\s]+`).exec(body)?.[0];
  if (!href) throw new Error(`no ${pathname} link`);
  const url = new URL(href);
  return `${url.pathname}${url.search}`;
}

test("sign-up sends a verification mail whose link verifies the address", async ({ page }) => {
  const { email } = await signUp(page);
  await expect
    .poll(() =>
      (() => {
        try {
          return lastLink(email, "/verify-email");
        } catch {
          return "";
        }
      })(),
    )
    .not.toBe("");
  await page.goto(lastLink(email, "/verify-email"));
  await expect(page.getByText("Please verify your email address")).toBeVisible();
  await page.getByRole("button", { name: `Verify ${email}` }).click();
  await expect(page.getByText("Your email address is verified.")).toBeVisible();
});

test("forgot password: the e-mailed link sets a new password that signs in", async ({ page, browser, baseURL }) => {
  const { email } = await signUp(page);
  const visitor = await (await browser.newContext({ baseURL })).newPage();
  await visitor.goto("/sign-in");
  await visitor.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(visitor).toHaveURL(/\/forgot-password/);
  await visitor.getByRole("textbox", { name: "Email" }).fill(email);
  await visitor.getByRole("button", { name: "Send reset link" }).click();
  await expect(visitor.getByRole("status")).toContainText("a link to choose a new password is on its way");

  await visitor.goto(lastLink(email, "/reset-password"));
  await visitor.getByLabel("New Password", { exact: true }).fill("reset-by-mail-42");
  await visitor.getByLabel("Confirm New Password").fill("reset-by-mail-42");
  await visitor.getByRole("button", { name: "Set new password" }).click();
  await expect(visitor.getByRole("status")).toContainText("Your password has been changed");

  // The session that was open before the reset is over.
  expect(await (await page.request.get("/api/auth/session")).json()).toBeNull();
  await visitor.goto("/sign-in");
  await visitor.getByLabel("Email", { exact: true }).fill(email);
  await visitor.getByLabel("Password", { exact: true }).fill("reset-by-mail-42");
  await visitor.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(visitor).toHaveURL(/\/dashboard/);
});
