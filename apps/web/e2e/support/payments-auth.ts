import { randomUUID } from "node:crypto";

import type { Page } from "@playwright/test";
import { expect } from "@playwright/test";

/**
 * A fresh account through /sign-up, landing on /dashboard. Exact label matches, because the form's own
 * accessible name ("Create account with email") also matches a loose "Email".
 */
export async function signUpBuyer(page: Page) {
  const email = `buyer-${randomUUID().slice(0, 8)}@example.com`;
  const password = "correct-horse-battery";
  await page.goto("/sign-up");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Create account & Get Free Credit" }).click();
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 30_000 });
  return { email, password };
}
