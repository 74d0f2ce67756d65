import type { Page } from "@playwright/test";

/** Each type's core terms (QuestionField.core): the form does not move on or generate without them. */
const CORE: Record<string, [label: string, value: string][]> = {
  lease: [
    ["Property address", "12 Elm Court, Oakland, CA 94607"],
    ["Monthly rent", "2000"],
  ],
  employment: [
    ["Job title", "Software Engineer"],
    ["Annual base salary", "90000"],
  ],
  llc: [["Company name", "Bright Pixel Studio LLC"]],
  "promissory-note": [["Principal amount", "12000"]],
  "bill-of-sale": [
    ["What is being sold?", "A 2019 road bicycle"],
    ["Sale price", "450"],
  ],
  "roommate-agreement": [
    ["Address of the shared home", "12 Elm Court, Oakland, CA 94607"],
    ["Total monthly rent", "2400"],
  ],
  "child-custody": [["Children (names and ages)", "Maya Cole, 8"]],
};

/** Fills the type's core terms that are on screen and still empty (one page, or the step that asks them). */
export async function fillCoreTerms(page: Page, type: string) {
  for (const [label, value] of CORE[type] ?? []) {
    const field = page.getByLabel(label, { exact: true });
    if ((await field.count()) === 1 && (await field.isVisible()) && (await field.inputValue()) === "")
      await field.fill(value);
  }
}
