import type { Page } from "@playwright/test";

/** The toast (Sonner's) whose title is `title`, so a check reads its own description and not the page's. */
export function toastTitled(page: Page, title: string) {
  return page.locator("[data-sonner-toast]").filter({ has: page.locator("[data-title]", { hasText: title }) });
}
