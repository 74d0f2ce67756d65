import type { Page } from "@playwright/test";
import { expect, test } from "@playwright/test";

const EMPTY = "No documents found matching your search criteria.";

test.beforeEach(async ({ page }) => {
  await page.goto("/documents");
  await page.waitForLoadState("networkidle");
});

const cards = (page: Page) => page.getByRole("main").getByRole("article");
const titles = async (page: Page) => (await cards(page).getByRole("heading").allTextContents()).sort();

test("lists all twelve templates with the category tabs", async ({ page }) => {
  await expect(page.getByRole("heading", { level: 1, name: "Legal Document Library" })).toBeVisible();
  await expect(page.getByPlaceholder("Search for documents...")).toBeVisible();
  const tabs = page.getByRole("group", { name: "Document categories" }).getByRole("button");
  await expect(tabs).toHaveText([
    "All Documents",
    "Business",
    "Real Estate",
    "Personal",
    "Employment",
    "Digital",
    "Family",
    "Legal Letters",
  ]);
  await expect(page.getByRole("button", { name: "All Documents" })).toHaveAttribute("aria-pressed", "true");
  await expect(cards(page)).toHaveCount(12);
  const nda = cards(page).filter({ hasText: "Non-Disclosure Agreement" });
  await expect(nda).toContainText("Business");
  await expect(nda).toContainText("5-10 min");
  await expect(nda.getByRole("link", { name: /Create Document/ })).toHaveAttribute("href", "/documents/nda");
});

test("search matches title, description and tags", async ({ page }) => {
  const search = page.getByPlaceholder("Search for documents...");
  await search.fill("lease");
  await expect(cards(page)).toHaveCount(1);
  await expect.poll(() => titles(page)).toEqual(["Lease Agreement"]);
  await expect(page).toHaveURL(/\/documents\?q=lease$/);

  // Description only (and any case): "investors" appears in the NDA's description, not its tags.
  await search.fill("INVESTORS");
  await expect.poll(() => titles(page)).toEqual(["Non-Disclosure Agreement"]);
  await expect(page).toHaveURL(/\/documents\?q=INVESTORS$/);

  // Tag only: "iou" is a tag of the promissory note.
  await search.fill("iou");
  await expect.poll(() => titles(page)).toEqual(["Promissory Note"]);
  await expect(page).toHaveURL(/\/documents\?q=iou$/);
});

test("category tabs filter, and combine with the search", async ({ page }) => {
  await page.getByRole("button", { name: "Business", exact: true }).click();
  await expect(page.getByRole("button", { name: "Business", exact: true })).toHaveAttribute("aria-pressed", "true");
  await expect(page).toHaveURL(/category=business/);
  await expect(cards(page)).toHaveCount(4);
  await expect
    .poll(() => titles(page))
    .toEqual(["Bill of Sale", "LLC Operating Agreement", "Non-Disclosure Agreement", "Promissory Note"]);

  await page.getByPlaceholder("Search for documents...").fill("loan");
  await expect.poll(() => titles(page)).toEqual(["Promissory Note"]);
  await expect(page).toHaveURL(/category=business&q=loan$/);

  // "contract" is a tag of both the NDA (Business) and the employment contract (Employment).
  await page.getByPlaceholder("Search for documents...").fill("contract");
  await expect.poll(() => titles(page)).toEqual(["Non-Disclosure Agreement"]);
  await page.getByRole("button", { name: "Employment", exact: true }).click();
  await expect.poll(() => titles(page)).toEqual(["Employment Contract"]);

  // The filters live in the URL: a reload keeps them.
  await expect(page).toHaveURL(/category=employment&q=contract/);
  await page.reload();
  await expect(page.getByPlaceholder("Search for documents...")).toHaveValue("contract");
  await expect(page.getByRole("button", { name: "Employment", exact: true })).toHaveAttribute("aria-pressed", "true");
  await expect.poll(() => titles(page)).toEqual(["Employment Contract"]);

  await page.getByRole("button", { name: "All Documents" }).click();
  await page.getByPlaceholder("Search for documents...").fill("");
  await expect(cards(page)).toHaveCount(12);
  await expect(page).toHaveURL(/\/documents$/);
});

test("shows the empty text when nothing matches", async ({ page }) => {
  await page.getByPlaceholder("Search for documents...").fill("spaceship");
  await expect(page.getByText(EMPTY)).toBeVisible();
  await expect(cards(page)).toHaveCount(0);

  // A real word, but not in this category.
  await page.getByPlaceholder("Search for documents...").fill("lease");
  await expect(cards(page)).toHaveCount(1);
  await page.getByRole("button", { name: "Family", exact: true }).click();
  await expect(page.getByText(EMPTY)).toBeVisible();
});
