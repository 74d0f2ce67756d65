import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect } from "@playwright/test";

/**
 * Zero serious or critical axe violations on what is on screen now. Toasts are left out: they fade in
 * and out, and axe measures the contrast of a half-transparent frame (their colours are set in
 * packages/ui/src/toaster.tsx to pass AA).
 */
export async function expectNoSeriousA11yViolations(page: Page, label = page.url()) {
  // Only violations are read, so axe need not gather the passing and inapplicable nodes (about a tenth faster).
  const results = await new AxeBuilder({ page })
    .exclude("[data-sonner-toaster]")
    .options({ resultTypes: ["violations"] })
    .analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`),
    `${label}: serious/critical axe violations`,
  ).toEqual([]);
}
