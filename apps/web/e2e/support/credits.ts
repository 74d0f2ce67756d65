import type { Page } from "@playwright/test";
import { expect } from "@playwright/test";

/**
 * The credit count the page shows now, once it has loaded ("…" until then), for comparing before and after:
 * a count, never the placeholder.
 */
export async function creditsNow(page: Page): Promise<number> {
  const credits = page.getByTestId("credits");
  await expect(credits).toHaveText(/^\d+$/);
  return Number(await credits.textContent());
}
