import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { expect, test } from "@playwright/test";

/**
 * Checks on the production build the suite runs against (apps/web/.next): what ships to browsers, when,
 * and which pages are prerendered.
 */
const nextDir = path.join(path.dirname(import.meta.dirname), ".next");

/** Sentences of the NDA and lease clauses: server-side text that must never reach a browser bundle. */
const CLAUSE_SENTENCES = [
  "This Agreement commences on the Effective Date and continues until terminated by either party",
  "the tenancy continues from month to month on the same terms",
];

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".js"))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

test("no client chunk contains clause text (the engine stays on the server)", () => {
  const clientChunks = filesUnder(path.join(nextDir, "static"));
  expect(clientChunks.length).toBeGreaterThan(0);
  for (const file of clientChunks) {
    const text = readFileSync(file, "utf8");
    for (const sentence of CLAUSE_SENTENCES) {
      expect(text.includes(sentence), `${path.relative(nextDir, file)} contains "${sentence}"`).toBe(false);
    }
  }
  // The sentences are spelled as the build keeps them: the server's bundles do contain them.
  const serverText = filesUnder(path.join(nextDir, "server"))
    .map((file) => readFileSync(file, "utf8"))
    .join("\n");
  for (const sentence of CLAUSE_SENTENCES) expect(serverText).toContain(sentence);
});

const STATIC_ROUTES = [
  "/",
  "/about",
  "/careers",
  "/contact",
  "/cookies",
  "/disclaimer",
  "/privacy",
  "/terms",
  "/pricing",
  "/payment",
  "/documents",
  "/documents/agreements",
  "/documents/contracts",
  "/documents/letters",
  "/documents/wills",
  "/state-rules",
  "/state-rules/california",
  "/state-rules/district-of-columbia",
  "/_not-found",
];
/** Personal pages, and the generators, which show the user's own text under a nonce-based script policy. */
const DYNAMIC_ROUTES = [
  "/dashboard",
  "/dashboard/transactions",
  "/payment-success",
  "/checkout/test",
  "/documents/nda",
  "/documents/lease",
  "/documents/will",
];

test("marketing pages, the library and 404 are prerendered; personal pages and the generators are not", () => {
  const manifest = JSON.parse(readFileSync(path.join(nextDir, "prerender-manifest.json"), "utf8")) as {
    routes: Record<string, unknown>;
  };
  const prerendered = Object.keys(manifest.routes);
  for (const route of STATIC_ROUTES) expect(prerendered, `${route} became dynamic`).toContain(route);
  for (const route of DYNAMIC_ROUTES) expect(prerendered, `${route} is personal`).not.toContain(route);
});

test("nothing under /_next/static is server source, a source map or server-only code", () => {
  const files = readdirSync(path.join(nextDir, "static"), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
  expect(files.length).toBeGreaterThan(0);
  const published = files.map((file) => path.relative(nextDir, file));
  expect(published.filter((file) => /\.(ts|tsx|mts|cts|map)$/.test(file))).toEqual([]);
  // Strings only the server's code holds: the database driver, password hashing, the migration lock.
  const serverOnly = ["pg_advisory_lock", "@node-rs/argon2", "drizzle-orm/pglite", "DATABASE_URL"];
  for (const file of files.filter((f) => f.endsWith(".js"))) {
    const text = readFileSync(file, "utf8");
    for (const marker of serverOnly) {
      expect(text.includes(marker), `${path.relative(nextDir, file)} contains "${marker}"`).toBe(false);
    }
  }
});

/** zod v4 names its classes with string literals ($constructor("ZodObject", …)): they survive minification. */
const ZOD_MARKER = '"ZodObject"';

test("the generator page does not load zod until the user starts on the form", async ({ page }) => {
  const scripts: Promise<string>[] = [];
  page.on("response", (response) => {
    if (response.url().endsWith(".js")) scripts.push(response.text());
  });
  const loadedZod = async () => (await Promise.all(scripts)).some((text) => text.includes(ZOD_MARKER));

  await page.goto("/documents/nda");
  const name = page.getByLabel("Disclosing party name");
  await expect(name).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(await loadedZod(), "zod loaded with the page").toBe(false);

  await name.focus();
  await expect.poll(loadedZod, { message: "zod loads on the form's first focus" }).toBe(true);
});

test("every icon a prerendered page draws from the sprite is in the sprite, and none is drawn inline", async ({
  request,
}) => {
  const appDir = path.join(nextDir, "server", "app");
  const pages = readdirSync(appDir, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".html"));
  const sprite = await (await request.get("/icons.svg")).text();
  const symbols = new Set([...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]));
  expect(symbols.size).toBeGreaterThan(10);
  const used = new Set<string>();
  for (const page of pages) {
    const html = readFileSync(path.join(appDir, page), "utf8");
    for (const match of html.matchAll(/<use href="\/icons\.svg#([^"]+)"/g)) used.add(match[1] ?? "");
  }
  expect([...used].filter((name) => !symbols.has(name))).toEqual([]);
  // The home page and the shell around every page: no lucide icon inlined (each was ~400 bytes, twice).
  const home = readFileSync(path.join(appDir, "index.html"), "utf8");
  expect(home).toContain('<use href="/icons.svg#shield-check"');
  expect(home).not.toContain('class="lucide');
});
