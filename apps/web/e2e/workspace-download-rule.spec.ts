import { readFile } from "node:fs/promises";

import type { Locator, Page } from "@playwright/test";
import { expect, test } from "@playwright/test";

import { signUpOverApi } from "./support/auth";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { generateDocument } from "./support/dashboard";
import { atBothWidths, DESKTOP } from "./support/viewports";

/**
 * One download rule wherever a document is offered (README "Downloads"): with no credit left, Word and PDF
 * answer 'Upgrade Required' on the generator and in the dashboard's Download menu alike, and text downloads.
 * At desktop and phone widths, where the dashboard is a table and a list of cards respectively: one account
 * and one document, every button and menu tried at both widths.
 */
test("Word and PDF ask for an upgrade on the generator and the dashboard alike, at desktop and phone widths", async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await signUpOverApi(page);
  // The AI mode spends the sign-up credit, so none is left.
  const { id } = await generateDocument(page, { useAI: true });

  await page.goto(`/documents/nda?doc=${id}`);
  await expect(page.getByTestId("document-preview")).toContainText("Jane Q. Public", { timeout: 30_000 });
  await atBothWidths(page, async () => {
    await expect(page.getByTestId("credits")).toHaveText("0");
    for (const name of ["Download as Word", "Download as PDF"]) {
      await expectUpgradeRequired(page, page.getByRole("button", { name }));
    }
    await expectTextDownload(page, page.getByRole("button", { name: "Download as Text" }));
  });

  await page.goto("/dashboard");
  await atBothWidths(page, async (width) => {
    const download = page.getByRole("button", { name: /^Download/ });
    await expect(download).toHaveCount(1);
    for (const name of ["Word (.docx)", "PDF (.pdf)"]) {
      await download.click();
      await expectUpgradeRequired(page, page.getByRole("menuitem", { name }));
    }
    await download.click();
    await expectNoSeriousA11yViolations(page, `dashboard download menu (${width}px)`);
    await expectTextDownload(page, page.getByRole("menuitem", { name: "Text (.txt)" }));
  });
});

/** The click offers plans and hands over no file. */
async function expectUpgradeRequired(page: Page, control: Locator) {
  let downloaded = false;
  const onDownload = () => (downloaded = true);
  page.on("download", onDownload);
  await control.click();
  await expect(page.getByText("Upgrade Required").first()).toBeVisible();
  const plans = page.getByRole("dialog", { name: "Choose a Plan" });
  await expect(plans).toBeVisible();
  // The dialog names what the user wanted: a download, not another document.
  await expect(plans).toContainText("Select a plan to download your documents as Word or PDF.");
  await page.keyboard.press("Escape");
  await expect(plans).toBeHidden();
  page.off("download", onDownload);
  expect(downloaded).toBe(false);
}

async function expectTextDownload(page: Page, control: Locator) {
  const [file] = await Promise.all([page.waitForEvent("download"), control.click()]);
  expect(file.suggestedFilename()).toMatch(/\.txt$/);
  const text = await readFile(await file.path(), "utf8");
  expect(text).toContain("Jane Q. Public");
  expect(text).toContain("State of California");
}
