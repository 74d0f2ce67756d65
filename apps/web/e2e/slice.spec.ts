import { expect, test } from "@playwright/test";

import { signUp, uniqueEmail } from "./support/auth";
import { useOnePageForm } from "./support/form-mode";

test.beforeEach(async ({ page }) => {
  await useOnePageForm(page);
});

const FIRST = "Acme Robotics LLC";
const SECOND = "Jane Q. Public";

test("sign up → generate an NDA → preview → credit spent → Word asks for an upgrade, the route refuses Word and PDF, text downloads", async ({
  page,
  browser,
}) => {
  await signUp(page);
  await page.goto("/documents/nda");
  await expect(page.getByRole("heading", { name: "Non-Disclosure Agreement Generator" })).toBeVisible();
  await expect(page.getByTestId("credits")).toHaveText("1");

  await page.getByLabel("Jurisdiction").selectOption("Texas");
  await page.getByLabel("Disclosing party name").fill(FIRST);
  await page.getByLabel("Disclosing party address").fill("1 Market St, Austin, TX 78701");
  await page.getByLabel("Receiving party name").fill(SECOND);
  await page.getByLabel("Receiving party address").fill("200 Main St, Dallas, TX 75201");
  await page.getByLabel("Purpose").fill("Evaluating a software development partnership");
  await page.getByRole("button", { name: "Generate Document" }).click();

  const summary = page.getByRole("region", { name: "Document Summary" });
  await expect(summary).toBeVisible({ timeout: 30_000 });
  await expect(summary).toContainText(FIRST);
  await expect(summary).toContainText(SECOND);
  await expect(summary).toContainText("Texas");
  await expect(page.getByTestId("document-preview")).toContainText("State of Texas");
  await expect(page.getByTestId("credits")).toHaveText("0");

  // The free credit is spent and none is left, so the Word button asks for an upgrade…
  await page.getByRole("button", { name: "Download as Word" }).click();
  await expect(page.getByText("Upgrade Required")).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Choose a Plan" })).toBeVisible();
  await page.keyboard.press("Escape");

  // …and the same rule holds on the server: Word and PDF need a credit, text does not (the dashboard's menu:
  // workspace-download-rule.spec.ts, at both widths).
  const id = new URL(page.url()).searchParams.get("doc");
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  const url = new URL(`/api/documents/${id}/docx`, page.url());
  for (const format of ["docx", "pdf"]) {
    const blocked = await page.request.get(new URL(`/api/documents/${id}/${format}`, page.url()).toString());
    expect(blocked.status()).toBe(402);
    expect(await blocked.json()).toMatchObject({ reason: "UPGRADE_REQUIRED" });
  }
  const text = await page.request.get(new URL(`/api/documents/${id}/txt`, page.url()).toString());
  expect(text.status()).toBe(200);
  expect(await text.text()).toContain(SECOND);

  // The download route is owner-only: another signed-in user gets 404, an anonymous visitor 401.
  const other = await browser.newPage();
  await signUp(other, uniqueEmail("other"));
  expect((await other.request.get(url.toString())).status()).toBe(404);
  const anonymous = await browser.newContext();
  expect((await anonymous.request.get(url.toString())).status()).toBe(401);
  await anonymous.close();
});
