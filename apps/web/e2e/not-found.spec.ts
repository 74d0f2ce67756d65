import { expect, test } from "@playwright/test";

test("unknown paths show the 404 page with a way home", async ({ page }) => {
  const response = await page.goto("/this-page-does-not-exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeVisible();
  await expect(
    page.getByText(
      "We couldn't find the page you're looking for. It might have been moved, deleted, or never existed.",
    ),
  ).toBeVisible();
  await expect(page).toHaveTitle(/Page Not Found/);
  await expect(page.getByRole("banner")).toBeVisible();

  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Legal Documents Created in Minutes, Not Hours" }),
  ).toBeVisible();
});

test("nested unknown paths are 404 too", async ({ page }) => {
  const response = await page.goto("/about/team/nobody");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeVisible();
});
