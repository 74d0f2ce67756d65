import type { Page } from "@playwright/test";
import { expect, test } from "@playwright/test";

import { signUpOverApi, uniqueEmail } from "./support/auth";

const GREETING = "Hi, I'm Lexi here to assist you. How can I help you today?";
const SEND_ERROR = "Sorry, there was an error sending your message. Please try again later.";

async function openChat(page: Page) {
  await page.goto("/");
  await page.getByRole("button", { name: "Open chat" }).click();
  const panel = page.getByRole("dialog", { name: "Chat with Lexi" });
  await expect(panel).toBeVisible();
  return panel;
}

const log = (page: Page) => page.getByRole("log", { name: "Conversation" });
const lastBot = (page: Page) => log(page).locator('[data-sender="bot"]').last();

async function ask(page: Page, text: string) {
  const input = page.getByRole("textbox", { name: "Type your message" });
  await input.fill(text);
  await input.press("Enter");
  await expect(log(page).locator('[data-sender="user"]').last()).toContainText(text.trim());
}

test("opens with the greeting and the three options, and closes", async ({ page }) => {
  const panel = await openChat(page);
  await expect(panel).toContainText(GREETING);
  const box = await panel.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(480);
  expect(box?.height).toBeLessThanOrEqual(520);
  for (const option of ["Contact Form", "Ask Questions", "Speak to Live Agent"]) {
    await expect(panel.getByRole("button", { name: option })).toBeVisible();
  }
  await page.getByRole("button", { name: "Close chat" }).click();
  await expect(panel).toBeHidden();
  await expect(page.getByRole("button", { name: "Open chat" })).toBeFocused();
});

test("chat mode answers pricing, documents, contact and anything else", async ({ page }) => {
  const panel = await openChat(page);
  await panel.getByRole("button", { name: "Ask Questions" }).click();
  await expect(panel.getByRole("button", { name: "Contact", exact: true })).toBeVisible();
  await expect(panel.getByRole("button", { name: "Live Agent", exact: true })).toBeVisible();

  // Blank and whitespace-only text is ignored.
  const messages = log(page).getByRole("listitem");
  const before = await messages.count();
  const input = panel.getByRole("textbox", { name: "Type your message" });
  await input.fill("   ");
  await input.press("Enter");
  await panel.getByRole("button", { name: "Send" }).click();
  await expect(messages).toHaveCount(before);

  await ask(page, "How much does it cost?");
  await expect(lastBot(page)).toContainText("Basic $5 for 5 documents");
  await expect(lastBot(page)).toContainText("Standard $10 for 10 documents");
  await expect(lastBot(page)).toContainText("Premium $20 for unlimited documents");
  await expect(lastBot(page).getByRole("link", { name: "View Pricing" })).toHaveAttribute("href", "/pricing");

  await ask(page, "What PRICING do you offer?");
  await expect(lastBot(page)).toContainText("Basic $5");

  await ask(page, "Can you generate a will?");
  await expect(lastBot(page)).toContainText("12 kinds of legal documents");
  await expect(lastBot(page)).toContainText("Last Will & Testament");
  await expect(lastBot(page)).toContainText("Child Custody Agreement");

  await ask(page, "I want to talk to someone");
  await expect(lastBot(page)).toContainText("contact form");
  await expect(lastBot(page)).toContainText("live agent");

  await ask(page, "What's the weather like?");
  await expect(lastBot(page)).toContainText("I'm not sure I can answer that one");
  await expect(lastBot(page)).toContainText("live agent");

  // The conversation survives closing and reopening the panel.
  await page.getByRole("button", { name: "Close chat" }).click();
  await page.getByRole("button", { name: "Open chat" }).click();
  await expect(log(page)).toContainText("What's the weather like?");
});

test("contact form: validation toast, cancel, then a stored request", async ({ page }) => {
  const panel = await openChat(page);
  await panel.getByRole("button", { name: "Contact Form" }).click();
  await panel.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Please fill out all fields in the contact form")).toBeVisible();
  await expect(page.getByText("Error", { exact: true })).toBeVisible();

  await panel.getByLabel("Name").fill("Pat Lee");
  await panel.getByLabel("Email").fill("pat@example.com");
  await panel.getByLabel("Message").fill("   ");
  await panel.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Please fill out all fields in the contact form").first()).toBeVisible();

  await panel.getByRole("button", { name: "Cancel" }).click();
  await expect(panel.getByRole("textbox", { name: "Type your message" })).toBeVisible();
  await expect(panel.getByLabel("Name")).toHaveCount(0);

  // The Contact shortcut reopens the form with what was typed.
  await panel.getByRole("button", { name: "Contact", exact: true }).click();
  await expect(panel.getByLabel("Name")).toHaveValue("Pat Lee");
  const email = uniqueEmail("chat");
  await panel.getByLabel("Email").fill(email);
  await panel.getByLabel("Message").fill("Do your leases work for commercial units?");
  await panel.getByRole("button", { name: "Send Message" }).click();

  await expect(page.getByText("Message Sent")).toBeVisible();
  await expect(lastBot(page)).toContainText(
    `Thanks, Pat Lee! We've received your message and will reply to ${email} soon.`,
  );
  await expect(panel.getByRole("textbox", { name: "Type your message" })).toBeVisible();
});

test("a visitor asking for a live agent gives their details first", async ({ page }) => {
  const panel = await openChat(page);
  await panel.getByRole("button", { name: "Speak to Live Agent" }).click();
  await expect(panel.getByRole("heading", { name: "Speak to Live Agent" })).toBeVisible();
  await panel.getByLabel("Name").fill("Robin");
  await panel.getByLabel("Email").fill(uniqueEmail("agent"));
  await panel.getByLabel("Message").fill("I need help choosing between a lease and a roommate agreement.");
  await panel.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Support Request Submitted")).toBeVisible();
  await expect(page.getByText("A team member will contact you soon at your email address.")).toBeVisible();
  await expect(panel.getByRole("textbox", { name: "Type your message" })).toBeVisible();
});

test("a signed-in user reaches a live agent in one click", async ({ page }) => {
  const { email } = await signUpOverApi(page);
  const panel = await openChat(page);
  await panel.getByRole("button", { name: "Speak to Live Agent" }).click();
  await expect(page.getByText("Support Request Submitted")).toBeVisible();
  await expect(lastBot(page)).toContainText(`A team member will contact you soon at ${email}.`);
});

test("a failed send says so in the chat", async ({ page }) => {
  await page.route("**/api/trpc/chat.submit**", (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: "{}" }),
  );
  const panel = await openChat(page);
  await panel.getByRole("button", { name: "Contact Form" }).click();
  await panel.getByLabel("Name").fill("Pat");
  await panel.getByLabel("Email").fill("pat@example.com");
  await panel.getByLabel("Message").fill("Hello");
  await panel.getByRole("button", { name: "Send Message" }).click();
  await expect(lastBot(page)).toHaveText(new RegExp(SEND_ERROR.replace(/[.?]/g, "\\$&")));
  // The draft is kept for another try.
  await panel.getByRole("button", { name: "Contact", exact: true }).click();
  await expect(panel.getByLabel("Message")).toHaveValue("Hello");
});

test("the /contact page files a request too", async ({ page }) => {
  await page.goto("/contact");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Name is required")).toBeVisible();
  await page.getByLabel("Name").fill("Alex");
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByLabel("Message").fill("Question about refunds");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  const email = uniqueEmail("contact");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("status")).toContainText(`We'll reply to ${email}`);
});
