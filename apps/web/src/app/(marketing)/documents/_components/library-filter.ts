import type { CatalogueCategory, CatalogueEntry } from "@lexforge/doc-engine";
import { CATEGORIES } from "@lexforge/doc-engine/data";

export type LibraryCategory = (typeof CATEGORIES)[number];
export const ALL = "All Documents" satisfies LibraryCategory;

/** URL value of a tab: "Real Estate" ↔ "real-estate"; "All Documents" has none (the default). */
export function categorySlug(category: LibraryCategory): string | null {
  return category === ALL ? null : category.toLowerCase().replace(/\s+/g, "-");
}

export function categoryFromSlug(slug: string | null | undefined): LibraryCategory {
  return CATEGORIES.find((category) => categorySlug(category) === slug?.toLowerCase()) ?? ALL;
}

/** The footer's aliases (/documents/contracts …) and the tab each one opens. */
export const CATEGORY_ALIASES = {
  contracts: "Business",
  agreements: "Real Estate",
  letters: "Legal Letters",
  wills: "Personal",
} as const satisfies Record<string, CatalogueCategory>;

export function libraryHref({ category = ALL, query = "" }: { category?: LibraryCategory; query?: string }) {
  const params = new URLSearchParams();
  const slug = categorySlug(category);
  if (slug) params.set("category", slug);
  if (query.trim()) params.set("q", query.trim());
  const search = params.toString();
  return search ? `/documents?${search}` : "/documents";
}

/** Category (default all) and search combine; search matches title, description and tags. */
export function filterCatalogue(
  entries: readonly CatalogueEntry[],
  { category, query }: { category: LibraryCategory; query: string },
): CatalogueEntry[] {
  const needle = query.trim().toLowerCase();
  return entries.filter((entry) => {
    if (category !== ALL && entry.category !== category) return false;
    if (!needle) return true;
    return [entry.title, entry.description, ...entry.tags].some((text) => text.toLowerCase().includes(needle));
  });
}
