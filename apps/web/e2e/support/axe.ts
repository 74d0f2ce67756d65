import type { Page } from "@playwright/test";
import { expect } from "@playwright/test";
import type { AxeResults, RunOptions } from "axe-core";
import axe from "axe-core";

type AxeInPage = { run: (context: unknown, options: RunOptions) => Promise<AxeResults> };

/**
 * Zero serious or critical axe violations on what is on screen now. Toasts are left out: they fade in
 * and out, and axe measures the contrast of a half-transparent frame (their colours are set in
 * packages/ui/src/toaster.tsx to pass AA).
 */
export async function expectNoSeriousA11yViolations(page: Page, label = page.url()) {
  // Injected once per document and run in place: @axe-core/playwright's AxeBuilder injected the library on
  // every check and finished each run in a new blank page, which made every check several times slower.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  // Only violations are read, so axe need not gather the passing and inapplicable nodes.
  const results = await page.evaluate(() =>
    (window as unknown as { axe: AxeInPage }).axe.run(
      { exclude: [["[data-sonner-toaster]"]] },
      { resultTypes: ["violations"] },
    ),
  );
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`),
    `${label}: serious/critical axe violations`,
  ).toEqual([]);
}
