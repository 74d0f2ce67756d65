import { expect, test } from "@playwright/test";

import { signUpOverApi } from "./support/auth";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { generateDocument, seedBilling } from "./support/dashboard";
import { useOnePageForm } from "./support/form-mode";
import { DESKTOP, PHONE } from "./support/viewports";

test.beforeEach(async ({ page }) => {
  await useOnePageForm(page);
});

/**
 * One document, many versions, and money only for what changes: Regenerate with nothing different saves
 * nothing and spends nothing; editing the information updates the same document as its next version (AI
 * mode: one credit), with a way back, and the dashboard still lists one document.
 */
test("regenerate unchanged is free; edit information makes version 2 of the same document, at both widths", async ({
  page,
}) => {
  await signUpOverApi(page);
  await seedBilling(page, { credits: 3 });
  const { id } = await generateDocument(page, { useAI: true });
  await page.goto(`/documents/nda?doc=${id}`);
  await expect(page.getByTestId("credits")).toHaveText("2");

  await page.setViewportSize(PHONE);
  await expect(
    page.getByText("Regenerating will use another document credit, only if the text changes."),
  ).toBeVisible();
  // An AI-mode version may cost a credit: asked first, with the cost named; Escape spends nothing.
  await page.getByRole("button", { name: "Regenerate Document" }).click();
  const confirm = page.getByRole("dialog", { name: "Use 1 document credit?" });
  await expect(confirm).toContainText("uses 1 document credit if its text changes");
  await expect(confirm).toContainText("You currently have 2 document credits remaining.");
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press("Escape");
  await expect(confirm).toBeHidden();
  await expect(page.getByRole("button", { name: "Regenerate Document" })).toBeFocused();
  await page.getByRole("button", { name: "Regenerate Document" }).click();
  await confirm.getByRole("button", { name: "Continue for 1 credit" }).click();
  await expect(page.getByText("Nothing changed")).toBeVisible();
  await expect(page.getByTestId("credits")).toHaveText("2");

  await page.setViewportSize(DESKTOP);
  await page.getByRole("button", { name: "Edit Document Information" }).click();
  // Back to document leaves everything as it was.
  await page.getByRole("button", { name: "Back to document" }).click();
  await expect(page.getByRole("region", { name: "Document Summary" })).toBeVisible();
  await page.getByRole("button", { name: "Edit Document Information" }).click();
  await page.getByLabel("Purpose").fill("Evaluating a joint hardware venture");
  await page.getByRole("button", { name: "Update Document" }).click();
  await confirm.getByRole("button", { name: "Continue for 1 credit" }).click();
  await expect(page.getByText("Saved as version 2")).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(new RegExp(`\\?doc=${id}$`));
  await expect(page.getByTestId("document-preview")).toContainText("Evaluating a joint hardware venture");
  await expect(page.getByTestId("credits")).toHaveText("1");

  await page.goto("/dashboard");
  const rows = page
    .getByRole("table")
    .getByRole("row")
    .filter({ has: page.getByRole("cell") });
  await expect(rows).toHaveCount(1);
  await expect(page.getByText(/^1 of 1 documents?$/)).toBeVisible();
});
