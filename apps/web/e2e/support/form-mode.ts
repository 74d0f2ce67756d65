import type { Page } from "@playwright/test";

/**
 * Specs about what happens after the form (downloads, payments, refine) fill it on one page, the power
 * users' layout; the guided interview itself is covered by workspace-interview.spec.ts.
 */
export async function useOnePageForm(page: Page) {
  await page.addInitScript(() => localStorage.setItem("lexforge:form-mode", "all"));
}
