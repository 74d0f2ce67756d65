import { readFile } from "node:fs/promises";

import type { Page } from "@playwright/test";
import { expect, test } from "@playwright/test";

import { PLAN_IDS } from "@lexforge/payments/plans";

import { signUpOverApi } from "./support/auth";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { seedBilling } from "./support/dashboard";

// Multi-step flows (sign-up, seeding, several round trips): more room than the 60 s default.
test.describe.configure({ timeout: 120_000 });

const PRICES = { basic: "$5.00", standard: "$10.00", premium: "$20.00" };

/** 23 purchases on January 1–23, 2025 (noon UTC, so the calendar day is the same in any US zone). */
const SEED = Array.from({ length: 23 }, (_, i) => ({
  planId: PLAN_IDS[i % 3] ?? "basic",
  date: `2025-01-${String(i + 1).padStart(2, "0")}T12:00:00Z`,
}));

const caption = (page: Page) => page.getByText(/^Showing \d+ transactions?$/);
const bodyRows = (page: Page) => page.locator("tbody tr");

test("empty history before the first purchase", async ({ page }) => {
  await signUpOverApi(page);
  await page.goto("/dashboard/transactions");
  await expect(page.getByText("No transactions found")).toBeVisible();
  await expect(page.getByText("Your transaction history will appear here after your first purchase.")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Pagination" })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test("server-side paging, sorting, filters, search and CSV export", async ({ page }) => {
  await signUpOverApi(page);
  await seedBilling(page, { transactions: SEED });
  await page.goto("/dashboard/transactions");

  // Paging: 23 rows → 3 pages of 10.
  await expect(caption(page)).toHaveText("Showing 23 transactions");
  await expect(bodyRows(page)).toHaveCount(10);
  const pager = page.getByRole("navigation", { name: "Pagination" });
  await expect(pager.getByRole("button", { name: /^Page \d+$/ })).toHaveText(["1", "2", "3"]);
  await expect(pager.getByRole("button", { name: "Previous" })).toBeDisabled();
  await expect(bodyRows(page).first()).toContainText("January 23, 2025");
  await pager.getByRole("button", { name: "Next" }).click();
  await expect(pager.getByRole("button", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  await expect(bodyRows(page).first()).toContainText("January 13, 2025");
  await pager.getByRole("button", { name: "Page 3" }).click();
  await expect(bodyRows(page)).toHaveCount(3);
  await expect(pager.getByRole("button", { name: "Next" })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);

  // Sorting: the current column toggles; another column starts descending; the page goes back to 1.
  await page.getByRole("button", { name: "Date" }).click();
  await expect(page.getByRole("columnheader", { name: "Date" })).toHaveAttribute("aria-sort", "ascending");
  await expect(pager.getByRole("button", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
  await expect(bodyRows(page).first()).toContainText("January 1, 2025");
  await page.getByRole("button", { name: "Amount" }).click();
  await expect(page.getByRole("columnheader", { name: "Amount" })).toHaveAttribute("aria-sort", "descending");
  await expect(bodyRows(page).first()).toContainText("$20.00");
  await page.getByRole("button", { name: "Amount" }).click();
  await expect(page.getByRole("columnheader", { name: "Amount" })).toHaveAttribute("aria-sort", "ascending");
  await expect(bodyRows(page).first()).toContainText("$5.00");

  // Plan filter: 7 premium purchases, one page, no pagination.
  await page.getByLabel("Plan").selectOption({ label: "Premium Plan" });
  await expect(caption(page)).toHaveText("Showing 7 transactions");
  await expect(bodyRows(page)).toHaveCount(7);
  await expect(pager).toHaveCount(0);
  for (const row of await bodyRows(page).all()) await expect(row).toContainText("Premium Plan");

  // Date range (inclusive): January 5–10 → 6 purchases, 2 of them premium.
  await page.getByLabel("From Date").fill("2025-01-05");
  await page.getByLabel("To Date").fill("2025-01-10");
  await expect(caption(page)).toHaveText("Showing 2 transactions");
  await page.getByLabel("Plan").selectOption({ label: "All Plans" });
  await expect(caption(page)).toHaveText("Showing 6 transactions");

  // CSV export downloads exactly the filtered rows.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Export CSV" }).click(),
  ]);
  const csv = (await readFile(await download.path(), "utf8")).trim().split(/\r?\n/);
  expect(csv).toHaveLength(1 + 6);
  expect(csv[0]).toContain("Date");
  // The same rows in the same order (amount ascending, as sorted above) as on screen.
  const onScreen = await bodyRows(page).evaluateAll((rows) =>
    rows.map((row) => [...row.querySelectorAll("td")].map((cell) => cell.textContent?.trim() ?? "")),
  );
  const exported = csv.slice(1).map((line) => [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => m[1] ?? ""));
  expect(exported.map((cells) => cells.slice(0, 3))).toEqual(onScreen);
  expect(onScreen.map((cells) => cells[2])).toEqual(["$5.00", "$5.00", "$10.00", "$10.00", "$20.00", "$20.00"]);

  // Search (it matches plan id, amount text or long date) on top of the reset filters.
  await page.getByRole("button", { name: "Reset" }).click();
  await expect(caption(page)).toHaveText("Showing 23 transactions");
  await page.getByPlaceholder("Search transactions...").fill("standard");
  await expect(caption(page)).toHaveText("Showing 8 transactions");
  for (const row of await bodyRows(page).all()) await expect(row).toContainText(PRICES.standard);
  await page.getByPlaceholder("Search transactions...").fill("January 15");
  await expect(caption(page)).toHaveText("Showing 1 transaction");
  await page.getByPlaceholder("Search transactions...").fill("no such purchase");
  await expect(page.getByText("No transactions found")).toBeVisible();
  await expect(page.getByText("Try adjusting your search to see more results.")).toBeVisible();
});

test("Back returns to the dashboard", async ({ page }) => {
  await signUpOverApi(page);
  await page.goto("/dashboard?tab=billing");
  await page.getByRole("link", { name: "View All Transactions" }).click();
  await expect(page).toHaveURL(/\/dashboard\/transactions$/);
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page).toHaveURL(/\/dashboard\?tab=billing$/);
});
