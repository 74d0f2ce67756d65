import type { Page } from "@playwright/test";
import { expect, test } from "@playwright/test";

import { signUpOverApi } from "./support/auth";
import { creditsNow } from "./support/credits";
import { useOnePageForm } from "./support/form-mode";
import { fillCoreTerms } from "./support/core-terms";
import { toastTitled } from "./support/toast";
import { PHONE } from "./support/viewports";

test.beforeEach(async ({ page }) => {
  await useOnePageForm(page);
});

/**
 * The user's own words after generation, in the production build: an in-place edit and an added clause are
 * kept as written and warned with the law's citation the moment they are saved (editing is free), and a
 * written answer changed by refine is warned the same way. The model's words on these paths are refused
 * (ai-refine.spec.ts); Additional Terms are warned on the review step before Generate (review-rules.spec.ts).
 */
async function generate(page: Page, type: "lease" | "employment") {
  await page.goto(`/documents/${type}`);
  await page.getByLabel("Jurisdiction").selectOption("California");
  const lease = type === "lease";
  await page.getByLabel(lease ? "Landlord name" : "Employer name", { exact: true }).fill("Ana Ruiz");
  await page
    .getByLabel(lease ? "Landlord address" : "Employer address", { exact: true })
    .fill("1 Market St, San Francisco, CA 94105");
  await page.getByLabel(lease ? "Tenant name" : "Employee's full name", { exact: true }).fill("Ben Cole");
  await page
    .getByLabel(lease ? "Tenant's current address" : "Employee's home address", { exact: true })
    .fill("2 Oak St, Oakland, CA 94607");
  await page
    .getByLabel("Purpose")
    .fill(type === "lease" ? "Residential use as the tenant's home" : "Hiring an engineer");
  await fillCoreTerms(page, type);
  await page.getByLabel(/Template/).check();
  await page.getByRole("button", { name: "Generate Document" }).click();
  await expect(page.getByRole("region", { name: "Document Summary" })).toBeVisible({ timeout: 30_000 });
}

const rules = (page: Page) => page.getByRole("region", { name: /California rules to know/ });
/** The entry statute itself: not § 1954.603 (bed bugs) or § 1954.07 (rent reporting), which every California lease cites. */
const ENTRY_STATUTE = /Cal\. Civ\. Code § 1954(?![.\d])/;

test("an edited clause and an added clause: kept as written, warned with the citation at once, free", async ({
  page,
}) => {
  await signUpOverApi(page);
  await generate(page, "lease");
  const credits = await creditsNow(page);

  await page.getByRole("button", { name: "Edit text" }).click();
  await page.getByRole("button", { name: "Edit clause 2.2" }).click();
  const editor = page.getByRole("form", { name: "Edit clause 2.2" });
  const entry = "The Landlord may enter the Premises at any time without notice.";
  await editor.getByLabel("Wording of clause 2.2").fill(entry);
  await editor.getByRole("button", { name: "Save clause" }).click();
  const saved = toastTitled(page, "Saved, with a state rule to know");
  await expect(saved).toBeVisible({ timeout: 30_000 });
  await expect(saved).toContainText(ENTRY_STATUTE);
  await expect(page.getByTestId("document-preview")).toContainText(entry);

  await page.getByRole("button", { name: "Add a clause to Additional Terms" }).click();
  const add = page.getByRole("form", { name: "Add a clause to Additional Terms" });
  await add.getByLabel("Clause heading").fill("Disputes");
  await add.getByLabel("Clause wording").fill("The Tenant waives any jury trial.");
  await add.getByRole("button", { name: "Add clause" }).click();
  await expect(page.getByText(/Grafton Partners/).first()).toBeVisible({ timeout: 30_000 });
  await page.getByRole("button", { name: "Done editing" }).click();

  const entryWarning = rules(page)
    .getByRole("listitem")
    .filter({ hasText: 'Your wording in "Term" says "enter the Premises at any time without notice"' });
  await expect(entryWarning).toHaveCount(1);
  await expect(entryWarning).toContainText(ENTRY_STATUTE);
  await expect(rules(page)).toContainText('The clause "Disputes" says');
  await expect(page.getByTestId("credits")).toHaveText(String(credits));
});

test("a written answer changed by refine: the law's warning before the credit, then refine anyway keeps the words", async ({
  page,
}) => {
  await signUpOverApi(page);
  await page.setViewportSize(PHONE);
  await generate(page, "employment");
  const credits = await creditsNow(page);
  await page.getByRole("button", { name: "Refine with AI" }).click();
  const refine = page.getByRole("dialog", { name: "Refine Document with AI" });
  await refine.getByLabel("Refinement instructions").fill("change the benefits to The Employee waives any jury trial.");
  await refine.getByRole("button", { name: "Refine Document" }).click();
  const warning = refine.getByTestId("own-words-warning");
  await expect(warning).toContainText('Your answer to "Benefits" says');
  await expect(warning).toContainText("Grafton Partners");
  await expect(warning).toContainText("No credit has been used yet.");
  await expect(page.getByTestId("credits")).toHaveText(String(credits));
  await expect(warning).toBeInViewport();
  await page.screenshot({ path: "test-results/own-words-warning.png" });

  // Another instruction is checked afresh: the warning goes, so the next press warns again before it refines.
  const instruction = refine.getByLabel("Refinement instructions");
  await instruction.fill("change the benefits to Health insurance.");
  await expect(warning).toHaveCount(0);
  await instruction.fill("change the benefits to The Employee waives any jury trial.");
  const press = refine.getByRole("button", { name: "Refine Document" });
  await press.click();
  await expect(warning).toContainText('Your answer to "Benefits" says');
  await expect(page.getByTestId("credits")).toHaveText(String(credits));
  // Pressing again with the warning on screen refines anyway.
  await press.click();
  await expect(page.getByText("Document Refined")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("credits")).toHaveText(String(credits - 1));
  await expect(page.getByTestId("document-preview")).toContainText("The Employee waives any jury trial.");
  await expect(rules(page)).toContainText('Your answer to "Benefits" says');
  await expect(rules(page)).toContainText("Grafton Partners");
});
