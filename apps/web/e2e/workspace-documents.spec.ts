import { expect, test } from "@playwright/test";

import { signUpOverApi } from "./support/auth";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { generateDocument, ndaRequest, oregonLease } from "./support/dashboard";
import { atBothWidths, DESKTOP } from "./support/viewports";

/**
 * The dashboard's documents list: search by name, filter by type, sort, and each row's versions. Each state
 * is checked at desktop width (a table) and phone width (a list of cards).
 */
test("documents list: search, type filter, sort, versions, at desktop and phone widths", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signUpOverApi(page);
  const nda = await generateDocument(page);
  await generateDocument(page, oregonLease);
  // A free restore makes a second version of the NDA.
  const restore = await page.request.post("/api/trpc/documents.restore?batch=1", {
    data: { 0: { json: { id: nda.id, version: 1 } } },
  });
  expect(restore.ok(), await restore.text()).toBe(true);

  await page.goto("/dashboard");
  const entries = (width: number) =>
    width >= 768
      ? page
          .getByRole("table")
          .getByRole("row")
          .filter({ has: page.getByRole("cell") })
      : page.getByRole("list", { name: "Your documents" }).getByRole("listitem");
  await atBothWidths(page, async (width) => {
    await expect(entries(width)).toHaveCount(2);
    await expect(page.getByText("2 of 2 documents")).toBeVisible();
    // Last changed first: the restored NDA, with its two versions.
    await expect(entries(width).first()).toContainText("Non-Disclosure");
    await expect(entries(width).first()).toContainText("2");
    await expectNoSeriousA11yViolations(page, `documents list (${width}px)`);
  });

  await page.getByLabel("Search").fill("lease");
  await atBothWidths(page, async (width) => {
    await expect(entries(width)).toHaveCount(1);
    await expect(entries(width).first()).toContainText("Lease");
  });
  await page.getByLabel("Search").fill("");

  await page.getByLabel("Type").selectOption({ label: "Non-Disclosure Agreement" });
  await atBothWidths(page, async (width) => {
    await expect(entries(width)).toHaveCount(1);
    await expect(page.getByText("1 of 2 documents")).toBeVisible();
  });
  await page.getByLabel("Type").selectOption("");

  await page.getByLabel("Sort by").selectOption("name");
  await atBothWidths(page, async (width) => {
    await expect(entries(width).first()).toContainText("Lease");
    await page.screenshot({ path: `test-results/documents-${width}.png`, fullPage: true });
  });
});

test("documents list: a page of 20 at a time; a search starts again at page 1", async ({ page }) => {
  await signUpOverApi(page);
  for (let n = 1; n <= 23; n += 1) {
    await generateDocument(page, { parties: { ...ndaRequest().parties, party2Name: `Recipient ${n}` } });
  }

  // Only the first page reaches the browser with the HTML: Recipients 1–3, the oldest, are on page 2.
  const html = await (await page.request.get("/dashboard")).text();
  expect(html).toContain("Recipient 23");
  expect(html).not.toMatch(/Recipient [123](?!\d)/);

  await page.goto("/dashboard");
  const rows = page
    .getByRole("table")
    .getByRole("row")
    .filter({ has: page.getByRole("cell") });
  await expect(rows).toHaveCount(20);
  await expect(page.getByText("23 of 23 documents")).toBeVisible();
  const pagination = page.getByRole("navigation", { name: "Pagination" });
  await expect(pagination.getByRole("button", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
  await expectNoSeriousA11yViolations(page, "documents list with pages");

  await pagination.getByRole("button", { name: "Next" }).click();
  await expect(rows).toHaveCount(3);
  await expect(pagination.getByRole("button", { name: "Page 2" })).toHaveAttribute("aria-current", "page");

  await page.getByLabel("Search").fill("Recipient 1");
  // Recipient 1 and 10–19, from the first page again.
  await expect(rows).toHaveCount(11);
  await expect(pagination).toHaveCount(0);
});
