import { expect, test } from "@playwright/test";

import { signUpOverApi } from "./support/auth";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { generateDocument } from "./support/dashboard";
import { DESKTOP, PHONE } from "./support/viewports";

/**
 * The public State rules page, prerendered per state: each rule with its citation, the date it took effect,
 * whether it was checked against the statute and where it was read; "Before you sign" links each rule there.
 */
for (const viewport of [DESKTOP, PHONE])
  test(`California's lease rules at ${viewport.width} px: the deposit cap with its citation, status and source`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto("/state-rules");
    await page.getByRole("navigation", { name: "States" }).getByRole("link", { name: "California" }).click();
    await expect(page).toHaveURL(/\/state-rules\/california$/);
    await expect(page.getByRole("heading", { level: 1, name: "California Rules" })).toBeVisible();

    const deposit = page.locator("#lease-security-deposit");
    await expect(deposit.getByRole("heading", { name: "Security deposit" })).toBeVisible();
    await expect(deposit).toContainText("The security deposit may not exceed 1 month's rent");
    await expect(deposit).toContainText("Cal. Civ. Code § 1950.5(c)");
    await expect(deposit).toContainText("July 1, 2024");
    // Read in a copy of § 1950.5 (not the legislature's page): honest about it, with its source.
    await expect(deposit).toContainText("Read in a copy, not yet checked against the statute");
    const source = deposit.getByRole("link", { name: /lexace\.ai/ });
    await expect(source).toHaveAttribute("href", "https://lexace.ai/us/statute/california/civ-1950.5");
    await expect(deposit).toContainText("in excess of an amount equal to one month's rent");
    // A rule read on an official page whose date is not yet confirmed (the federal lead-paint disclosure, on
    // epa.gov) says so, and tells the reader to check with a lawyer.
    const official = page.locator("#lease-lease-disclosures");
    await expect(official).toContainText("Read on an official page; its figure or date not yet confirmed");
    await expect(official).toContainText("Check with a lawyer.");

    // Whether a will may be signed electronically: never, with the federal exclusion cited.
    await expect(page.locator("#will-e-signature")).toContainText("Sign this will on paper");
    await expect(page.locator("#will-e-signature")).toContainText("15 U.S.C. § 7003(a)(1)");

    await page.screenshot({ path: `test-results/state-rules-california-${viewport.width}.png`, fullPage: false });
    await expectNoSeriousA11yViolations(page);
  });

test("Before you sign on a California lease links each rule it applied to its source on the State rules page", async ({
  page,
}) => {
  await signUpOverApi(page);
  const { id } = await generateDocument(page, {
    documentType: "lease",
    purpose: "Residential use as the tenant's home",
    // Three months' rent, over California's cap: the deposit rule applies and says so.
    answers: { propertyAddress: "5 Pine St, San Francisco, CA 94111", monthlyRent: 2000, securityDeposit: 6000 },
  });
  await page.goto(`/documents/lease?doc=${id}`);
  const checklist = page.getByTestId("before-you-sign");
  const rule = checklist.getByRole("listitem").filter({ hasText: "Cal. Civ. Code § 1950.5" });
  await expect(rule).toBeVisible();
  await rule.getByRole("link", { name: /Source and status/ }).click();
  await expect(page).toHaveURL(/\/state-rules\/california#lease-security-deposit$/);
  await expect(page.locator("#lease-security-deposit")).toBeInViewport();

  await page.goBack();
  await page
    .getByTestId("before-you-sign")
    .getByRole("link", { name: "Every California rule for this document, with its source" })
    .click();
  await expect(page).toHaveURL(/\/state-rules\/california#lease$/);
});

test("a state that is not one answers 404", async ({ page }) => {
  const response = await page.goto("/state-rules/atlantis");
  expect(response?.status()).toBe(404);
});
