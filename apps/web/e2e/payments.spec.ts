import type { Page } from "@playwright/test";
import { expect, test } from "@playwright/test";

import { CREDITS_NEVER_EXPIRE, PLANS, REFUND_RULE } from "@lexforge/payments/plans";

import { signUp, signUpOverApi } from "./support/auth";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { useOnePageForm } from "./support/form-mode";

test.beforeEach(async ({ page }) => {
  await useOnePageForm(page);
});

/** The embedded default: no Stripe key, so checkout is our local test checkout. */
test.describe.configure({ timeout: 180_000 });

async function balance(page: Page): Promise<number> {
  const response = await page.request.get("/api/trpc/credits.balance");
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { result: { data: { json: number } } };
  return body.result.data.json;
}

async function fillCard(page: Page, number: string) {
  await page.getByLabel("Card Number").fill(number);
  await page.getByLabel("Expiry Date").fill("12/34");
  await page.getByLabel("CVC").fill("123");
  await page.getByLabel("Name on Card").fill("Jane Q. Public");
  await page.getByRole("button", { name: "Pay $10.00" }).click();
}

test("free credit → Choose a Plan → declined card adds nothing → 4242 buys Standard → dashboard shows it", async ({
  page,
}) => {
  await signUp(page);

  // Use the free credit: one AI-mode NDA.
  await page.goto("/documents/nda");
  await expect(page.getByTestId("credits")).toHaveText("1");
  await page.getByLabel("Jurisdiction").selectOption("Texas");
  await page.getByLabel("Disclosing party name").fill("Acme Robotics LLC");
  await page.getByLabel("Disclosing party address").fill("1 Market St, Austin, TX 78701");
  await page.getByLabel("Receiving party name").fill("Jane Q. Public");
  await page.getByLabel("Receiving party address").fill("200 Main St, Dallas, TX 75201");
  await page.getByLabel("Purpose").fill("Evaluating a software development partnership");
  await page.getByRole("button", { name: "Generate Document" }).click();
  await expect(page.getByTestId("credits")).toHaveText("0", { timeout: 30_000 });

  // With 0 credits, generating again opens the Choose a Plan dialog.
  await page.getByRole("button", { name: "Regenerate Document" }).click();
  const dialog = page.getByRole("dialog", { name: "Choose a Plan" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(
    "You've used your free document credit. Select a plan to generate more documents.",
  );
  const selectPlan = dialog.getByRole("button", { name: "Select Plan" });
  await expect(selectPlan).toBeDisabled();
  await dialog.getByTestId("plan-standard").click();
  await expect(dialog.getByTestId("plan-standard")).toContainText("Selected");
  await selectPlan.click();

  // The local test checkout.
  await expect(page).toHaveURL(/\/checkout\/test\?session=/, { timeout: 60_000 });
  await expect(page.getByRole("heading", { name: "Test Checkout" })).toBeVisible();
  await expect(page.getByText("Standard Plan")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await fillCard(page, "4000 0000 0000 0002");
  await expect(page.getByRole("alert").filter({ hasText: "declined" })).toHaveText("Your card was declined.");
  expect(await balance(page)).toBe(0);

  await page.getByLabel("Card Number").fill("4242 4242 4242 4242");
  await page.getByRole("button", { name: "Pay $10.00" }).click();

  await expect(page).toHaveURL(/\/payment-success\?session_id=cs_test_local_[0-9a-f]+&plan=standard/, {
    timeout: 90_000,
  });
  await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible({ timeout: 30_000 });
  await expect(
    page.getByText(
      "Thank you for your purchase. Your payment has been processed successfully and your documents are now available.",
    ),
  ).toBeVisible();
  await expect(page.getByText("10 document credits have been added to your account.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect(await balance(page)).toBe(10);

  // Reloading the success page verifies again but adds nothing.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible({ timeout: 30_000 });
  expect(await balance(page)).toBe(10);

  // The checkout began on the document: the confirmation leads back to it, with the new balance.
  await page.getByRole("link", { name: "Back to your document" }).click();
  await expect(page).toHaveURL(/\/documents\/nda\?doc=[0-9a-f-]{36}$/);
  await expect(page.getByRole("region", { name: "Document Summary" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("credits")).toHaveText("10");

  await page.goto("/dashboard");
  await expect(page.getByTestId("credits")).toHaveText("10");
  await page.getByRole("tab", { name: "Billing" }).click();
  const history = page.getByRole("list", { name: "Latest transactions" });
  await expect(history.getByRole("listitem").first()).toContainText("Standard Plan");
  await expect(history.getByRole("listitem").first()).toContainText("$10.00");
  await expect(page.getByText("Visa ending in 4242")).toBeVisible();
});

test("pricing: plan selection, disabled pay button, anonymous visitors are sent to sign in", async ({ page }) => {
  await page.goto("/pricing");
  await expect(page.getByRole("heading", { name: "Simple, Transparent Pricing" })).toBeVisible();
  await expect(page.getByRole("complementary", { name: "Test environment" })).toContainText("4242 4242 4242 4242");
  await expect(page.getByText("Do credits expire?")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const pay = page.getByRole("button", { name: /^(Pay|Select a plan)/ });
  await expect(pay).toBeDisabled();
  await page.getByTestId("plan-premium").click();
  await expect(page.getByTestId("plan-premium")).toContainText("Selected");
  await expect(page.getByTestId("plan-basic")).not.toContainText("Selected");
  await page.getByRole("button", { name: "Pay $20 for Premium" }).click();
  await expect(page.getByText("Authentication required")).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in\?callbackUrl=%2Fpricing/, { timeout: 30_000 });
});

test("payment-success without a session id, and /payment, go back to pricing", async ({ page }) => {
  await signUp(page);
  await page.goto("/payment-success");
  await expect(page.getByText("Missing Session ID")).toBeVisible();
  await expect(page).toHaveURL(/\/pricing$/);

  await page.goto("/payment-success?session_id=cs_test_local_doesnotexist&plan=premium");
  await expect(page.getByText("Verification Failed")).toBeVisible();
  await expect(page).toHaveURL(/\/pricing$/);
  expect(await balance(page)).toBe(1);

  // The page redirects within a second, so read what it serves before following it.
  expect(await (await page.request.get("/payment")).text()).toContain("Redirecting...");
  await page.goto("/payment");
  await expect(page).toHaveURL(/\/pricing$/);
});

/**
 * The plan terms come from plans.ts and nowhere else: each card lists exactly its plan's features, and no
 * page where plans are shown or bought speaks of an access period or a renewal.
 */
test("every plan's wording is plans.ts's, and no page promises an access period or a renewal", async ({ page }) => {
  await page.goto("/pricing");
  for (const plan of PLANS) {
    const card = page.getByTestId(`plan-${plan.id}`);
    for (const feature of plan.features) await expect(card).toContainText(feature);
  }
  await expect(page.getByText(/day access|lifetime access|access period|auto-renew/i)).toHaveCount(0);
  await expect(page.getByText(`No. ${CREDITS_NEVER_EXPIRE}`)).toBeAttached();
  // The guarantee is the refund rule Billing applies, word for word, wherever it is stated.
  await expect(page.getByText(REFUND_RULE)).toBeAttached();
  await expect(page.getByText(/satisfaction guarantee|money-back|no questions asked/i)).toHaveCount(0);

  await signUpOverApi(page);
  for (const path of ["/dashboard?tab=billing", "/terms"]) {
    await page.goto(path);
    await expect(page.getByText(/day access|lifetime access|access period|auto-renew/i)).toHaveCount(0);
    await expect(page.getByText(REFUND_RULE)).toBeVisible();
    await expect(page.getByText(/\b(\d+)[- ]day (refund|guarantee)/i)).toHaveCount(0);
  }
});
