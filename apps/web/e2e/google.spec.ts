import { expect, test } from "@playwright/test";

// The e2e server (e2e/start-server.mjs) points next-auth's Google provider at a local OIDC server.
test.skip(!!process.env.E2E_BASE_URL, "needs the local OIDC server that e2e/start-server.mjs starts");

test("Sign in with Google creates the account with its free credit and lands on the dashboard", async ({ page }) => {
  await page.goto("/sign-in");
  const button = page.getByRole("button", { name: "Sign in with Google" });
  await expect(button).toBeEnabled();
  await button.click();
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 30_000 });
  const credits = await page.request.get("/api/trpc/credits.balance");
  expect(credits.ok()).toBe(true);
  const body = (await credits.json()) as { result: { data: { json: number } } };
  expect(body.result.data.json).toBe(1);
});
