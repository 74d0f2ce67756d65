import { expect, test } from "@playwright/test";
import { useOnePageForm } from "./support/form-mode";

test.beforeEach(async ({ page }) => {
  await useOnePageForm(page);
});

test("home page shows the six sections in order with the spec's strings", async ({ page }) => {
  await page.goto("/");
  const main = page.getByRole("main");

  await expect(main.getByText("AI-Powered Legal Documents", { exact: true })).toBeVisible();
  await expect(
    main.getByRole("heading", { level: 1, name: "Legal Documents Created in Minutes, Not Hours" }),
  ).toBeVisible();
  await expect(main.getByRole("link", { name: "Create a Document" })).toHaveAttribute("href", "/documents");
  await expect(main.getByRole("link", { name: "Learn More about Lexforge", exact: true })).toHaveAttribute(
    "href",
    "/about",
  );

  // Sections in the spec's order (level-2 headings of <main>).
  const headings = await main.getByRole("heading", { level: 2 }).allTextContents();
  expect(headings).toEqual([
    "Why Choose Lexforge?",
    "Popular Legal Documents",
    "How It Works",
    "What Our Customers Say",
    "Ready to Create Your Legal Document?",
  ]);

  const why = page.getByRole("region", { name: "Why Choose Lexforge?" });
  for (const feature of [
    "AI-Powered Generation",
    "State Rules, Cited",
    "Fast and Efficient Process",
    "Personalized Documents",
    "Signing Made Clear",
    "One-Time Plans",
  ]) {
    await expect(why.getByRole("heading", { name: feature })).toBeVisible();
  }

  const popular = page.getByRole("region", { name: "Popular Legal Documents" });
  const cards = popular.getByRole("article");
  await expect(cards).toHaveCount(8);
  await expect(popular.getByRole("link", { name: /^Create Document/ })).toHaveCount(8);
  const lease = cards.filter({ hasText: "Lease Agreement" });
  await expect(lease).toContainText("Popular");
  await expect(lease).toContainText("Real Estate");
  await expect(lease).toContainText("10-15 min");
  await expect(lease.getByRole("link", { name: /Create Document/ })).toHaveAttribute("href", "/documents/lease");
  await expect(cards.filter({ hasText: "Non-Disclosure Agreement" })).toContainText("Popular");
  await expect(cards.filter({ hasText: "Popular" })).toHaveCount(2);
  await expect(popular.getByText("Child Custody Agreement")).toHaveCount(0);

  const steps = page.getByRole("region", { name: "How It Works" }).getByRole("listitem");
  await expect(steps).toHaveCount(4);
  const stepTitles = ["Select Document Type", "Answer Questions", "Generate Document", "Review & Download"];
  for (const [index, title] of stepTitles.entries()) {
    await expect(steps.nth(index)).toContainText(`${index + 1}`);
    await expect(steps.nth(index)).toContainText(title);
  }

  const cta = page.getByRole("region", { name: "Ready to Create Your Legal Document?" });
  await expect(cta.getByRole("link", { name: "Get Started Now" })).toHaveAttribute("href", "/documents");
  await expect(cta.getByRole("link", { name: "View Pricing" })).toHaveAttribute("href", "/pricing");

  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expect(page.getByRole("button", { name: "Open chat" })).toBeVisible();
});

test("testimonials show three at a time and stop at both ends", async ({ page }) => {
  await page.goto("/");
  const carousel = page.getByRole("region", { name: "Testimonials" });
  const quotes = carousel.locator("blockquote");
  const previous = carousel.getByRole("button", { name: "Previous testimonial" });
  const next = carousel.getByRole("button", { name: "Next testimonial" });

  await expect(quotes).toHaveCount(3);
  await expect(previous).toBeDisabled();
  await expect(next).toBeEnabled();
  await expect(carousel).toContainText("Sarah Mitchell");
  await expect(carousel).not.toContainText("James Wilson");

  await next.click();
  await expect(quotes).toHaveCount(3);
  await expect(carousel).not.toContainText("Sarah Mitchell");
  await expect(carousel).toContainText("David Chen");
  await expect(carousel).toContainText("James Wilson");
  await expect(next).toBeDisabled();
  await expect(previous).toBeEnabled();

  await previous.click();
  await expect(carousel).toContainText("Sarah Mitchell");
  await expect(carousel).not.toContainText("James Wilson");
  await expect(previous).toBeDisabled();
  await expect(next).toBeEnabled();
});

test("About page: hero, values, story, benefits and the call to action", async ({ page }) => {
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1, name: "About Lexforge" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Browse Documents" })).toHaveAttribute("href", "/documents");
  const values = page.getByRole("region", { name: "Our Values" });
  for (const value of ["Accessibility", "Quality", "Innovation"]) {
    await expect(values.getByRole("heading", { name: value })).toBeVisible();
  }
  await expect(page.getByRole("region", { name: "Our Story" })).toContainText("founded in 2023");
  await expect(page.getByRole("region", { name: "Why Choose Lexforge?" }).getByRole("listitem")).toHaveCount(6);
  await expect(
    page.getByRole("region", { name: "Ready to create your first document?" }).getByRole("link"),
  ).toHaveAttribute("href", "/documents");
});

/**
 * Nothing backs these claims (no lawyer has reviewed the templates, no refund is automatic, the counts were fixed
 * text), so no public page makes them.
 */
test("no page claims a lawyer's review, a guarantee or usage figures nothing backs", async ({ request }) => {
  const pages = ["/", "/about", "/pricing", "/documents", "/documents/nda", "/careers", "/contact", "/terms"];
  for (const path of pages) {
    const html = (await (await request.get(path)).text()).replace(/<[^>]+>/g, " ");
    expect(html, path).not.toMatch(
      /lawyer[- ]verified|satisfaction guarantee|100,000|trusted by thousands|join thousands/i,
    );
  }
});
