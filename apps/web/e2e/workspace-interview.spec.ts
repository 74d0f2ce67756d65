import type { Page } from "@playwright/test";
import { expect, test } from "@playwright/test";

import { signUpOverApi } from "./support/auth";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { atBothWidths, DESKTOP, PHONE } from "./support/viewports";
import { fillCoreTerms } from "./support/core-terms";

/**
 * The guided interview: a lease through its steps (progress bar, Back/Next keep every answer, errors
 * announced), the review page with every answer, an Edit link and the credit cost, then generation, which
 * lands on the document's title. One lease goes through the interview once, every step checked (axe
 * included) at desktop and phone widths; the step focus and the landing on the title are tried at both.
 */
test("a lease through the guided interview, at desktop and phone widths", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signUpOverApi(page);
  await page.goto("/documents/lease");

  const progress = page.getByRole("progressbar", { name: "Interview progress" });
  await expect(progress).toHaveAttribute("aria-valuenow", "1");
  let total = Number(await progress.getAttribute("aria-valuemax"));
  expect(total).toBeGreaterThanOrEqual(4);
  await atBothWidths(page, async () => {
    await expect(page.getByRole("heading", { name: "Parties and state" })).toBeVisible();
    // The roles, not "First Party Name".
    await expect(page.getByText("First Party Name")).toHaveCount(0);
  });

  // Next with nothing filled stays on the step and announces what is missing.
  await page.getByRole("button", { name: "Next" }).click();
  await atBothWidths(page, async (width) => {
    await expect(page.getByRole("alert").first()).toBeVisible();
    await expect(progress).toHaveAttribute("aria-valuenow", "1");
    await expectNoSeriousA11yViolations(page, `step 1 with errors (${width}px)`);
  });

  await page.getByLabel("Jurisdiction").selectOption("Oregon");
  // The default state (California) has a step of its own (its small-landlord deposit rule); Oregon has none.
  await expect(progress).toHaveAttribute("aria-valuemax", String(total - 1));
  total -= 1;
  await page.getByLabel("Landlord name").fill("Łukasz Nowak");
  await page.getByLabel("Landlord address").fill("12 Alder St, Portland, OR 97205");
  await page.getByLabel("Tenant name").fill("Renée Dupont");
  await page.getByLabel("Tenant's current address").fill("40 Burnside Ave, Portland, OR 97209");
  await page.getByRole("button", { name: "Next" }).click();

  const aboutTheDocument = page.getByRole("heading", { name: "About the document" });
  await expect(aboutTheDocument).toBeFocused();
  await page.getByLabel("Purpose").fill("Residential use as the tenant's home");
  await atBothWidths(page, async (width) => {
    await expect(progress).toHaveAttribute("aria-valuenow", "2");
    await expectNoSeriousA11yViolations(page, `step 2 (${width}px)`);
  });

  // Back keeps every answer, and so does coming forward again (at phone width: the step's heading takes focus
  // there too).
  await page.setViewportSize(PHONE);
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByLabel("Landlord name")).toHaveValue("Łukasz Nowak");
  await expect(page.getByLabel("Jurisdiction")).toHaveValue("Oregon");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(aboutTheDocument).toBeFocused();
  await expect(page.getByLabel("Purpose")).toHaveValue("Residential use as the tenant's home");
  await page.setViewportSize(DESKTOP);
  await page.getByRole("button", { name: "Next" }).click();

  // The type's own questions, from the catalogue data, with their `when` conditions live.
  await expect(progress).toHaveAttribute("aria-valuenow", "3");
  await page.getByLabel("Monthly rent").fill("1850");
  await fillCoreTerms(page, "lease");
  await atBothWidths(page, async (width) => {
    await expect(progress).toHaveAttribute("aria-valuenow", "3");
    await expectNoSeriousA11yViolations(page, `step 3 (${width}px)`);
    await page.screenshot({ path: `test-results/interview-step3-${width}.png` });
  });
  for (let step = 3; step < total; step += 1) {
    await page.getByRole("button", { name: "Next" }).click();
    await atBothWidths(page, async (width) => {
      await expect(progress).toHaveAttribute("aria-valuenow", String(step + 1));
      await expectNoSeriousA11yViolations(page, `step ${step + 1} (${width}px)`);
    });
  }

  await expect(page.getByRole("heading", { name: "Review your answers" })).toBeVisible();
  const review = page.getByTestId("review-answers");
  await atBothWidths(page, async () => {
    await expect(review).toContainText("Łukasz Nowak");
    await expect(review).toContainText("Renée Dupont");
    await expect(review).toContainText("Oregon");
    await expect(review).toContainText("Residential use as the tenant's home");
    await expect(review).toContainText("1850");
    await expect(page.getByTestId("credit-cost")).toContainText("uses 1 document credit (you have 1)");
  });
  await page.getByLabel(/Template/).check();
  await atBothWidths(page, async (width) => {
    await expect(page.getByTestId("credit-cost")).toHaveText("Template generation is free: no credit is spent.");
    await expectNoSeriousA11yViolations(page, `review (${width}px)`);
    await page.screenshot({ path: `test-results/interview-review-${width}.png`, fullPage: true });
  });

  // Edit goes back to the step, with its answers; its button then returns straight to the review.
  await page.getByRole("button", { name: "Edit About the document" }).click();
  await expect(page.getByLabel("Purpose")).toHaveValue("Residential use as the tenant's home");
  await page.getByLabel("Purpose").fill("A family home for the tenant");
  await page.getByRole("button", { name: "Back to review" }).click();
  await expect(page.getByRole("heading", { name: "Review your answers" })).toBeVisible();
  await expect(review).toContainText("A family home for the tenant");

  await generateAndLand(page);

  // The same lease generated again at phone width (template: free), from the review reached through the
  // steps once more: it lands on the title there too.
  await page.setViewportSize(PHONE);
  await page.getByRole("button", { name: "Edit Document Information" }).click();
  const reviewHeading = page.getByRole("heading", { name: "Review your answers" });
  for (let step = 0; step < 12 && !(await reviewHeading.isVisible()); step += 1)
    await page.getByRole("button", { name: "Next" }).click();
  await expect(review).toContainText("A family home for the tenant");
  await page.getByLabel(/Template/).check();
  await generateAndLand(page, "Update Document");
});

/** Generate from the review: the page lands on the document's top, its title on screen and focused. */
async function generateAndLand(page: Page, button = "Generate Document") {
  await page.getByRole("button", { name: button }).click();
  await expect(page.getByRole("region", { name: "Document Summary" })).toBeAttached({ timeout: 30_000 });
  const title = page.getByRole("heading", { level: 2, name: "Lease Agreement" }).first();
  await expect(title).toBeFocused();
  await expect(title).toBeInViewport();
  await expect(page.getByRole("button", { name: "Download as Word" })).toBeInViewport();
  await expect(page.getByTestId("credits")).toHaveText("1");
}
