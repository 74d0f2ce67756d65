import type { Locator, Page } from "@playwright/test";
import { expect, test } from "@playwright/test";

import { signUpOverApi } from "./support/auth";
import { bytesOf, download, pdfText, wordText } from "./support/files";
import { useOnePageForm } from "./support/form-mode";
import { fillCoreTerms } from "./support/core-terms";

test.beforeEach(async ({ page }) => {
  await useOnePageForm(page);
});

/**
 * Every download format from every place one is offered (the generator's preview and the dashboard's
 * Download menu), fetched as the browser gets it from the production build and checked by its bytes.
 */
const LANDLORD = "Łukasz Nowak";
const TENANT = "Renée Dupont";
const TITLE = "Lease Agreement";

type Format = "txt" | "docx" | "pdf";

/** Asserts the file is a real document of its format and names both parties. */
async function expectDocument(format: Format, bytes: Buffer) {
  if (format === "pdf") {
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const { pages, text } = await pdfText(bytes);
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain(TITLE.toUpperCase());
    expect(text).toContain(LANDLORD);
    expect(text).toContain(TENANT);
    return;
  }
  if (format === "docx") {
    expect(bytes.subarray(0, 2).toString("latin1")).toBe("PK");
    const { xml } = await wordText(bytes);
    expect(xml).toContain(LANDLORD);
    expect(xml).toContain(TENANT);
    return;
  }
  const text = bytes.toString("utf8");
  expect(text).toContain(TITLE.toUpperCase());
  expect(text).toContain(LANDLORD);
  expect(text).toContain(TENANT);
}

async function generateLease(page: Page) {
  await page.goto("/documents/lease");
  await page.getByLabel("Jurisdiction").selectOption("Oregon");
  await page.getByLabel("Landlord name").fill(LANDLORD);
  await page.getByLabel("Landlord address").fill("12 Alder St, Portland, OR 97205");
  await page.getByLabel("Tenant name").fill(TENANT);
  await page.getByLabel("Tenant's current address").fill("40 Burnside Ave, Portland, OR 97209");
  await page.getByLabel("Purpose").fill("Residential use as the tenant's home");
  await fillCoreTerms(page, "lease");
  // Template mode is free, so the Word rule for a spent last credit does not apply here.
  await page.getByLabel(/Template/).check();
  await page.getByRole("button", { name: "Generate Document" }).click();
  await expect(page.getByRole("region", { name: "Document Summary" })).toBeVisible({ timeout: 30_000 });
}

test.describe("downloads from the production build", () => {
  test("generator preview: text, Word and PDF", async ({ page }) => {
    await signUpOverApi(page);
    await generateLease(page);
    const buttons: Record<Format, Locator> = {
      txt: page.getByRole("button", { name: "Download as Text" }),
      docx: page.getByRole("button", { name: "Download as Word" }),
      pdf: page.getByRole("button", { name: "Download as PDF" }),
    };
    for (const [format, button] of Object.entries(buttons) as [Format, Locator][]) {
      const file = await download(page, () => button.click());
      expect(file.suggestedFilename()).toBe(`lease-agreement-ukasz-nowak-and-renee-dupont.${format}`);
      await expectDocument(format, await bytesOf(file));
    }
  });

  test("dashboard Download menu: Word, PDF and text", async ({ page }) => {
    await signUpOverApi(page);
    await generateLease(page);
    await page.goto("/dashboard");
    const row = page.getByRole("row").filter({ hasText: TITLE }).first();
    const labels: Record<Format, string> = { docx: "Word (.docx)", pdf: "PDF (.pdf)", txt: "Text (.txt)" };
    for (const [format, label] of Object.entries(labels) as [Format, string][]) {
      await row.getByRole("button", { name: /Download/ }).click();
      const file = await download(page, () => page.getByRole("menuitem", { name: label }).click());
      expect(file.suggestedFilename()).toBe(`lease-agreement-ukasz-nowak-and-renee-dupont.${format}`);
      await expectDocument(format, await bytesOf(file));
    }
  });
});

test("a will made in the browser downloads as a PDF with its attestation clause and self-proving affidavit", async ({
  page,
}) => {
  await signUpOverApi(page);
  await page.goto("/documents/will");
  await page.getByLabel("Jurisdiction").selectOption("Texas");
  await page.getByLabel("Testator's full legal name").fill("Margaret Ann Lopez");
  await expect(page.getByText("the person making this will")).toBeVisible();
  await page.getByLabel("Testator's home address").fill("17 Orchard Lane, Austin, TX 78701");
  await page.getByLabel("Executor's full name").fill("Daniel Lopez");
  await page.getByLabel("Executor's address").fill("230 River Road, Dallas, TX 75201");
  await page.getByLabel("Purpose").fill("To leave my estate to my children");
  await page.getByLabel(/Template/).check();
  await page.getByRole("button", { name: "Generate Document" }).click();
  await expect(page.getByRole("region", { name: "Document Summary" })).toBeVisible({ timeout: 30_000 });
  const preview = page.getByTestId("document-preview");
  await expect(preview.getByRole("region", { name: "Attestation of Witnesses" })).toBeVisible();
  await expect(page.getByTestId("before-you-sign")).toContainText("Tex. Est. Code § 251.104(e)");

  const file = await download(page, () => page.getByRole("button", { name: "Download as PDF" }).click());
  expect(file.suggestedFilename()).toBe("last-will-and-testament-margaret-ann-lopez-and-daniel-lopez.pdf");
  const { text: flat } = await pdfText(await bytesOf(file));
  expect(flat).toContain("ATTESTATION OF WITNESSES");
  expect(flat).toContain("sign our names below as witnesses");
  expect(flat).toContain("SELF-PROVING AFFIDAVIT");
  expect(flat).toContain("Before me, the undersigned authority, on this day personally appeared Margaret Ann Lopez");
  // The jurat: sworn to and subscribed before the notary, not a bare acknowledgment.
  expect(flat).toContain("Subscribed and sworn to before me by the said Margaret Ann Lopez, testator");
  expect(flat).toContain("NOTARY PUBLIC");
  expect(flat).toContain("BEFORE YOU SIGN");
  expect(flat).not.toContain("FIRST PARTY");
});
