import type { Page } from "@playwright/test";

export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 390, height: 844 };

/**
 * What is on screen now, checked at both widths: `check` runs at the page's current width, then at the other
 * one, and the page goes back to the width it had. A flow runs once (sign-up, server work, page loads) and
 * each of its screens is still looked at on a desktop and on a phone.
 */
export async function atBothWidths(page: Page, check: (width: number) => Promise<void>) {
  const start = page.viewportSize() ?? DESKTOP;
  const other = start.width === PHONE.width ? DESKTOP : PHONE;
  for (const viewport of [start, other]) {
    await page.setViewportSize(viewport);
    await check(viewport.width);
  }
  await page.setViewportSize(start);
}
