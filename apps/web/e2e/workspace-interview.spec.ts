import { expect, test } from "@playwright/test";

import { signUp } from "./support/auth";
import { expectNoSeriousA11yViolations } from "./support/axe";

/**
 * The guided interview: a lease through its steps (progress bar, Back/Next keep every answer, errors
 * announced), the review page with every answer, an Edit link and the credit cost, then generation, which
 * lands on the document's title. At desktop and phone widths, axe on every step.
 */
for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`a lease through the guided interview (${viewport.width}px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signUp(page);
    await page.goto("/documents/lease");

    const progress = page.getByRole("progressbar", { name: "Interview progress" });
    await expect(progress).toHaveAttribute("aria-valuenow", "1");
    let total = Number(await progress.getAttribute("aria-valuemax"));
    expect(total).toBeGreaterThanOrEqual(4);
    await expect(page.getByRole("heading", { name: "Parties and state" })).toBeVisible();
    // The roles, not "First Party Name".
    await expect(page.getByText("First Party Name")).toHaveCount(0);

    // Next with nothing filled stays on the step and announces what is missing.
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByRole("alert").first()).toBeVisible();
    await expect(progress).toHaveAttribute("aria-valuenow", "1");
    await expectNoSeriousA11yViolations(page, "step 1 with errors");

    await page.getByLabel("Jurisdiction").selectOption("Oregon");
    // The default state (California) has a step of its own (its small-landlord deposit rule); Oregon has none.
    await expect(progress).toHaveAttribute("aria-valuemax", String(total - 1));
    total -= 1;
    await page.getByLabel("Landlord name").fill("Łukasz Nowak");
    await page.getByLabel("Landlord address").fill("12 Alder St, Portland, OR 97205");
    await page.getByLabel("Tenant name").fill("Renée Dupont");
    await page.getByLabel("Tenant's current address").fill("40 Burnside Ave, Portland, OR 97209");
    await page.getByRole("button", { name: "Next" }).click();

    await expect(page.getByRole("heading", { name: "About the document" })).toBeFocused();
    await expect(progress).toHaveAttribute("aria-valuenow", "2");
    await page.getByLabel("Purpose").fill("Residential use as the tenant's home");
    await expectNoSeriousA11yViolations(page, "step 2");

    // Back keeps every answer, and so does coming forward again.
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page.getByLabel("Landlord name")).toHaveValue("Łukasz Nowak");
    await expect(page.getByLabel("Jurisdiction")).toHaveValue("Oregon");
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByLabel("Purpose")).toHaveValue("Residential use as the tenant's home");
    await page.getByRole("button", { name: "Next" }).click();

    // The type's own questions, from the catalogue data, with their `when` conditions live.
    await expect(progress).toHaveAttribute("aria-valuenow", "3");
    await page.getByLabel("Monthly rent").fill("1850");
    await expectNoSeriousA11yViolations(page, "step 3");
    await page.screenshot({ path: `test-results/interview-step3-${viewport.width}.png` });
    for (let step = 3; step < total; step += 1) {
      await page.getByRole("button", { name: "Next" }).click();
      await expect(progress).toHaveAttribute("aria-valuenow", String(step + 1));
      await expectNoSeriousA11yViolations(page, `step ${step + 1}`);
    }

    await expect(page.getByRole("heading", { name: "Review your answers" })).toBeVisible();
    const review = page.getByTestId("review-answers");
    await expect(review).toContainText("Łukasz Nowak");
    await expect(review).toContainText("Renée Dupont");
    await expect(review).toContainText("Oregon");
    await expect(review).toContainText("Residential use as the tenant's home");
    await expect(review).toContainText("1850");
    await expect(page.getByTestId("credit-cost")).toContainText("uses 1 document credit (you have 1)");
    await page.getByLabel(/Template/).check();
    await expect(page.getByTestId("credit-cost")).toHaveText("Template generation is free: no credit is spent.");
    await expectNoSeriousA11yViolations(page, "review");
    await page.screenshot({ path: `test-results/interview-review-${viewport.width}.png`, fullPage: true });

    // Edit goes back to the step, with its answers; Next returns through the steps to the review.
    await page.getByRole("button", { name: "Edit About the document" }).click();
    await expect(page.getByLabel("Purpose")).toHaveValue("Residential use as the tenant's home");
    await page.getByLabel("Purpose").fill("A family home for the tenant");
    for (let step = 2; step < total; step += 1) await page.getByRole("button", { name: "Next" }).click();
    await expect(review).toContainText("A family home for the tenant");

    await page.getByRole("button", { name: "Generate Document" }).click();
    await expect(page.getByRole("region", { name: "Document Summary" })).toBeAttached({ timeout: 30_000 });
    // The page lands on the document's top: its title is on screen and focused.
    const title = page.getByRole("heading", { level: 2, name: "Lease Agreement" }).first();
    await expect(title).toBeFocused();
    await expect(title).toBeInViewport();
    await expect(page.getByRole("button", { name: "Download as Word" })).toBeInViewport();
    await expect(page.getByTestId("credits")).toHaveText("1");
  });
}
