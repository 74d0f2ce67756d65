import type { Page } from "@playwright/test";
import { expect, test } from "@playwright/test";

import { REFUND_RULE } from "@lexforge/payments/plans";

import { signUpOverApi } from "./support/auth";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { toastTitled } from "./support/toast";
import { atBothWidths } from "./support/viewports";

test.describe.configure({ timeout: 180_000 });

async function balance(page: Page): Promise<number> {
  const response = await page.request.get("/api/trpc/credits.balance");
  const body = (await response.json()) as { result: { data: { json: number } } };
  return body.result.data.json;
}

/** Basic bought through the local test checkout, as a buyer does it. */
async function buyBasic(page: Page) {
  await page.goto("/pricing");
  await page.getByTestId("plan-basic").click();
  await page.getByRole("button", { name: "Pay $5 for Basic" }).click();
  await expect(page).toHaveURL(/\/checkout\/test\?session=/, { timeout: 60_000 });
  await page.getByLabel("Card Number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry Date").fill("12/34");
  await page.getByLabel("CVC").fill("123");
  await page.getByLabel("Name on Card").fill("Jane Q. Public");
  await page.getByRole("button", { name: "Pay $5.00" }).click();
  await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible({ timeout: 90_000 });
}

test("an unused Basic purchase is refunded from Billing: balance and history back, a second refund refused", async ({
  page,
}) => {
  await signUpOverApi(page);
  expect(await balance(page)).toBe(1);
  await buyBasic(page);
  expect(await balance(page)).toBe(6);

  await page.goto("/dashboard");
  await page.getByRole("tab", { name: "Billing" }).click();
  const history = page.getByRole("list", { name: "Latest transactions" });
  const purchase = history.getByRole("listitem").first();
  await expect(purchase).toContainText("Basic Plan");
  await expect(page.getByText(REFUND_RULE)).toBeVisible();
  await atBothWidths(page, async (width) => {
    await expect(purchase.getByRole("button", { name: "Refund Basic Plan" })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`billing-before-refund-${width}.png`), fullPage: true });
  });

  // Asked first, naming what goes back and what goes; Escape or "Keep the purchase" changes nothing.
  const refundButton = purchase.getByRole("button", { name: "Refund Basic Plan" });
  await refundButton.click();
  const dialog = page.getByRole("dialog", { name: "Refund the Basic Plan?" });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(refundButton).toBeFocused();
  await refundButton.click();
  await expect(dialog).toContainText("$5.00 goes back to the card you paid with, and your credits go from 6 to 1.");
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole("button", { name: "Keep the purchase" }).click();
  await expect(dialog).toBeHidden();
  expect(await balance(page)).toBe(6);

  await purchase.getByRole("button", { name: "Refund Basic Plan" }).click();
  await dialog.getByRole("button", { name: "Refund $5.00" }).click();
  await expect(toastTitled(page, "Refund made")).toBeVisible({ timeout: 30_000 });
  // The refunded row's button is gone; focus waits on the history's heading, not on <body>.
  await expect(page.getByRole("heading", { name: "Billing History" })).toBeFocused();
  await expect(purchase).toContainText("Refunded");
  await expect(purchase.getByRole("button", { name: /Refund/ })).toHaveCount(0);
  await expect(page.getByTestId("credits")).toHaveText("1");
  expect(await balance(page)).toBe(1);
  await atBothWidths(page, async (width) => {
    await expect(purchase).toContainText("Refunded");
    await page.screenshot({ path: test.info().outputPath(`billing-after-refund-${width}.png`), fullPage: true });
  });

  // The transactions page says so too.
  await page.goto("/dashboard/transactions");
  await expect(page.getByRole("row", { name: /Basic Plan/ })).toContainText("Refunded");

  // A second refund of the same purchase is refused with its reason, and nothing changes.
  const summary = await page.request.get("/api/trpc/billing.summary");
  const body = (await summary.json()) as { result: { data: { json: { latestTransactions: { id: string }[] } } } };
  const transactionId = body.result.data.json.latestTransactions[0]?.id;
  const again = await page.request.post("/api/trpc/billing.refund?batch=1", {
    data: { 0: { json: { transactionId } } },
  });
  expect(again.status()).toBe(412);
  expect(await again.text()).toContain("This purchase has already been refunded.");
  expect(await balance(page)).toBe(1);
});
