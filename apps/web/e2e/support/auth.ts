import { randomUUID } from "node:crypto";

import type { Page } from "@playwright/test";
import { expect } from "@playwright/test";

export const TEST_PASSWORD = "correct-horse-battery";

export function uniqueEmail(prefix = "user") {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

/** Creates a fresh account through /sign-up and waits for the dashboard. */
export async function signUp(page: Page, email = uniqueEmail()) {
  await page.goto("/sign-up");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(TEST_PASSWORD);
  await page.getByLabel("Confirm Password", { exact: true }).fill(TEST_PASSWORD);
  await page.getByRole("button", { name: "Create account & Get Free Credit" }).click();
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 30_000 });
  return { email, password: TEST_PASSWORD };
}

export async function signIn(page: Page, email: string, password = TEST_PASSWORD) {
  await page.goto("/sign-in");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 30_000 });
}
