import type { Page } from "@playwright/test";
import { expect, test } from "@playwright/test";

import { signUpOverApi } from "./support/auth";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { useOnePageForm } from "./support/form-mode";
import { atBothWidths, DESKTOP, PHONE } from "./support/viewports";
import { fillCoreTerms } from "./support/core-terms";

test.beforeEach(async ({ page }) => {
  await useOnePageForm(page);
});

/**
 * The document workspace after generation: a refine and an in-app edit each make a version, the History
 * panel lists the three with what made them, compares version 1 with version 3 clause by clause, and
 * restoring version 1 makes version 4 with version 1's text (free). One document goes through it once; each
 * screen is checked at desktop and phone widths, and the clause is edited at phone width.
 */
const EDITED = "The Tenant shall keep the garden tidy and the gutters clear throughout the term.";

async function generateLease(page: Page) {
  await page.goto("/documents/lease");
  await page.getByLabel("Jurisdiction").selectOption("Oregon");
  await page.getByLabel("Landlord name").fill("Łukasz Nowak");
  await page.getByLabel("Landlord address").fill("12 Alder St, Portland, OR 97205");
  await page.getByLabel("Tenant name").fill("Renée Dupont");
  await page.getByLabel("Tenant's current address").fill("40 Burnside Ave, Portland, OR 97209");
  await page.getByLabel("Purpose").fill("Residential use as the tenant's home");
  await fillCoreTerms(page, "lease");
  await page.getByLabel(/Template/).check();
  await page.getByRole("button", { name: "Generate Document" }).click();
  await expect(page.getByRole("region", { name: "Document Summary" })).toBeVisible({ timeout: 30_000 });
}

test("history after a refine and an edit, diff v1↔v3, restore v1, at desktop and phone widths", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signUpOverApi(page);
  await generateLease(page);

  // Version 2: a refine (one credit).
  await page.getByRole("button", { name: "Refine with AI" }).click();
  const refine = page.getByRole("dialog", { name: "Refine Document with AI" });
  await refine.getByRole("button", { name: "Make it more formal" }).click();
  await refine.getByRole("button", { name: "Refine Document" }).click();
  await expect(page.getByText("Document Refined")).toBeVisible({ timeout: 30_000 });
  await expect(refine).toBeHidden();
  await expect(page.getByTestId("credits")).toHaveText("0");

  // Version 3: an in-app edit of one clause, free, made at phone width.
  await page.setViewportSize(PHONE);
  await page.getByRole("button", { name: "Edit text" }).click();
  await atBothWidths(page, async (width) => {
    await expectNoSeriousA11yViolations(page, `editing mode (${width}px)`);
  });
  const edit = page.getByRole("button", { name: "Edit clause 2.1" });
  await edit.click();
  const editor = page.getByRole("form", { name: "Edit clause 2.1" });
  // The wording takes focus; Escape cancels and gives focus back to Edit; nothing scrolls sideways at 390 px.
  await expect(editor.getByLabel("Wording of clause 2.1")).toBeFocused();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
    0,
  );
  await page.keyboard.press("Escape");
  await expect(editor).toBeHidden();
  await expect(edit).toBeFocused();
  await edit.click();
  await atBothWidths(page, async (width) => {
    await expect(editor).toBeVisible();
    await expectNoSeriousA11yViolations(page, `clause editor (${width}px)`);
  });
  // An empty clause is refused in words, not as the server's JSON.
  await editor.getByLabel("Wording of clause 2.1").fill("");
  await editor.getByRole("button", { name: "Save clause" }).click();
  await expect(page.getByText("A clause needs some text", { exact: true })).toBeVisible();
  await editor.getByLabel("Wording of clause 2.1").fill(EDITED);
  await editor.getByRole("button", { name: "Save clause" }).click();
  await expect(page.getByText("Saved as version 3")).toBeVisible({ timeout: 30_000 });
  await atBothWidths(page, async () => {
    await expect(page.getByTestId("document-preview")).toContainText(EDITED);
    await expect(page.getByTestId("clause-badge").first()).toHaveText(/Edited by you/i);
    await expect(page.getByTestId("credits")).toHaveText("0");
  });
  await page.getByRole("button", { name: "Done editing" }).click();

  await page.setViewportSize(DESKTOP);
  await page.getByRole("button", { name: "History" }).click();
  const history = page.getByRole("dialog", { name: "Version history" });
  const items = history.getByTestId("version-item");
  await atBothWidths(page, async (width) => {
    await expect(items).toHaveCount(3);
    await expect(items.nth(0)).toContainText("Version 3 · Edited by you");
    await expect(items.nth(1)).toContainText("Version 2 · Refined");
    await expect(items.nth(1)).toContainText("Make it more formal");
    await expect(items.nth(2)).toContainText("Version 1 · Generated");
    await expectNoSeriousA11yViolations(page, `history panel (${width}px)`);
  });

  await history.getByLabel("From").selectOption("1");
  await history.getByLabel("to", { exact: true }).selectOption("3");
  const diff = history.getByTestId("version-diff");
  await atBothWidths(page, async (width) => {
    await expect(diff).toContainText(EDITED);
    await expect(diff).toContainText("Before:");
    // A clause named by its section says the name once, not "Premises — Premises".
    await expect(diff).not.toContainText(/(\b[A-Z][\w ]+) — \1\b/);
    await page.screenshot({ path: `test-results/history-${width}.png`, fullPage: false });
  });

  await history.getByRole("button", { name: "Restore version 1" }).click();
  await expect(page.getByText("Restored as version 4")).toBeVisible({ timeout: 30_000 });
  await expect(items).toHaveCount(4);
  // Version 4 has version 1's text: comparing them finds no clause that differs.
  await history.getByLabel("From").selectOption("1");
  await history.getByLabel("to", { exact: true }).selectOption("4");
  await atBothWidths(page, async () => {
    await expect(items).toHaveCount(4);
    await expect(items.nth(0)).toContainText("Version 4 · Restored");
    await expect(history.getByTestId("diff-empty")).toBeVisible();
    // Restoring is free.
    await expect(page.getByTestId("credits")).toHaveText("0");
  });
  await page.keyboard.press("Escape");
  await atBothWidths(page, async () => {
    await expect(page.getByTestId("document-preview")).not.toContainText(EDITED);
  });
});
