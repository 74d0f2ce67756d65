import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "@playwright/test";

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

async function expectNoSeriousViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  const serious = results.violations.filter(
    (v) => v.impact === "serious" || v.impact === "critical",
  );
  const summary = serious.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect(summary, `${label}: serious/critical axe violations`).toEqual([]);
}

for (const width of [1280, 390]) {
  test.describe(`axe at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const route of ROUTES) {
      test(route, async ({ page }) => {
        await page.goto(route);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expectNoSeriousViolations(page, route);
      });
    }
  });
}

test("home with the chat open, in each mode, and the mobile menu open", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Open chat" }).click();
  await expectNoSeriousViolations(page, "chat initial");
  const panel = page.getByRole("dialog", { name: "Chat with Lexi" });
  await panel.getByRole("button", { name: "Ask Questions" }).click();
  await panel.getByRole("textbox", { name: "Type your message" }).fill("pricing");
  await panel.getByRole("textbox", { name: "Type your message" }).press("Enter");
  await expectNoSeriousViolations(page, "chat mode");
  await panel.getByRole("button", { name: "Contact", exact: true }).click();
  await expectNoSeriousViolations(page, "contact form");

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/about");
  await page.getByRole("button", { name: "Open menu" }).click();
  await expectNoSeriousViolations(page, "mobile menu");
});
