import { expect, test } from "@playwright/test";

import { signUp, TEST_PASSWORD } from "./support/auth";

test.describe("open redirect after sign-in", () => {
  for (const callbackUrl of ["/\\evil.example/owned", "//evil.example/owned", "/\t/evil.example/owned"]) {
    test(`callbackUrl ${JSON.stringify(callbackUrl)} lands on this site's dashboard`, async ({ page, browser }) => {
      const { email } = await signUp(page);
      const fresh = await browser.newContext({ baseURL: new URL(page.url()).origin });
      const other = await fresh.newPage();
      const requested: string[] = [];
      other.on("request", (req) => requested.push(new URL(req.url()).hostname));
      await other.goto(`/sign-in?callbackUrl=${encodeURIComponent(callbackUrl)}`);
      await other.getByLabel("Email", { exact: true }).fill(email);
      await other.getByLabel("Password", { exact: true }).fill(TEST_PASSWORD);
      await other.getByRole("button", { name: "Sign in", exact: true }).click();
      await expect(other).toHaveURL(/\/dashboard/);
      expect(new URL(other.url()).host).toBe(new URL(page.url()).host);
      expect(requested).not.toContain("evil.example");
      await fresh.close();
    });
  }

  test("a same-site callbackUrl is still honoured", async ({ page }) => {
    const { email } = await signUp(page);
    await page.context().clearCookies();
    await page.goto(`/sign-in?callbackUrl=${encodeURIComponent("/pricing")}`);
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill(TEST_PASSWORD);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(/\/pricing$/);
  });
});
