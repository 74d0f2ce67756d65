import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { expect, test } from "@playwright/test";

/**
 * Checks on the production build the suite runs against (apps/web/.next): what ships to browsers and
 * which pages are prerendered. No browser needed.
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
  "/documents/nda",
  "/documents/lease",
  "/documents/will",
  "/_not-found",
];
const DYNAMIC_ROUTES = ["/dashboard", "/dashboard/transactions", "/payment-success", "/checkout/test"];

test("marketing pages, the library, the generators and 404 are prerendered; personal pages are not", () => {
  const manifest = JSON.parse(readFileSync(path.join(nextDir, "prerender-manifest.json"), "utf8")) as {
    routes: Record<string, unknown>;
  };
  const prerendered = Object.keys(manifest.routes);
  for (const route of STATIC_ROUTES) expect(prerendered, `${route} became dynamic`).toContain(route);
  for (const route of DYNAMIC_ROUTES) expect(prerendered, `${route} is personal`).not.toContain(route);
});
