import { expect, test } from "@playwright/test";

import { signUpOverApi } from "./support/auth";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { generateDocument, oregonLease } from "./support/dashboard";
import { useOnePageForm } from "./support/form-mode";
import { atBothWidths, DESKTOP, PHONE } from "./support/viewports";

/**
 * The documents list's own actions: Rename (kept by the list), Delete (soft: gone from the list and from
 * downloads, Undo in the toast brings it back) and "Use as a starting point" (the generator prefilled with
 * the document's answers; Generate makes a new document and the original stays). One account goes through
 * them once; each screen is checked at desktop and phone widths, and the menus are used at both.
 */
/** Screenshots of each new screen at both widths, to look at by hand (SHOTS_DIR to keep them elsewhere). */
const SHOTS = process.env.SHOTS_DIR ?? "test-results";

test("documents list: rename, delete with undo, use as a starting point, at desktop and phone widths", async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await useOnePageForm(page);
  await signUpOverApi(page);
  const acme = await generateDocument(page);
  const lease = await generateDocument(page, oregonLease);

  await page.goto("/dashboard");
  await expect(page.getByText("2 of 2 documents")).toBeVisible();
  const more = (name: RegExp) => page.getByRole("button", { name: new RegExp(`More actions for .*${name.source}`) });

  // Rename. The menu is opened from the table's row and from the phone's card.
  await atBothWidths(page, async (width) => {
    await more(/Jane Q\. Public/).click();
    await expectNoSeriousA11yViolations(page, `more actions menu (${width}px)`);
    await page.keyboard.press("Escape");
  });
  await more(/Jane Q\. Public/).click();
  await page.getByRole("menuitem", { name: "Rename…" }).click();
  const dialog = page.getByRole("dialog", { name: "Rename document" });
  await dialog.getByLabel("Document name").fill(" ");
  await dialog.getByRole("button", { name: "Save name" }).click();
  await atBothWidths(page, async (width) => {
    await expect(dialog.getByRole("alert")).toHaveText("Please enter a name");
    await expectNoSeriousA11yViolations(page, `rename dialog (${width}px)`);
    await page.screenshot({ path: `${SHOTS}/rename-dialog-${width}.png` });
  });
  await dialog.getByLabel("Document name").fill("Acme NDA – final");
  await dialog.getByRole("button", { name: "Save name" }).click();
  await expect(dialog).toBeHidden();
  await expect(more(/Acme NDA – final/)).toBeVisible();
  await page.reload();
  await atBothWidths(page, async (width) => {
    await expect(more(/Acme NDA – final/)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/documents-actions-${width}.png`, fullPage: true });
  });

  // Delete, from the phone's card: gone from the list and the downloads; Undo brings it back.
  await page.setViewportSize(PHONE);
  await more(/Renée Dupont/).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  await expect(page.getByText("Document deleted")).toBeVisible();
  await atBothWidths(page, async () => {
    await expect(page.getByText("1 of 1 document")).toBeVisible();
    await expect(more(/Renée Dupont/)).toHaveCount(0);
  });
  expect((await page.request.get(`/api/documents/${lease.id}/txt`)).status()).toBe(404);
  await page.getByRole("button", { name: "Undo" }).click();
  await atBothWidths(page, async () => {
    await expect(page.getByText("2 of 2 documents")).toBeVisible();
    await expect(more(/Renée Dupont/)).toBeVisible();
  });
  expect((await page.request.get(`/api/documents/${lease.id}/txt`)).status()).toBe(200);

  // Deleted for good this time: stays gone after a reload, and its page says it is not found.
  await more(/Renée Dupont/).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  await expect(page.getByText("1 of 1 document")).toBeVisible();
  await page.reload();
  await atBothWidths(page, async () => {
    await expect(page.getByText("1 of 1 document")).toBeVisible();
  });
  await page.goto(`/documents/lease?doc=${lease.id}`);
  await expect(page.getByText("Document not found")).toBeVisible();

  // Use as a starting point, from the desktop table: the NDA's answers fill a new form; Generate makes a
  // second NDA.
  await page.setViewportSize(DESKTOP);
  await page.goto("/dashboard");
  await more(/Acme NDA – final/).click();
  await page.getByRole("menuitem", { name: "Use as a starting point" }).click();
  await expect(page).toHaveURL(new RegExp(`/documents/nda\\?from=${acme.id}`));
  await atBothWidths(page, async (width) => {
    await expect(page.getByRole("status").filter({ hasText: "Starting from" })).toContainText("Acme NDA – final");
    await expect(page.getByLabel("Disclosing party name")).toHaveValue("Acme Robotics LLC");
    await expect(page.getByLabel("Purpose")).toHaveValue("Evaluating a potential software development partnership");
    await page.screenshot({ path: `${SHOTS}/starting-point-${width}.png` });
  });
  await page.getByLabel("Receiving party name").fill("Globex Corporation");
  await page.getByLabel(/Template/).check();
  await page.getByRole("button", { name: "Generate Document" }).click();
  await expect(page.getByRole("region", { name: "Document Summary" })).toBeVisible({ timeout: 30_000 });
  await page.goto("/dashboard");
  await atBothWidths(page, async () => {
    await expect(page.getByText("2 of 2 documents")).toBeVisible();
    await expect(more(/Acme NDA – final/)).toBeVisible();
    await expect(more(/Globex Corporation/)).toBeVisible();
  });
});
