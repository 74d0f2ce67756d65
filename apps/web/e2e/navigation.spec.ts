import { expect, test } from "@playwright/test";

import { signUpOverApi } from "./support/auth";
import { PHONE } from "./support/viewports";

const NAV = [
  ["Home", "/"],
  ["Documents", "/documents"],
  ["Pricing", "/pricing"],
  ["About", "/about"],
] as const;

const FOOTER_LINKS = [
  "/documents/contracts",
  "/documents/agreements",
  "/documents/letters",
  "/documents/wills",
  "/contact",
  "/careers",
  "/terms",
  "/privacy",
  "/disclaimer",
  "/cookies",
  "/state-rules",
];

test.describe("header", () => {
  test("shows the nav and, signed out, Log In and Get Started", async ({ page }) => {
    await page.goto("/about");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const [label, href] of NAV) {
      await expect(nav.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", href);
    }
    await expect(nav.getByRole("link", { name: "About" })).toHaveAttribute("aria-current", "page");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Log In" })).toHaveAttribute("href", "/sign-in");
    await expect(header.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/sign-up");
    await expect(header.getByRole("link", { name: "Dashboard" })).toHaveCount(0);

    await header.getByRole("link", { name: "Lexforge" }).click();
    await expect(page).toHaveURL(/\/$/);
    await nav.getByRole("link", { name: "Documents" }).click();
    await expect(page).toHaveURL(/\/documents$/);
    await expect(page.getByRole("heading", { level: 1, name: "Legal Document Library" })).toBeVisible();
  });

  test("shows a Dashboard button instead when signed in", async ({ page }) => {
    await signUpOverApi(page);
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/dashboard");
    await expect(header.getByRole("link", { name: "Log In" })).toHaveCount(0);
    await expect(header.getByRole("link", { name: "Get Started" })).toHaveCount(0);
  });
});

test.describe("mobile menu at 390 px", () => {
  test.use({ viewport: PHONE });

  test("collapses the nav, opens on the toggle and closes on navigation", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    // The panel is rendered only while open, so the toggle names it only then.
    await expect(toggle).not.toHaveAttribute("aria-controls");

    await toggle.click();
    const close = page.getByRole("button", { name: "Close menu" });
    await expect(close).toHaveAttribute("aria-expanded", "true");
    const menuId = await close.getAttribute("aria-controls");
    expect(menuId).toBeTruthy();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    for (const [label, href] of NAV) {
      await expect(menu.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", href);
    }
    await expect(page.locator(`[id="${menuId}"]`).getByRole("link", { name: "Log In" })).toBeVisible();

    await menu.getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");

    // Escape closes it too.
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
  });
});

test.describe("footer", () => {
  test("links to every footer page and shows the current year", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    for (const href of FOOTER_LINKS) {
      await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
    for (const name of ["Twitter", "LinkedIn", "Facebook"]) {
      await expect(footer.getByRole("link", { name: new RegExp(name) })).toBeVisible();
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Lexforge`);
  });

  test("every footer page exists with its own title", async ({ page }) => {
    const pages: [string, string][] = [
      ["/contact", "Contact Us"],
      ["/careers", "Careers"],
      ["/terms", "Terms of Service"],
      ["/privacy", "Privacy Policy"],
      ["/disclaimer", "Disclaimer"],
      ["/cookies", "Cookie Policy"],
      ["/state-rules", "State Rules"],
    ];
    for (const [path, heading] of pages) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveTitle(`${heading} | Lexforge`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{30,}/);
    }
  });

  test("category aliases open the library filtered by category", async ({ page }) => {
    const aliases: [string, string, string, string][] = [
      ["/documents/contracts", "business", "Business", "LLC Operating Agreement"],
      ["/documents/agreements", "real-estate", "Real Estate", "Roommate Agreement"],
      ["/documents/letters", "legal-letters", "Legal Letters", "Cease and Desist Letter"],
      ["/documents/wills", "personal", "Personal", "Last Will & Testament"],
    ];
    for (const [path, slug, tab, title] of aliases) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`/documents\\?category=${slug}$`));
      await expect(page.getByRole("button", { name: tab, exact: true })).toHaveAttribute("aria-pressed", "true");
      await expect(page.getByRole("heading", { name: title })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Child Custody Agreement" })).toHaveCount(0);
    }
  });

  test("footer alias link from the home page filters the library", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Wills" }).click();
    await expect(page).toHaveURL(/\/documents\?category=personal$/);
    await expect(page.getByRole("heading", { name: "Power of Attorney" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Lease Agreement" })).toHaveCount(0);
  });
});

test("each route has its own title and description", async ({ page }) => {
  const routes: [string, RegExp][] = [
    ["/", /^Lexforge - AI-Powered Legal Documents/],
    ["/about", /^About Us \| Lexforge$/],
    ["/documents", /^Legal Document Library \| Lexforge$/],
    ["/documents/nda", /^NDA Generator \| Lexforge$/],
    ["/documents/llc", /^LLC Generator \| Lexforge$/],
    // The tab says what the page's heading says.
    ["/documents/child-custody", /^Child Custody Agreement Generator \| Lexforge$/],
  ];
  const descriptions = new Set<string>();
  for (const [path, title] of routes) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
    descriptions.add((await page.locator('meta[name="description"]').getAttribute("content")) ?? "");
  }
  expect(descriptions.size).toBe(routes.length);
});

test("'Skip to content' lands on the page's main content on every kind of page", async ({ page }) => {
  const pages = ["/", "/documents", "/documents/nda", "/pricing", "/about", "/terms", "/sign-in", "/no-such-page"];
  for (const path of pages) {
    await page.goto(path);
    await expect(page.getByRole("main")).toBeVisible();
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip, path).toBeFocused();
    await skip.press("Enter");
    await expect(page, path).toHaveURL(/#main$/);
    await expect(page.locator("main#main"), `${path} has no #main`).toHaveCount(1);
  }
  await signUpOverApi(page);
  await page.goto("/dashboard");
  await expect(page.locator("main#main")).toHaveCount(1);
});
