import type { Page } from "@playwright/test";
import { expect, test } from "@playwright/test";

import { signUpOverApi } from "./support/auth";
import { fillCoreTerms } from "./support/core-terms";
import { creditsNow } from "./support/credits";
import { nextUntil } from "./support/interview";
import { PHONE } from "./support/viewports";

/**
 * Typed answers and free text, through the guided interview of the production build: an amount is read as
 * people type it or refused on the spot, and the review step shows, before Generate and before any credit,
 * the cap the state's rule will apply and the user's own words the law does not allow, with citations.
 */
async function leaseParties(page: Page, state: string, landlordAddress: string, tenantAddress: string) {
  await page.goto("/documents/lease");
  await page.getByLabel("Jurisdiction").selectOption(state);
  await page.getByLabel("Landlord name", { exact: true }).fill("Ana Ruiz");
  await page.getByLabel("Landlord address", { exact: true }).fill(landlordAddress);
  await page.getByLabel("Tenant name", { exact: true }).fill("Ben Cole");
  await page.getByLabel("Tenant's current address", { exact: true }).fill(tenantAddress);
}

for (const typed of ["2400 dollars", "$2,400/month"])
  test(`a California lease: '${typed}' is read as $2,400.00, 'abc' refused inline, and the review shows the deposit cap and the non-refundable deposit`, async ({
    page,
  }) => {
    await signUpOverApi(page);
    await leaseParties(page, "California", "1 Market St, San Francisco, CA 94105", "2 Oak St, Oakland, CA 94607");
    const credits = await creditsNow(page);
    await page.getByRole("button", { name: "Next" }).click();

    await page.getByLabel("Purpose").fill("Residential use as the tenant's home");
    await page.getByLabel("Additional Terms").fill("The security deposit is non-refundable.");
    await page.getByRole("button", { name: "Next" }).click();

    const rent = page.getByLabel("Monthly rent", { exact: true });
    await rent.fill("abc");
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText("Enter an amount in dollars per month, for example 2,400 or $2,400.00.")).toBeVisible();
    await expect(rent).toHaveAttribute("aria-invalid", "true");
    await rent.fill(typed);

    // The deposit is asked on one of the steps on the way; three months' rent, over California's cap.
    let depositFilled = false;
    await nextUntil(page, "Review your answers", async () => {
      await fillCoreTerms(page, "lease");
      const deposit = page.getByLabel("Security deposit", { exact: true });
      if (await deposit.isVisible()) {
        await deposit.fill("$7,200");
        depositFilled = true;
      }
    });
    expect(depositFilled, "the Security deposit question was on one of the steps and was filled").toBe(true);

    const preview = page.getByTestId("rules-preview");
    await expect(preview).toContainText("What California rules will do");
    await expect(preview).toContainText("Cal. Civ. Code § 1950.5");
    // The cap itself, as packages/doc-engine src/rules/security-deposit.ts words it (the rent as read, once).
    await expect(preview).toContainText(
      "The security deposit was set to $2,400.00 so that the deposits total no more than one month's rent ($2,400.00), the California limit in force on",
    );
    const own = preview.getByRole("heading", { name: "Your own words" });
    await expect(own).toBeVisible();
    await expect(preview).toContainText('Additional Terms says "deposit is non-refundable"');
    // Nothing has been spent yet.
    await expect(page.getByTestId("credits")).toHaveText(String(credits));
  });

test("a state neither party lives in is pointed out beside the parties and on the review, and goes when it matches", async ({
  page,
}) => {
  await signUpOverApi(page);
  await page.setViewportSize(PHONE);
  await leaseParties(page, "California", "350 5th Ave, New York, NY 10118", "20 W 34th St, New York, NY 10001");
  const note = page.getByTestId("state-mismatch");
  await expect(note).toHaveText(/^Both addresses are in New York, but the document follows California law\./);
  await page.screenshot({ path: "test-results/state-mismatch-390.png" });
  await page.getByLabel("Jurisdiction").selectOption("New York");
  await expect(note).toHaveCount(0);
  await page.getByLabel("Jurisdiction").selectOption("California");
  await expect(note).toBeVisible();

  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("Purpose").fill("Residential use as the tenant's home");
  await nextUntil(page, "Review your answers", () => fillCoreTerms(page, "lease"));
  await expect(note).toHaveText(/^Both addresses are in New York/);
});

test("a lease's core terms stop Next when left blank, each with its message", async ({ page }) => {
  await signUpOverApi(page);
  await leaseParties(page, "Oregon", "12 Alder St, Portland, OR 97205", "40 Burnside Ave, Portland, OR 97209");
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("Purpose").fill("Residential use as the tenant's home");
  await page.getByRole("button", { name: "Next" }).click();

  const progress = page.getByRole("progressbar", { name: "Interview progress" });
  await expect(progress).toHaveAttribute("aria-valuenow", "3");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Enter the property address.")).toBeVisible();
  await expect(page.getByText("Enter the monthly rent.")).toBeVisible();
  await expect(page.getByLabel("Monthly rent", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(progress).toHaveAttribute("aria-valuenow", "3");

  await fillCoreTerms(page, "lease");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(progress).toHaveAttribute("aria-valuenow", "4");
});
