import { expect, test } from "@playwright/test";

import { signUp, TEST_PASSWORD } from "./support/auth";
import { expectNoSeriousA11yViolations } from "./support/axe";

/**
 * The sign-in form checks its fields itself (no form library: the page's JS budget): on submit, then on
 * every change; each field's message next to it; focus on the first wrong field; a wrong password is said
 * once, without telling which of the two was wrong.
 */
test("sign-in form: field messages, focus, a wrong password, then the right one", async ({ page, browser }) => {
  const account = await signUp(page);

  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto("/sign-in");
  const email = visitor.getByLabel("Email", { exact: true });
  const password = visitor.getByLabel("Password", { exact: true });
  const submit = visitor.getByRole("button", { name: "Sign in", exact: true });

  await submit.click();
  await expect(visitor.getByText("Please enter a valid email address")).toBeVisible();
  await expect(visitor.getByText("Password is required")).toBeVisible();
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expectNoSeriousA11yViolations(visitor, "sign-in with errors");

  // After the first submit, each change re-checks: fixing a field clears its message alone.
  await email.fill(account.email);
  await expect(visitor.getByText("Please enter a valid email address")).toHaveCount(0);
  await expect(visitor.getByText("Password is required")).toBeVisible();

  await password.fill("not-the-password");
  await submit.click();
  await expect(visitor.getByText("Invalid email or password")).toBeVisible();
  await expect(visitor).toHaveURL(/\/sign-in/);

  await password.fill(TEST_PASSWORD);
  await submit.click();
  await expect(visitor).toHaveURL(/\/dashboard/, { timeout: 30_000 });
  await context.close();
});
