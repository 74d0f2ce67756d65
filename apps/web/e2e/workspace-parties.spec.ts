import type { Page } from "@playwright/test";
import { expect, test } from "@playwright/test";

import { signUpOverApi } from "./support/auth";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { atBothWidths, DESKTOP, PHONE } from "./support/viewports";
import { fillCoreTerms } from "./support/core-terms";
import { nextUntil } from "./support/interview";

/**
 * Saved parties: a landlord typed once in the guided interview and saved with the "Save this party" tick is
 * offered on a second document (the one-page form, another type) and fills its fields; Settings lists,
 * edits and deletes it. Once through, each new screen checked at desktop and phone widths with axe; Settings
 * is used at phone width.
 */
const HARBOR = {
  name: "Harbor View Properties LLC",
  address: "400 Bay Street, Albany, NY 12207",
  signer: "Dana Whitfield",
  title: "Managing Member",
};
/** Screenshots of each new screen at both widths, to look at by hand (SHOTS_DIR to keep them elsewhere). */
const SHOTS = process.env.SHOTS_DIR ?? "test-results";

async function leaseSavingTheLandlord(page: Page) {
  await page.goto("/documents/lease");
  const landlord = page.getByRole("group", { name: "Landlord" });
  await landlord.getByLabel("Landlord name").fill(HARBOR.name);
  await landlord.getByLabel("Landlord address").fill(HARBOR.address);
  await landlord.getByLabel("Company or organization").check();
  await landlord.getByLabel("Signer's name").fill(HARBOR.signer);
  await landlord.getByLabel("Signer's title").fill(HARBOR.title);
  // Nothing saved yet: no picker, only the tick.
  await atBothWidths(page, async () => {
    await expect(page.getByLabel(/from your saved parties/)).toHaveCount(0);
  });
  await landlord.getByLabel("Save this party").check();
  await page.getByLabel("Tenant name").fill("Renée Dupont");
  await page.getByLabel("Tenant's current address").fill("40 Burnside Ave, Albany, NY 12209");
  await atBothWidths(page, async (width) => {
    await expect(landlord.getByLabel("Save this party")).toBeChecked();
    await expectNoSeriousA11yViolations(page, `parties step with the save tick (${width}px)`);
    await page.screenshot({ path: `${SHOTS}/parties-tick-${width}.png` });
  });
  // A reload keeps the tick, as it keeps the draft.
  await page.reload();
  await expect(landlord.getByLabel("Save this party")).toBeChecked();
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("Purpose").fill("Residential use as the tenant's home");
  await nextUntil(page, "Review your answers", () => fillCoreTerms(page, "lease"));
  await page.getByLabel(/Template/).check();
  await page.getByRole("button", { name: "Generate Document" }).click();
  await expect(page.getByRole("region", { name: "Document Summary" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("Party saved", { exact: true })).toBeVisible();
}

test("a party saved on one document is offered and fills a second, at desktop and phone widths", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signUpOverApi(page);
  await leaseSavingTheLandlord(page);

  // A second document, another type, on the one-page form: the employer is filled from the saved party.
  await page.addInitScript(() => localStorage.setItem("lexforge:form-mode", "all"));
  await page.goto("/documents/employment");
  const picker = page.getByLabel("Fill the employer from your saved parties");
  await expect(picker).toHaveValue("");
  await picker.selectOption({ label: `${HARBOR.name} (company)` });
  const employer = page.getByRole("group", { name: "Employer" });
  await atBothWidths(page, async (width) => {
    await expect(page.getByLabel("Employer name")).toHaveValue(HARBOR.name);
    await expect(page.getByLabel("Employer address")).toHaveValue(HARBOR.address);
    await expect(employer.getByLabel("Company or organization")).toBeChecked();
    await expect(employer.getByLabel("Signer's name")).toHaveValue(HARBOR.signer);
    await expect(employer.getByLabel("Signer's title")).toHaveValue(HARBOR.title);
    // Already saved: the tick offers to update it instead.
    await expect(employer.getByLabel("Update this saved party")).not.toBeChecked();
    // The employee is a person: the picker is there too, and stays on its placeholder.
    await expect(page.getByLabel("Fill the employee from your saved parties")).toHaveValue("");
    await expectNoSeriousA11yViolations(page, `one-page form with saved parties (${width}px)`);
    await page.screenshot({ path: `${SHOTS}/parties-picker-${width}.png` });
  });

  // The guided interview offers it as well.
  await page.evaluate(() => localStorage.setItem("lexforge:form-mode", "steps"));
  await page.goto("/documents/nda");
  await page.getByRole("button", { name: "Answer step by step" }).click();
  await atBothWidths(page, async () => {
    await expect(page.getByLabel("Fill the disclosing party from your saved parties")).toBeVisible();
  });

  // Settings, at phone width: the contact book, edited and then emptied.
  await page.setViewportSize(PHONE);
  await page.goto("/dashboard?tab=settings");
  const book = page.getByRole("list", { name: "Saved parties" });
  await atBothWidths(page, async () => {
    await expect(book).toContainText(HARBOR.name);
    await expect(book).toContainText(`Company · signs: ${HARBOR.signer}, ${HARBOR.title}`);
  });
  await book.getByRole("button", { name: `Edit ${HARBOR.name}` }).click();
  const form = page.getByRole("form", { name: `Edit ${HARBOR.name}` });
  await form.getByLabel("Signer's title").fill("Chief Executive Officer");
  await atBothWidths(page, async (width) => {
    await expect(form.getByLabel("Signer's title")).toHaveValue("Chief Executive Officer");
    await expectNoSeriousA11yViolations(page, `saved party editor (${width}px)`);
    await page.screenshot({ path: `${SHOTS}/parties-settings-${width}.png`, fullPage: true });
  });
  await form.getByRole("button", { name: "Save party" }).click();
  await expect(book).toContainText(`${HARBOR.signer}, Chief Executive Officer`);
  await page.reload();
  await atBothWidths(page, async () => {
    await expect(page.getByRole("list", { name: "Saved parties" })).toContainText("Chief Executive Officer");
  });
  await page.getByRole("button", { name: `Delete ${HARBOR.name}` }).click();
  await atBothWidths(page, async () => {
    await expect(page.getByText("No saved parties yet.", { exact: false })).toBeVisible();
  });
});
