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
};

/** Core terms asked as rows: the button that adds a row, and the first row's cells. */
const CORE_ROWS: Record<string, [add: string, cells: [label: string, value: string][]]> = {
  "child-custody": [
    "Add child",
    [
      ["Child's full name", "Maya Cole"],
      ["Date of birth", "2018-03-04"],
    ],
  ],
};

/** Fills the type's core terms that are on screen and still empty (one page, or the step that asks them). */
export async function fillCoreTerms(page: Page, type: string) {
  for (const [label, value] of CORE[type] ?? []) {
    const field = page.getByLabel(label, { exact: true });
    if ((await field.count()) === 1 && (await field.isVisible()) && (await field.inputValue()) === "")
      await field.fill(value);
  }
  const rows = CORE_ROWS[type];
  if (!rows) return;
  const [addLabel, cells] = rows;
  const add = page.getByRole("button", { name: addLabel });
  const added = await page.getByLabel(cells[0]?.[0] ?? "", { exact: true }).count();
  if (added > 0 || (await add.count()) !== 1 || !(await add.isVisible())) return;
  await add.click();
  for (const [label, value] of cells) await page.getByLabel(label, { exact: true }).first().fill(value);
}
