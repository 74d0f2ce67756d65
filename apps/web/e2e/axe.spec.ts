import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { PHONE } from "./support/viewports";

const ROUTES = [
  "/",
  "/about",
  "/documents",
  "/documents?category=business&q=zzz-nothing",
  "/contact",
  "/careers",
  "/terms",
  "/privacy",
  "/disclaimer",
  "/cookies",
  "/no-such-page",
];

/** Each page loaded once at desktop width, then checked again at phone width (390 × 900) as it stands. */
test.describe("axe at 1280 and 390 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  for (const route of ROUTES) {
    test(route, async ({ page }) => {
      await page.goto(route);
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expectNoSeriousA11yViolations(page, `${route} at ${width} px`);
      }
    });
  }
});

test("home with the chat open, in each mode, and the mobile menu open", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Open chat" }).click();
  // The panel's code loads on the first open: check it once it is there, not the moment before.
  const panel = page.getByRole("dialog", { name: "Chat with Lexi" });
  await expect(panel).toBeVisible();
  await expectNoSeriousA11yViolations(page, "chat initial");
  await panel.getByRole("button", { name: "Ask Questions" }).click();
  await panel.getByRole("textbox", { name: "Type your message" }).fill("pricing");
  await panel.getByRole("textbox", { name: "Type your message" }).press("Enter");
  await expectNoSeriousA11yViolations(page, "chat mode");
  await panel.getByRole("button", { name: "Contact", exact: true }).click();
  await expectNoSeriousA11yViolations(page, "contact form");

  await page.setViewportSize(PHONE);
  await page.goto("/about");
  await page.getByRole("button", { name: "Open menu" }).click();
  await expectNoSeriousA11yViolations(page, "mobile menu");
});
