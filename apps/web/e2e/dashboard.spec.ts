import { expect, test } from "@playwright/test";

import { signIn, signUp, signUpOverApi, TEST_PASSWORD } from "./support/auth";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { generateDocument, seedBilling } from "./support/dashboard";
import { PHONE } from "./support/viewports";

// Multi-step flows (sign-up, seeding, several round trips): more room than the 60 s default.
test.describe.configure({ timeout: 120_000 });

test("anonymous visitors are sent to /sign-in", async ({ page }) => {
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/sign-in/);
  await page.goto("/dashboard/transactions");
  await expect(page).toHaveURL(/\/sign-in/);
});

test("a new account: credits badge, empty documents, free plan, tabs in the URL, axe on each tab", async ({ page }) => {
  await signUp(page);
  await expect(page.getByTestId("credits")).toHaveText("1");
  await expect(page.getByRole("heading", { name: "Your Documents" })).toBeVisible();
  await expect(page.getByText("No documents yet")).toBeVisible();
  await expect(page.getByText("Create your first document to get started")).toBeVisible();
  await expect(page.getByRole("link", { name: "Create Document" })).toHaveAttribute("href", "/documents");
  await expect(page.getByRole("link", { name: "Create New" })).toHaveAttribute("href", "/documents");
  await expect(page.getByRole("link", { name: "Buy Credits" })).toHaveAttribute("href", "/pricing");
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("tab", { name: "Billing" }).click();
  await expect(page).toHaveURL(/tab=billing/);
  await expect(page.getByText("Free (1 document credit)")).toBeVisible();
  await expect(page.getByText("Credits never expire.", { exact: false })).toBeVisible();
  await expect(page.getByRole("switch")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Subscribe Now" })).toHaveAttribute("href", "/pricing");
  await expect(page.getByText("No payment method")).toBeVisible();
  await expect(page.getByText("Add a payment method when you subscribe to a plan")).toBeVisible();
  await expect(page.getByText("No billing history")).toBeVisible();
  await expect(page.getByRole("link", { name: "View All Transactions" })).toHaveAttribute(
    "href",
    "/dashboard/transactions",
  );
  await expectNoSeriousA11yViolations(page);

  // The tab survives a reload.
  await page.reload();
  await expect(page.getByRole("tab", { name: "Billing" })).toHaveAttribute("aria-selected", "true");

  await page.getByRole("tab", { name: "Settings" }).click();
  await expect(page).toHaveURL(/tab=settings/);
  await expect(page.getByLabel("Email", { exact: true })).toHaveAttribute("readonly", "");
  await expect(page.getByText(/^Last updated /)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("documents: a generated document is listed and downloads; Edit and Refine open the generator", async ({
  page,
}) => {
  await signUpOverApi(page);
  await page.goto("/dashboard");
  await expect(page.getByText("No documents yet")).toBeVisible();
  const { id } = await generateDocument(page);
  await page.getByRole("button", { name: "Refresh" }).click();

  const row = page.getByRole("row", { name: /Non-Disclosure Agreement/ });
  await expect(row).toBeVisible();
  await expect(row.getByText("Completed")).toBeVisible();
  const today = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" }).format(
    new Date(),
  );
  await expect(row).toContainText(today);

  await row.getByRole("button", { name: /Download/ }).click();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("menuitem", { name: "Word (.docx)" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.docx$/);
  const text = await page.request.get(`/api/documents/${id}/txt`);
  expect(text.ok()).toBe(true);
  expect(await text.text()).toContain("Acme Robotics LLC");

  // At 390 px the table becomes one card per document, labels and actions intact.
  await page.setViewportSize(PHONE);
  const card = page.getByRole("list", { name: "Your documents" }).getByRole("listitem");
  await expect(card).toHaveCount(1);
  await expect(card).toContainText("Date Created");
  await expect(card.getByRole("button", { name: /Download/ })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 720 });

  await expect(row.getByRole("link", { name: /Refine/ })).toHaveAttribute("href", `/documents/nda?doc=${id}&refine=1`);
  await row.getByRole("link", { name: /Edit/ }).click();
  await expect(page).toHaveURL(new RegExp(`/documents/nda\\?doc=${id}&edit=1`));
  await expect(page.getByLabel("Disclosing party name")).toHaveValue("Acme Robotics LLC", { timeout: 20_000 });
});

test("billing: plan, card, latest three purchases, and no renewal or access period", async ({ page }) => {
  await signUpOverApi(page);
  await seedBilling(page, {
    subscription: { planId: "standard", autoRenew: true },
    paymentMethod: { brand: "visa", lastFour: "4242", expMonth: 3, expYear: 2031 },
    transactions: [
      { planId: "basic", date: "2025-01-10T12:00:00Z" },
      { planId: "standard", date: "2025-02-10T12:00:00Z" },
      { planId: "premium", date: "2025-03-10T12:00:00Z" },
      { planId: "basic", date: "2025-04-10T12:00:00Z" },
    ],
  });
  await page.goto("/dashboard?tab=billing");
  await expect(page.getByText("Visa ending in 4242")).toBeVisible();
  await expect(page.getByText("Expires 03/2031")).toBeVisible();
  await expect(page.getByRole("link", { name: "Change Plan" })).toHaveAttribute("href", "/pricing");

  const history = page.getByRole("list", { name: "Latest transactions" });
  await expect(history.getByRole("listitem")).toHaveCount(3);
  await expect(history.getByRole("listitem").first()).toContainText("Basic Plan");
  await expect(history.getByRole("listitem").first()).toContainText("Apr 10, 2025");
  await expect(history.getByRole("listitem").first()).toContainText("$5.00");
  await expect(history).toContainText("Premium Plan");
  await expect(history).toContainText("$20.00");

  // One-time plans: no access period, no renewal switch, and the card says credits never expire.
  await expect(page.getByText("Access period ends")).toHaveCount(0);
  await expect(page.getByText("Next billing date")).toHaveCount(0);
  await expect(page.getByRole("switch", { name: "Auto-renew" })).toHaveCount(0);
  await expect(
    page.getByText("Plans are one-time purchases: nothing renews or charges you again. Credits never expire."),
  ).toBeVisible();

  await page.getByRole("button", { name: "Update Card" }).click();
  const dialog = page.getByRole("dialog", { name: "Update Card" });
  await expect(dialog).toContainText("saved securely by our payment provider");
  await expect(dialog.getByRole("link", { name: "View Plans" })).toHaveAttribute("href", "/pricing");
  await expectNoSeriousA11yViolations(page);
});

test("settings: the name is saved for real and the password can be changed", async ({ page }) => {
  const { email } = await signUpOverApi(page);
  await page.goto("/dashboard?tab=settings");
  const name = page.getByLabel("Full Name");
  await name.fill("   ");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Please enter your name" })).toBeVisible();
  await name.fill("Ada Lovelace");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Profile updated")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Full Name")).toHaveValue("Ada Lovelace");

  await page.getByRole("button", { name: "Change Password" }).click();
  const form = page.getByRole("form", { name: "Change password" });
  await form.getByLabel("Current Password").fill("wrong-password");
  await form.getByLabel("New Password", { exact: true }).fill("short");
  await form.getByLabel("Confirm New Password").fill("different");
  await form.getByRole("button", { name: "Update Password" }).click();
  await expect(form.getByText("Password must be at least 8 characters")).toBeVisible();
  await expect(form.getByText("Passwords do not match")).toBeVisible();

  const newPassword = "brand-new-password-1";
  await form.getByLabel("New Password", { exact: true }).fill(newPassword);
  await form.getByLabel("Confirm New Password").fill(newPassword);
  await form.getByRole("button", { name: "Update Password" }).click();
  await expect(form.getByText("Current password is incorrect")).toBeVisible();

  await form.getByLabel("Current Password").fill(TEST_PASSWORD);
  await form.getByRole("button", { name: "Update Password" }).click();
  await expect(page.getByText("Password updated")).toBeVisible();
  await expect(page.getByText(/Last updated (now|just now|\d+ seconds? ago)/)).toBeVisible();

  await page.getByRole("button", { name: "Sign Out", exact: true }).click();
  await expect(page.getByText("Signed out successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await signIn(page, email, newPassword);
  await expect(page.getByTestId("credits")).toHaveText("1");
});

test("settings: Google accounts get the spec's sentence instead of a password form", async ({ page }) => {
  test.skip(!!process.env.E2E_BASE_URL, "needs the local OIDC server that e2e/start-server.mjs starts");
  await page.goto("/sign-in");
  await page.getByRole("button", { name: "Sign in with Google" }).click();
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 30_000 });
  await page.goto("/dashboard?tab=settings");
  await expect(page.getByText("You're signed in with Google. Password management is handled by Google.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Change Password" })).toHaveCount(0);
});
