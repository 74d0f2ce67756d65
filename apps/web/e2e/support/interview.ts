import type { Page } from "@playwright/test";
import { expect } from "@playwright/test";

/** Presses Next through the guided interview until the step headed `heading`, running `onStep` on each step. */
export async function nextUntil(page: Page, heading: string, onStep?: () => Promise<void>) {
  const target = page.getByRole("heading", { name: heading });
  for (let step = 0; step < 12 && !(await target.isVisible()); step += 1) {
    await onStep?.();
    // A step opened from the review's Edit offers "Back to review" in Next's place.
    await page.getByRole("button", { name: /^(Next|Back to review)$/ }).click();
  }
  await expect(target).toBeVisible();
}
