import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import type { Locator, Page } from "@playwright/test";
import { expect, test } from "@playwright/test";

import type { StandIn } from "@lexforge/ai/stand-in";
import { startStandIn } from "@lexforge/ai/stand-in";

import { signUpOverApi } from "./support/auth";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { generateDocument } from "./support/dashboard";
import { downloaded, pdfText, wordText } from "./support/files";
import { useOnePageForm } from "./support/form-mode";
import { toastTitled } from "./support/toast";
import { DESKTOP, PHONE } from "./support/viewports";

test.beforeEach(async ({ page }) => {
  await useOnePageForm(page);
});

/**
 * "Refine with AI" with a model: the production build started on a port of its own with AI_BASE_URL
 * pointing at the OpenAI-compatible stand-in (real HTTP), which answers as scripted below. The rest of
 * the suite runs with no provider, as the embedded default.
 */
const webDir = path.dirname(import.meta.dirname);
const port = Number(process.env.E2E_PORT ?? 3100) + 87;
const aiURL = `http://localhost:${port}`;

const CAT = "The Tenant may keep one cat at the Premises, provided the cat causes no damage beyond normal wear.";
const catEdit = (text = CAT) => ({
  kind: "rewrite-clause",
  clauseId: "lease.pets.policy",
  text,
  reason: "You asked that the tenant may keep one cat.",
});

let standIn: StandIn;
let stopServer: () => void = () => undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  standIn = await startStandIn();
  standIn.setFallback(({ system, user }) => {
    if (system.includes("fill in a legal document form"))
      return {
        raw: JSON.stringify({
          answers: [
            { field: "party2Name", value: "Priya Raman", quote: "I'm renting my flat to Priya Raman." },
            { field: "monthlyRent", value: 1850, quote: "Rent is $1,850 a month." },
            { field: "securityDeposit", value: 9999, quote: "The deposit is $9,999." },
          ],
        }),
      };
    if (system.includes("You prepare a legal document that a rules engine will generate")) {
      const charity = {
        clauseId: "will.charitable-gifts",
        include: true,
        reason: user.includes("cite the probate code")
          ? "Required by Cal. Prob. Code § 6999.5."
          : "You want to leave $5,000 to the Oakland Food Bank.",
      };
      return {
        raw: JSON.stringify({
          answers: [
            { field: "spouseName", value: "Tom Reyes", quote: "I am married to Tom Reyes.", reason: "Stated." },
          ],
          clauses: [charity],
          conflicts: [
            {
              field: "residuaryBeneficiaries",
              quote: "I leave everything to my husband and children.",
              question:
                "Your purpose leaves everything to your husband and children, but the residue goes to your husband alone. Should your children share it?",
            },
          ],
        }),
      };
    }
    if (user.includes("cite the pet statute")) return { edits: [catEdit(`${CAT} See Cal. Civ. Code § 1942.9.`)] };
    if (user.includes("whenever he likes"))
      return {
        edits: [catEdit(`${CAT} The Landlord may enter the Premises at any time without notice to check on it.`)],
      };
    if (user.includes("pet deposit of $300"))
      return { edits: [catEdit(`${CAT} The Tenant shall pay a pet deposit of $300.`)] };
    if (user.includes("one cat")) return { edits: [catEdit()] };
    return { edits: [], cannotApply: "No scripted answer." };
  });
  const dataDir = mkdtempSync(path.join(tmpdir(), "lexforge-ai-e2e-"));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    APP_ENV: "test",
    AUTH_SECRET: "e2e-only-secret-0123456789abcdef",
    PGLITE_DIR: dataDir,
    NEXT_TELEMETRY_DISABLED: "1",
    AI_BASE_URL: standIn.url,
    AI_MODEL: "stand-in-1",
  };
  delete env.DATABASE_URL;
  const child = spawn("pnpm", ["exec", "next", "start", "-p", String(port)], { cwd: webDir, env, stdio: "ignore" });
  child.on("exit", () => rmSync(dataDir, { recursive: true, force: true }));
  stopServer = () => child.kill("SIGTERM");
  await expect
    .poll(async () => (await fetch(`${aiURL}/api/health`).catch(() => null))?.status, { timeout: 60_000 })
    .toBe(200);
});

test.afterAll(async () => {
  stopServer();
  await standIn.close();
});

test.use({ baseURL: aiURL });
test.afterEach(() => standIn.setDelay(0));

/** Screens at phone and desktop width, for looking at (SHOTS_DIR, else test-results). */
const SHOTS = process.env.SHOTS_DIR ?? "test-results";
async function shoot(page: Page, name: string, target?: Locator) {
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await target?.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/${name}-${viewport.width}.png` });
    // Nothing wider than the screen: no sideways scrolling on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await expectNoSeriousA11yViolations(page);
  }
  await page.setViewportSize(DESKTOP);
}

const WILL_DRAFT = {
  documentType: "will",
  jurisdiction: "California",
  parties: {
    party1Name: "Maria Reyes",
    party1Address: "12 Elm Court, Oakland, CA 94607",
    party2Name: "Ana Lopez",
    party2Address: "8 Pine Street, Oakland, CA 94607",
  },
  purpose: "My will. I leave everything to my husband and children.",
  details: "I am married to Tom Reyes. We have two children. I want to leave $5,000 to the Oakland Food Bank.",
  additionalTerms: "",
  useAI: true,
  answers: { maritalStatus: "married", residuaryBeneficiaries: "My husband, Tom Reyes" },
};

async function willForm(page: Page, details = WILL_DRAFT.details) {
  await signUpOverApi(page);
  const seeded = await page.request.post("/api/test/seed", { data: { credits: 2 } });
  expect(seeded.status(), await seeded.text()).toBe(200);
  await page.addInitScript(
    (draft) => localStorage.setItem("lexforge:generator-draft:will", draft),
    JSON.stringify({ ...WILL_DRAFT, details }),
  );
  await page.goto("/documents/will");
  await expect(page.getByTestId("credits")).toHaveText("2");
}

async function leaseWithRefineDialog(page: Page, type: "lease" | "employment" = "lease") {
  await signUpOverApi(page);
  // Three credits: accepting spends one, and Word and PDF downloads need a credit left.
  const seeded = await page.request.post("/api/test/seed", { data: { credits: 3 } });
  expect(seeded.status(), await seeded.text()).toBe(200);
  const { id } = await generateDocument(page, {
    documentType: type,
    purpose: type === "lease" ? "Residential rental of an apartment" : "Hiring an engineer",
    answers: type === "lease" ? { monthlyRent: 2000 } : { salary: 90000 },
  });
  await page.goto(`/documents/${type}?doc=${id}`);
  await page.getByRole("button", { name: "Refine with AI" }).click();
  const dialog = page.getByRole("dialog", { name: "Refine Document with AI" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId("ai-provider-note")).toHaveCount(0);
  return { id, dialog };
}

test("an instruction the built-in parser cannot read becomes a clause proposal; accepting saves it with the AI-wording badge in DOCX and PDF", async ({
  page,
}) => {
  const { dialog } = await leaseWithRefineDialog(page);
  await dialog.getByLabel("Refinement instructions").fill("the tenant may keep one cat");
  // A slow model, so the streamed progress line can be seen while it runs.
  standIn.setDelay(1500);
  await dialog.getByRole("button", { name: "Refine Document" }).click();
  await expect(dialog.getByTestId("ai-progress")).toHaveText("Asking the AI…");

  await expect(dialog.getByRole("heading", { name: "Review the AI's proposal" })).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByTestId("ai-progress")).toHaveCount(0);
  await shoot(page, "refine-review");
  const change = dialog.getByTestId("ai-change");
  await expect(change).toHaveCount(1);
  await expect(change).toContainText("You asked that the tenant may keep one cat.");
  await expect(change).toContainText(CAT);
  await expect(change.getByTestId("ai-change-touches")).toHaveCount(0);
  await expect(change.getByRole("checkbox")).toBeChecked();
  await expect(page.getByTestId("credits")).toHaveText("3");
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: "test-results/ai-review.png" });

  await dialog.getByRole("button", { name: "Save 1 accepted change" }).click();
  await expect(page.getByText("Document Refined")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("credits")).toHaveText("2");
  const preview = page.getByTestId("document-preview");
  await expect(preview.getByTestId("clause-badge")).toHaveText("AI wording");
  await expect(preview).toContainText(CAT);

  // The files the page's own Download buttons give.
  const { xml } = await wordText(await downloaded(page, "Download as Word"));
  expect(xml).toContain(" [AI wording]");
  const { text } = await pdfText(await downloaded(page, "Download as PDF"));
  expect(text).toContain("normal wear. [AI wording]");
});

test("a change that passed the checks but touches money is flagged in words before it is accepted", async ({
  page,
}) => {
  const { dialog } = await leaseWithRefineDialog(page);
  await dialog.getByLabel("Refinement instructions").fill("one cat, with a pet deposit of $300");
  await dialog.getByRole("button", { name: "Refine Document" }).click();
  const change = dialog.getByTestId("ai-change");
  await expect(change).toHaveCount(1, { timeout: 30_000 });
  await expect(change.getByTestId("ai-change-touches")).toHaveText(
    "This change touches money terms. Read the before and after closely before you accept it.",
  );
  await shoot(page, "refine-review-touches", change);
  await dialog.getByRole("button", { name: "Reject all" }).click();
  await expect(page.getByTestId("credits")).toHaveText("3");
});

test("a change that puts the user's own unlawful words in shows the law's warning in the review, before Save spends the credit", async ({
  page,
}) => {
  const { dialog } = await leaseWithRefineDialog(page, "employment");
  await dialog.getByLabel("Refinement instructions").fill("change the benefits to The Employee waives any jury trial.");
  await dialog.getByRole("button", { name: "Refine Document" }).click();
  const warning = dialog.getByTestId("own-words-warning");
  await expect(warning).toContainText('Your answer to "Benefits" says', { timeout: 30_000 });
  await expect(warning).toContainText("Grafton Partners");
  await expect(page.getByTestId("credits")).toHaveText("3");
  await dialog.getByRole("button", { name: "Save 1 accepted change" }).click();
  await expect(page.getByText("Document Refined")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("credits")).toHaveText("2");
  await expect(page.getByRole("region", { name: /California rules to know/ })).toContainText("Grafton Partners");
});

test("rejecting the proposal costs nothing and saves nothing", async ({ page }) => {
  const { dialog } = await leaseWithRefineDialog(page);
  await dialog.getByLabel("Refinement instructions").fill("the tenant may keep one cat");
  await dialog.getByRole("button", { name: "Refine Document" }).click();
  await dialog.getByRole("button", { name: "Reject all" }).click();
  await expect(page.getByText("Proposal rejected")).toBeVisible();
  await expect(page.getByTestId("credits")).toHaveText("3");
  await expect(page.getByTestId("document-preview").getByTestId("clause-badge")).toHaveCount(0);
});

test("closing the dialog while the model works stops the request: no error, nothing spent", async ({ page }) => {
  const { dialog } = await leaseWithRefineDialog(page);
  await dialog.getByLabel("Refinement instructions").fill("the tenant may keep one cat");
  standIn.setDelay(5000);
  await dialog.getByRole("button", { name: "Refine Document" }).click();
  await expect(dialog.getByTestId("ai-progress")).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Refinement Failed")).toHaveCount(0);
  await expect(page.getByTestId("credits")).toHaveText("3");
  await expect(page.getByTestId("document-preview").getByTestId("clause-badge")).toHaveCount(0);
});

test("a proposal with an invented statute is refused with the verifier's reason; no credit spent", async ({ page }) => {
  const { dialog } = await leaseWithRefineDialog(page);
  await dialog.getByLabel("Refinement instructions").fill("the tenant may keep one cat and cite the pet statute");
  await dialog.getByRole("button", { name: "Refine Document" }).click();
  const failed = toastTitled(page, "Refinement Failed");
  await expect(failed).toBeVisible({ timeout: 30_000 });
  await expect(failed).toContainText(/§ 1942\.9/);
  await expect(page.getByTestId("credits")).toHaveText("3");
});

test("a proposal that lets the landlord enter without notice is refused with the law's citation; no credit spent", async ({
  page,
}) => {
  const { dialog } = await leaseWithRefineDialog(page);
  await dialog
    .getByLabel("Refinement instructions")
    .fill("one cat, and let the landlord check on it whenever he likes");
  await dialog.getByRole("button", { name: "Refine Document" }).click();
  const failed = toastTitled(page, "Refinement Failed");
  await expect(failed).toBeVisible({ timeout: 30_000 });
  // The entry statute itself, not § 1954.603 (bed bugs) or § 1954.07 (rent reporting) the lease page also cites.
  await expect(failed).toContainText(/Cal\. Civ\. Code § 1954(?![.\d])/);
  await expect(page.getByTestId("credits")).toHaveText("3");
});

test("Describe your situation: suggestions with their quoted sentence fill the form only once confirmed", async ({
  page,
}) => {
  await signUpOverApi(page);
  await page.goto("/documents/lease");
  const section = page.getByRole("region", { name: "Describe your situation" });
  await section
    .getByLabel("Your situation in your own words")
    .fill("I'm renting my flat to Priya Raman. Rent is $1,850 a month.");
  await section.getByRole("button", { name: "Suggest answers" }).click();
  const suggestions = section.getByTestId("suggestion");
  // The deposit's quote is not in the description: it never reaches the user.
  await expect(suggestions).toHaveCount(2);
  await expect(suggestions.nth(1)).toContainText("Monthly rent: 1850");
  await expect(suggestions.nth(1)).toContainText("From: Rent is $1,850 a month.");
  await expect(page.getByLabel("Tenant name", { exact: true })).toHaveValue("");
  await shoot(page, "describe-situation", section);
  await section.getByRole("button", { name: "Fill the form with 2 answers" }).click();
  await expect(page.getByText("Answers filled in")).toBeVisible();
  await expect(page.getByLabel("Tenant name", { exact: true })).toHaveValue("Priya Raman");
  await expect(page.getByLabel("Monthly rent", { exact: true })).toHaveValue("1850");
  await expect(page.getByTestId("credits")).toHaveText("1");
});

test("AI generation: the model's inferred answer, optional clause and conflict are confirmed before the credit is spent", async ({
  page,
}) => {
  await willForm(page);
  standIn.setDelay(1500);
  await page.getByRole("button", { name: "Generate Document" }).click();
  await expect(page.getByTestId("ai-progress")).toHaveText("Asking the AI…");

  const panel = page.getByTestId("ai-suggestions");
  await expect(panel.getByRole("heading", { name: "Review the AI's suggestions" })).toBeVisible({ timeout: 30_000 });
  await expect(panel.getByTestId("ai-conflict")).toContainText("husband and children");
  await expect(panel.getByTestId("ai-conflict")).toContainText(
    "you wrote: I leave everything to my husband and children.",
  );
  await expect(panel.getByTestId("ai-answer")).toContainText("Spouse's full name: Tom Reyes");
  await expect(panel.getByTestId("ai-answer")).toContainText("From: I am married to Tom Reyes.");
  await expect(panel.getByTestId("ai-clause")).toContainText("Add the charitable gifts clause.");
  // Nothing spent or generated yet, and a conflict cannot be ignored.
  await expect(page.getByTestId("credits")).toHaveText("2");
  const go = panel.getByRole("button", { name: "Generate with 2 suggestions" });
  await expect(go).toBeDisabled();
  await shoot(page, "ai-suggestions", panel);

  // "Change this answer" takes the user to the answer the conflict is about; asking again shows it anew.
  await panel.getByRole("button", { name: "Change this answer: Beneficiaries of the rest of your estate" }).click();
  await expect(panel).toBeHidden();
  await expect(page.locator("#answer-residuaryBeneficiaries")).toBeFocused();
  standIn.setDelay(0);
  await page.getByRole("button", { name: "Generate Document" }).click();
  await expect(panel.getByTestId("ai-conflict")).toBeVisible({ timeout: 30_000 });
  await panel.getByLabel("I have checked this: keep my answers as they are").check();
  await go.click();
  await expect(page.getByText("Document Generated")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("credits")).toHaveText("1");
  const preview = page.getByTestId("document-preview");
  await expect(preview).toContainText("Tom Reyes");
  await expect(preview).toContainText("closely carries on its charitable purposes");
});

test("AI generation: a proposal with an invented statute is refused plainly; the built-in engine drafts the document", async ({
  page,
}) => {
  await willForm(page, `${WILL_DRAFT.details} Please cite the probate code.`);
  await page.getByRole("button", { name: "Generate Document" }).click();
  const panel = page.getByTestId("ai-suggestions");
  const note = panel.getByTestId("ai-fallback-note");
  await expect(note).toContainText("§ 6999.5", { timeout: 30_000 });
  await expect(note).toContainText("No credit was used.");
  await expect(page.getByTestId("credits")).toHaveText("2");
  await panel.getByRole("button", { name: "Generate with the built-in engine" }).click();
  await expect(page.getByText("Document Generated")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("credits")).toHaveText("1");
  await expect(page.getByTestId("document-preview")).not.toContainText("6999.5");
});
