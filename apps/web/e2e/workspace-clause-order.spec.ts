import type { Page } from "@playwright/test";
import { expect, test } from "@playwright/test";

import { signUpOverApi } from "./support/auth";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { generateDocument } from "./support/dashboard";
import { atBothWidths, DESKTOP, PHONE } from "./support/viewports";

/**
 * Edit text → Move up / Move down on optional clauses: keyboard-operable, each move a free version, focus
 * stays on the moved clause, and the new order is what the text download prints. The same document is
 * reordered at desktop width, then at phone width.
 */
const SOURCE = "Where Confidential Information includes source code";
const SOLICIT = "During the term of this Agreement and for twelve months afterwards, the Receiving Party shall not";
/** Screenshots of each new screen at both widths, to look at by hand (SHOTS_DIR to keep them elsewhere). */
const SHOTS = process.env.SHOTS_DIR ?? "test-results";

test("reorder optional clauses with the keyboard, at desktop and phone widths", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signUpOverApi(page);
  const { id } = await generateDocument(page, { style: { include: ["nda.source-code", "nda.non-solicitation"] } });
  await page.goto(`/documents/nda?doc=${id}`);
  await page.getByRole("button", { name: "Edit text" }).click();

  const preview = page.getByTestId("document-preview");
  const before = await preview.innerText();
  expect(before.indexOf(SOLICIT)).toBeGreaterThan(before.indexOf(SOURCE));

  // The first optional clause: its Up is disabled, its Down works from the keyboard.
  const down = page.getByRole("button", { name: /^Move clause \d+\.\d+ down$/ }).first();
  const label = (await down.getAttribute("aria-label")) ?? "";
  const [, section, clause] = /clause (\d+)\.(\d+)/.exec(label) ?? [];
  await atBothWidths(page, async (width) => {
    await expect(page.getByRole("button", { name: `Move clause ${section}.${clause} up` })).toBeDisabled();
    await expectNoSeriousA11yViolations(page, `editing mode with move buttons (${width}px)`);
    await down.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/clause-move-${width}.png` });
  });

  /** Down and back up again from the keyboard: two versions, the clause's focus kept through both. */
  async function moveDownAndBack(page: Page, version: number) {
    await down.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText(`Saved as version ${version}`)).toBeVisible({ timeout: 30_000 });

    // The clause is now one place lower, and focus went with it.
    const moved = `clause ${section}.${Number(clause) + 1}`;
    await expect(page.getByRole("button", { name: `Move ${moved} up` })).toBeFocused();
    const after = await preview.innerText();
    expect(after.indexOf(SOURCE)).toBeGreaterThan(after.indexOf(SOLICIT));

    // The export follows the new order.
    const text = await (await page.request.get(`/api/documents/${id}/txt`)).text();
    expect(text.indexOf(SOURCE)).toBeGreaterThan(text.indexOf(SOLICIT));
    expect(text).toContain(`${section}.${clause} ${SOLICIT}`);
    expect(text).toContain(`${section}.${Number(clause) + 1} ${SOURCE}`);

    // Back up again with the keyboard: the next version, the original order.
    await page.keyboard.press("Enter");
    await expect(page.getByText(`Saved as version ${version + 1}`)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole("button", { name: `Move clause ${section}.${clause} down` })).toBeFocused();
  }

  await moveDownAndBack(page, 2);
  await page.setViewportSize(PHONE);
  await moveDownAndBack(page, 4);
});
