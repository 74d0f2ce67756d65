import type { Locator, Page } from "@playwright/test";
import { expect, test } from "@playwright/test";

import { signUpOverApi } from "./support/auth";
import { generateDocument, seedBilling } from "./support/dashboard";
import { useOnePageForm } from "./support/form-mode";

/**
 * Closing a dialog with Escape puts focus back on what opened it, so a keyboard or screen-reader user keeps
 * their place: dialogs opened by a button, by a download that needs a credit and from a menu alike.
 */
async function escapeReturnsFocus(page: Page, trigger: Locator, dialogName: string) {
  await trigger.click();
  const dialog = page.getByRole("dialog", { name: dialogName });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
}

test("Escape returns focus to the trigger of every generator and dashboard dialog", async ({ page }) => {
  await signUpOverApi(page);
  const { id } = await generateDocument(page);
  await page.goto(`/documents/nda?doc=${id}`);
  await expect(page.getByRole("region", { name: "Document Summary" })).toBeVisible({ timeout: 30_000 });

  await escapeReturnsFocus(page, page.getByRole("button", { name: "Refine with AI" }), "Refine Document with AI");
  await escapeReturnsFocus(page, page.getByRole("button", { name: "History" }), "Version history");
  await escapeReturnsFocus(page, page.getByRole("button", { name: "Get More Credits" }), "Choose a Plan");

  await page.goto("/dashboard?tab=documents");
  const more = page.getByRole("button", { name: /^More actions for/ }).first();
  await more.click();
  await page.getByRole("menuitem", { name: "Rename" }).click();
  const rename = page.getByRole("dialog", { name: "Rename document" });
  await expect(rename).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(rename).toBeHidden();
  await expect(more).toBeFocused();

  // With no credit left, Word from the dashboard opens the plans; Escape returns to Download.
  await seedBilling(page, { credits: 0 });
  await page.reload();
  const download = page.getByRole("button", { name: /^Download/ }).first();
  await download.click();
  await page.getByRole("menuitem", { name: /Word/ }).click();
  const plans = page.getByRole("dialog", { name: "Choose a Plan" });
  await expect(plans).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(plans).toBeHidden();
  await expect(download).toBeFocused();

  await page.goto("/dashboard?tab=settings");
  await escapeReturnsFocus(page, page.getByRole("button", { name: "Sign out everywhere" }), "Sign out everywhere?");
});

test("Escape returns focus to Generate from the sign-in dialog an anonymous visitor gets", async ({ page }) => {
  await useOnePageForm(page);
  await page.goto("/documents/nda");
  await page.getByLabel("Disclosing party name").fill("Acme Robotics LLC");
  await page.getByLabel("Disclosing party address").fill("1 Market St, Austin, TX 78701");
  await page.getByLabel("Receiving party name").fill("Jane Q. Public");
  await page.getByLabel("Receiving party address").fill("200 Main St, Dallas, TX 75201");
  await page.getByLabel("Purpose").fill("Evaluating a software development partnership");
  await escapeReturnsFocus(page, page.getByRole("button", { name: "Generate Document" }), "Authentication Required");
});
