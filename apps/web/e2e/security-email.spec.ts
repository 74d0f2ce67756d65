import { expect, test } from "@playwright/test";

import { signUp } from "./support/auth";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { generateDocument, ndaRequest } from "./support/dashboard";
import { mailedLink } from "./support/mail";

test("the free credit waits for the mailed verification link", async ({ page }) => {
  const { email } = await signUp(page, undefined, { verify: false });
  const notice = page.getByRole("complementary", { name: "Email verification" });
  await expect(notice).toContainText("Your free credit can be used once your address is confirmed.");
  await expectNoSeriousA11yViolations(page, "dashboard with the verification notice");

  const refused = await page.request.post("/api/trpc/documents.generate?batch=1", {
    data: { 0: { json: ndaRequest({ useAI: true }) } },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.text()).toContain("EMAIL_NOT_VERIFIED");

  await page.goto(await mailedLink(email, "/verify-email"));
  await expect(page.getByText("Please verify your email address")).toBeVisible();
  await page.getByRole("button", { name: `Verify ${email}` }).click();
  await expect(page.getByText("Your email address is verified.")).toBeVisible();

  const { id } = await generateDocument(page, { useAI: true });
  expect(id).toBeTruthy();
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  await expect(notice).toHaveCount(0);
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

  await visitor.goto(await mailedLink(email, "/reset-password"));
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
