import { expect, test } from "@playwright/test";

import { signUpOverApi } from "./support/auth";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { atBothWidths, DESKTOP, PHONE } from "./support/viewports";
import { fillCoreTerms } from "./support/core-terms";
import { nextUntil } from "./support/interview";

/**
 * The guided interview's state step: questions only the chosen state's rules read (from the rule data:
 * California's small-landlord deposit cap, Louisiana's non-compete parishes) get a step of their own,
 * present only for that state and when their conditions hold. Once through: the California step is reached
 * at phone width and the Louisiana one at desktop width, and each state step is checked at both.
 */
/** Screenshots of each new screen at both widths, to look at by hand (SHOTS_DIR to keep them elsewhere). */
const SHOTS = process.env.SHOTS_DIR ?? "test-results";

test("a state step for the state's own questions, at desktop and phone widths", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signUpOverApi(page);

  // A California lease asks whether the landlord is a small landlord, in its own step.
  await page.goto("/documents/lease");
  const progress = page.getByRole("progressbar", { name: "Interview progress" });
  await page.getByLabel("Jurisdiction").selectOption("California");
  await page.getByLabel("Landlord name").fill("Dana Whitfield");
  await page.getByLabel("Landlord address").fill("9 Pine St, Oakland, CA 94607");
  await page.getByLabel("Tenant name").fill("Renée Dupont");
  await page.getByLabel("Tenant's current address").fill("40 Lake Ave, Oakland, CA 94610");
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("Purpose").fill("Residential use as the tenant's home");
  const californiaSteps = Number(await progress.getAttribute("aria-valuemax"));
  await nextUntil(page, "Rules in California", () => fillCoreTerms(page, "lease"));
  const small = page.getByLabel("Small landlord");
  await atBothWidths(page, async (width) => {
    await expect(page.getByText("Step", { exact: false }).first()).toBeInViewport();
    await expect(small).toBeVisible();
    await expectNoSeriousA11yViolations(page, `California state step (${width}px)`);
    await page.screenshot({ path: `${SHOTS}/state-step-${width}.png` });
  });
  await small.check();
  await page.getByRole("button", { name: "Next" }).click();
  const review = page.getByTestId("review-answers");
  await atBothWidths(page, async () => {
    await expect(review.getByRole("heading", { name: "Rules in California" })).toBeVisible();
  });

  // In Oregon the question is not asked: one step fewer, and no state step.
  await page.getByRole("button", { name: "Edit Parties and state" }).click();
  await page.getByLabel("Jurisdiction").selectOption("Oregon");
  await expect(progress).toHaveAttribute("aria-valuemax", String(californiaSteps - 1));
  await nextUntil(page, "Review your answers");
  await atBothWidths(page, async () => {
    await expect(review.getByRole("heading", { name: /Rules in/ })).toHaveCount(0);
  });

  // A Louisiana employment agreement with a non-compete asks for its parishes, and generates with them.
  await page.setViewportSize(DESKTOP);
  await page.goto("/documents/employment");
  await page.getByLabel("Jurisdiction").selectOption("Louisiana");
  await page.getByLabel("Employer name").fill("Bayou Analytics LLC");
  await page.getByLabel("Employer address").fill("1 Canal St, New Orleans, LA 70112");
  await page.getByLabel("Employee's full name").fill("Camille Broussard");
  await page.getByLabel("Employee's home address").fill("22 Magazine St, New Orleans, LA 70130");
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("Purpose").fill("Hiring a data analyst");
  const nonCompete = page.getByLabel("Include a non-compete");
  await nextUntil(page, "Rules in Louisiana", async () => {
    await fillCoreTerms(page, "employment");
    if ((await nonCompete.isVisible()) && !(await nonCompete.isChecked())) await nonCompete.check();
  });
  const parishes = page.getByLabel(/Parishes or municipalities/);
  await parishes.fill("Orleans Parish\nJefferson Parish");
  await atBothWidths(page, async (width) => {
    await expect(page.getByText("Step", { exact: false }).first()).toBeInViewport();
    await expectNoSeriousA11yViolations(page, `Louisiana state step (${width}px)`);
  });
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { name: "Review your answers" })).toBeVisible();
  await page.getByLabel(/Template/).check();
  await page.getByRole("button", { name: "Generate Document" }).click();
  await expect(page.getByRole("region", { name: "Document Summary" })).toBeVisible({ timeout: 30_000 });
  await atBothWidths(page, async () => {
    await expect(page.getByTestId("document-preview")).toContainText("Jefferson Parish");
  });
});
