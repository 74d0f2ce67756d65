import type { Page } from "@playwright/test";
import { expect, test } from "@playwright/test";

import { signUpOverApi } from "./support/auth";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { generateDocument } from "./support/dashboard";
import { useOnePageForm } from "./support/form-mode";
import { fillCoreTerms } from "./support/core-terms";
import { PHONE } from "./support/viewports";

test.beforeEach(async ({ page }) => {
  await useOnePageForm(page);
});

const NDA = "/documents/nda";

async function fillRequired(page: Page, first = "Acme Robotics LLC", second = "Jane Q. Public") {
  await page.getByLabel("Jurisdiction").selectOption("Texas");
  await page.getByLabel("Disclosing party name").fill(first);
  await page.getByLabel("Disclosing party address").fill("1 Market St, Austin, TX 78701");
  await page.getByLabel("Receiving party name").fill(second);
  await page.getByLabel("Receiving party address").fill("200 Main St, Dallas, TX 75201");
  await page.getByLabel("Purpose").fill("Evaluating a software development partnership");
}

test.describe("anonymous visitor", () => {
  test("Generate asks to sign in, and the draft survives a reload", async ({ page }) => {
    await page.goto(NDA);
    await expect(page.getByRole("heading", { level: 1, name: "Non-Disclosure Agreement Generator" })).toBeVisible();
    await expect(page.getByLabel("Jurisdiction")).toHaveValue("California");
    await fillRequired(page, "Draft Holdings Inc");
    await page.getByRole("button", { name: "Generate Document" }).click();

    const dialog = page.getByRole("dialog", { name: "Authentication Required" });
    await expect(dialog).toContainText(
      "You need to sign in or create an account to generate and download legal documents.",
    );
    await expect(dialog.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", /^\/sign-in/);
    await expect(dialog.getByRole("link", { name: "Create Account" })).toHaveAttribute("href", /^\/sign-up/);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();

    await page.reload();
    await expect(page.getByLabel("Disclosing party name")).toHaveValue("Draft Holdings Inc");
    await expect(page.getByLabel("Jurisdiction")).toHaveValue("Texas");
    await expect(page.getByLabel("Purpose")).toHaveValue("Evaluating a software development partnership");
  });

  test("a guided question appears only when its condition holds", async ({ page }) => {
    await page.goto(NDA);
    const term = page.getByLabel("Term length (years)");
    await expect(term).toBeVisible();
    await page.getByLabel("Agreement term").selectOption("indefinite");
    await expect(term).toBeHidden();
    await page.getByLabel("Agreement term").selectOption("fixed");
    await expect(term).toBeVisible();
  });

  test("unknown document types are a 404", async ({ page }) => {
    const response = await page.goto("/documents/not-a-type");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle("Page Not Found | Lexforge");
  });
});

test.describe("parties by role", () => {
  test("the form asks for each party by its role, with help, and follows the mutual answer", async ({ page }) => {
    await page.goto("/documents/lease");
    await expect(page.getByLabel("Landlord name")).toBeVisible();
    await expect(
      page.getByText("The owner of the property, or the company that manages it for the owner."),
    ).toBeVisible();
    await expect(page.getByLabel("Tenant's current address")).toBeVisible();
    await page.goto("/documents/will");
    await expect(page.getByLabel("Testator's full legal name")).toBeVisible();
    // A testator is a person and the executor does not sign: no company choice on a will.
    await expect(page.getByRole("radio", { name: "Company or organization" })).toHaveCount(0);
    await page.goto(NDA);
    await expect(page.getByLabel("Disclosing party name")).toBeVisible();
    await page.getByLabel("Mutual").check();
    await expect(page.getByLabel("Party A name")).toBeVisible();
    await expect(page.getByLabel("Disclosing party name")).toHaveCount(0);
  });

  test("a company party signs By / Name / Title", async ({ page }) => {
    await signUpOverApi(page);
    await page.goto("/documents/lease");
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await page.getByLabel("Landlord name").fill("Harbor View Properties LLC");
    await page.getByLabel("Landlord address").fill("400 Bay Street, Oakland, CA 94607");
    await page.getByRole("radio", { name: "Company or organization" }).first().check();
    await page.getByLabel("Signer's name").fill("Dana Ruiz");
    await page.getByLabel("Signer's title").fill("Managing Member");
    await page.getByLabel("Tenant name").fill("Priya Raman");
    await page.getByLabel("Tenant's current address").fill("12 Elm Court, Oakland, CA 94610");
    await page.getByLabel("Purpose").fill("Residential use as the tenant's home");
    await fillCoreTerms(page, "lease");
    await page.getByLabel(/Template/).check();
    await page.getByRole("button", { name: "Generate Document" }).click();
    const signatures = page.getByTestId("execution");
    await expect(signatures).toContainText("LANDLORD", { timeout: 30_000 });
    await expect(signatures).toContainText("Harbor View Properties LLC");
    await expect(signatures).toContainText("By: ______");
    await expect(signatures).toContainText("Title: Managing Member");
    await expect(page.getByRole("region", { name: "Document Summary" })).toContainText(
      "Landlord: Harbor View Properties LLC",
    );
  });
});

test.describe("signed-in user", () => {
  test("blank required fields: Missing Information and inline errors", async ({ page }) => {
    await signUpOverApi(page);
    await page.goto(NDA);
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await page.getByRole("button", { name: "Generate Document" }).click();
    await expect(page.getByText("Missing Information")).toBeVisible();
    await expect(page.getByText("Please fill all required fields to generate the document.")).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: "This field is required" })).toHaveCount(5);
    await expect(page.getByLabel("Disclosing party name")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByTestId("credits")).toHaveText("1");
  });

  test("logo upload: type and size rules, then a real upload", async ({ page }) => {
    await signUpOverApi(page);
    await page.goto(NDA);
    const input = page.locator("#logo-upload");

    // Called a PNG, but an SVG inside: the server refuses its type (415), and the toast says so.
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    await input.setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: svg });
    await expect(page.getByText("Invalid file type")).toBeVisible();
    await expect(page.getByText("Upload failed")).toHaveCount(0);

    await expect(page.getByText("Invalid file type")).toHaveCount(0, { timeout: 10_000 });
    await input.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
    await expect(page.getByText("Invalid file type")).toBeVisible();
    await expect(page.getByText("Please upload an image file (JPEG, PNG, etc.)")).toBeVisible();

    const big = Buffer.alloc(2 * 1024 * 1024 + 1, 0);
    await input.setInputFiles({ name: "huge.png", mimeType: "image/png", buffer: big });
    await expect(page.getByText("File too large")).toBeVisible();
    await expect(page.getByText("Logo image must be less than 2MB")).toBeVisible();

    const png = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
      "base64",
    );
    await input.setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: png });
    await expect(page.getByText("Logo uploaded")).toBeVisible();
    await expect(page.getByText("Your logo has been uploaded successfully")).toBeVisible();
    await expect(page.getByRole("img", { name: "Your company logo" })).toBeVisible();

    // Stored on the account: it is still there after a reload, and Remove takes it off.
    await page.reload();
    await expect(page.getByRole("img", { name: "Your company logo" })).toBeVisible();
    await page.getByRole("button", { name: "Remove" }).click();
    await expect(page.getByRole("img", { name: "Your company logo" })).toBeHidden();
    expect((await page.request.get("/api/account/logo")).status()).toBe(404);
  });

  test("at 390 px, Generate lands on the document's title with focus, not where the form was", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signUpOverApi(page);
    await page.goto(NDA);
    await fillRequired(page);
    await page.getByLabel(/Template/).check();
    await page.getByRole("button", { name: "Generate Document" }).click();
    const title = page.getByRole("heading", { level: 2, name: /Non-Disclosure Agreement/i });
    await expect(title).toBeFocused({ timeout: 30_000 });
    await expect(title).toBeInViewport();
    await expect(page.getByRole("button", { name: "Download as Word" })).toBeInViewport();
  });

  test("template generation, refine shows what changed, edit returns to the prefilled form", async ({ page }) => {
    await signUpOverApi(page);
    await page.goto(NDA);
    await fillRequired(page);
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel(/Template/).check();
    await page.getByRole("button", { name: "Generate Document" }).click();

    await expect(page.getByText("Document Generated")).toBeVisible({ timeout: 30_000 });
    const summary = page.getByRole("region", { name: "Document Summary" });
    await expect(summary).toContainText("Acme Robotics LLC");
    await expect(summary).toContainText("Jane Q. Public");
    await expect(summary).toContainText("Texas");
    await expect(page.getByText("In plain English").first()).toBeVisible();
    await expect(page.getByText("Regenerating a template document is free.")).toBeVisible();
    // The template is free: the credit is still there.
    await expect(page.getByTestId("credits")).toHaveText("1");
    await expectNoSeriousA11yViolations(page);

    await page.getByRole("button", { name: "Refine with AI" }).click();
    const dialog = page.getByRole("dialog", { name: "Refine Document with AI" });
    await expect(dialog).toContainText("You currently have 1 document credit remaining");
    const submit = dialog.getByRole("button", { name: "Refine Document" });
    await expect(submit).toBeDisabled();
    await dialog.getByLabel("Refinement instructions").fill("   ");
    await dialog.getByLabel("Refinement instructions").press("Control+Enter");
    await expect(page.getByText("Refinement Instructions Required")).toBeVisible();
    await dialog.getByRole("button", { name: "Make it more formal" }).click();
    await expect(dialog.getByLabel("Refinement instructions")).toHaveValue("Make it more formal");
    await submit.click();

    await expect(page.getByText("Document Refined")).toBeVisible({ timeout: 30_000 });
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("region", { name: "What changed" })).toBeVisible();
    await expect(page.getByTestId("credits")).toHaveText("0");

    await page.getByRole("button", { name: "Edit Document Information" }).click();
    await expect(page.getByLabel("Disclosing party name")).toHaveValue("Acme Robotics LLC");
    await expect(page.getByLabel("Jurisdiction")).toHaveValue("Texas");

    // The same document opened by link (as the dashboard's Edit does) is prefilled too.
    const id = new URL(page.url()).searchParams.get("doc");
    expect(id).toBeTruthy();
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${NDA}?doc=${id}&edit=1`);
    await expect(page.getByLabel("Receiving party name")).toHaveValue("Jane Q. Public");

    // With no credits left, an AI-mode update opens the plan dialog instead of calling the server.
    await page.getByLabel(/AI-assisted/).check();
    await page.getByRole("button", { name: "Update Document" }).click();
    await expect(page.getByRole("dialog", { name: "Choose a Plan" })).toBeVisible();
  });
});

test("with no AI provider, the refine dialog says which instructions need one", async ({ page }) => {
  await signUpOverApi(page);
  const { id } = await generateDocument(page);
  await page.goto(`${NDA}?doc=${id}`);
  await page.getByRole("button", { name: "Refine with AI" }).click();
  const dialog = page.getByRole("dialog", { name: "Refine Document with AI" });
  await expect(dialog.getByTestId("ai-provider-note")).toHaveText(/are not available on this site/);
  await page.goto(NDA);
  await expect(page.getByTestId("describe-provider-note")).toContainText("is not available on this site");
  await expect(page.getByTestId("generation-provider-note")).toContainText("not available on this site");
});
