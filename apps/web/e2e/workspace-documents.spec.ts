import { expect, test } from "@playwright/test";

import { signUp } from "./support/auth";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { generateDocument, ndaRequest } from "./support/dashboard";

/** The dashboard's documents list: search by name, filter by type, sort, and each row's versions. */
for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`documents list: search, type filter, sort, versions (${viewport.width}px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signUp(page);
    const nda = await generateDocument(page);
    await generateDocument(page, {
      documentType: "lease",
      jurisdiction: "Oregon",
      parties: {
        party1Name: "Łukasz Nowak",
        party1Address: "12 Alder St, Portland, OR 97205",
        party2Name: "Renée Dupont",
        party2Address: "40 Burnside Ave, Portland, OR 97209",
      },
      purpose: "Residential use as the tenant's home",
    });
    // A free restore makes a second version of the NDA.
    const restore = await page.request.post("/api/trpc/generator.restore?batch=1", {
      data: { 0: { json: { id: nda.id, version: 1 } } },
    });
    expect(restore.ok(), await restore.text()).toBe(true);

    await page.goto("/dashboard");
    const list = viewport.width >= 768 ? page.getByRole("table") : page.getByRole("list", { name: "Your documents" });
    const entries =
      viewport.width >= 768
        ? list.getByRole("row").filter({ has: page.getByRole("cell") })
        : list.getByRole("listitem");
    await expect(entries).toHaveCount(2);
    await expect(page.getByText("2 of 2 documents")).toBeVisible();
    // Last changed first: the restored NDA, with its two versions.
    await expect(entries.first()).toContainText("Non-Disclosure");
    await expect(entries.first()).toContainText("2");
    await expectNoSeriousA11yViolations(page, "documents list");

    await page.getByLabel("Search").fill("lease");
    await expect(entries).toHaveCount(1);
    await expect(entries.first()).toContainText("Lease");
    await page.getByLabel("Search").fill("");

    await page.getByLabel("Type").selectOption({ label: "Non-Disclosure Agreement" });
    await expect(entries).toHaveCount(1);
    await expect(page.getByText("1 of 2 documents")).toBeVisible();
    await page.getByLabel("Type").selectOption("");

    await page.getByLabel("Sort by").selectOption("name");
    await expect(entries.first()).toContainText("Lease");
    await page.screenshot({ path: `test-results/documents-${viewport.width}.png`, fullPage: true });
  });
}

test("documents list: a page of 20 at a time; a search starts again at page 1", async ({ page }) => {
  await signUp(page);
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
