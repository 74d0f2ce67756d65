import type { Page } from "@playwright/test";
import { expect } from "@playwright/test";

/** Presses Next through the guided interview until the step headed `heading`, running `onStep` on each step. */
export async function nextUntil(page: Page, heading: string, onStep?: () => Promise<void>) {
  const target = page.getByRole("heading", { name: heading });
  for (let step = 0; step < 12 && !(await target.isVisible()); step += 1) {
    await onStep?.();
    await page.getByRole("button", { name: "Next" }).click();
  }
  await expect(target).toBeVisible();
}
