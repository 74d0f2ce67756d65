import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

import type { Page } from "@playwright/test";
import { expect } from "@playwright/test";

/**
 * axe-core as @axe-core/playwright ships it (so the version is the one it pins). We run it ourselves:
 * AxeBuilder injected the whole library again on every check and finished each run in a new blank page;
 * here it is injected once per document and run in place (the pages have no frames to reach).
 */
const axeSource = readFileSync(
  createRequire(createRequire(import.meta.url).resolve("@axe-core/playwright")).resolve("axe-core/axe.min.js"),
  "utf8",
);

/** The part of axe.run's result read here. */
type Violations = {
  violations: { id: string; impact?: string | null; help: string; nodes: { target: string[] }[] }[];
};
type Axe = { run: (context: unknown, options: unknown) => Promise<Violations> };

/**
 * Zero serious or critical axe violations on what is on screen now. Toasts are left out: they fade in
 * and out, and axe measures the contrast of a half-transparent frame (their colours are set in
 * packages/ui/src/toaster.tsx to pass AA).
 */
export async function expectNoSeriousA11yViolations(page: Page, label = page.url()) {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  // Only violations are read, so axe need not gather the passing and inapplicable nodes.
  const results = await page.evaluate(() =>
    (window as unknown as { axe: Axe }).axe.run(
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
