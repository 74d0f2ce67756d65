import type { Page } from "@playwright/test";
import { expect, test } from "@playwright/test";

// The library before its scripts have loaded (library.spec covers it once they have): the prerendered search
// box takes typing, and the interactive one carries it over.

const titles = async (page: Page) =>
  (await page.getByRole("main").getByRole("article").getByRole("heading").allTextContents()).sort();

/**
 * The search is written to the URL without asking the server for the page: through the router, each key was
 * a request, and an early key's slow answer could land last and reset the box to that key's text. Returns
 * the search requests made (it should stay empty).
 */
async function recordSearchRequests(page: Page) {
  const requested: string[] = [];
  await page.route(
    (url) => url.searchParams.has("q"),
    async (route) => {
      requested.push(route.request().url());
      await route.continue();
    },
  );
  return requested;
}

test("before scripts load: what was typed into the prerendered search box is kept, focused, and applied", async ({
  page,
}) => {
  // The page's scripts are held until the text is in the box, as on a slow phone connection.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/_next/static/chunks/**/*.js", async (route) => {
    await held;
    await route.continue();
  });
  const requested = await recordSearchRequests(page);
  await page.goto("/documents", { waitUntil: "domcontentloaded" });
  const search = page.getByPlaceholder("Search for documents...");
  await search.pressSequentially("lease");
  release();

  await expect(page).toHaveURL(/\/documents\?q=lease$/);
  await expect(search).toHaveValue("lease");
  await expect(search).toBeFocused();
  await expect.poll(() => titles(page)).toEqual(["Lease Agreement"]);
  // Typing goes on where it stopped.
  await page.keyboard.type(" agreement", { delay: 30 });
  await expect(search).toHaveValue("lease agreement");
  await expect(page).toHaveURL(/\/documents\?q=lease\+agreement$/);
  expect(requested).toEqual([]);
});
