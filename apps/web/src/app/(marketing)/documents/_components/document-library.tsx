"use client";

import { Search } from "lucide-react";
import { usePathname, useSearchParams } from "next/navigation";
import type { Ref } from "react";
import { useEffect, useRef, useState } from "react";

import { CATALOGUE, CATEGORIES } from "@lexforge/doc-engine/data";
import { Input } from "@lexforge/ui/input";
import { cn } from "@lexforge/ui/utils";

import { DocumentCard } from "~/components/document-card";
import type { LibraryCategory } from "./library-filter";
import { categoryFromSlug, filterCatalogue, libraryHref } from "./library-filter";

/** Search box + category tabs over the catalogue; both live in the URL so a filtered view can be linked. */
export function DocumentLibrary() {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const urlCategory = categoryFromSlug(searchParams.get("category"));
  const urlQuery = searchParams.get("q") ?? "";
  const urlHref = libraryHref({ category: urlCategory, query: urlQuery });
  const [category, setCategory] = useState(urlCategory);
  const [query, setQuery] = useState(urlQuery);
  const input = useRef<HTMLInputElement>(null);
  // The URLs this component wrote that the router has not caught up with yet. Each write reaches
  // useSearchParams a render later, so while typing the URL can still be an earlier write: that is not a
  // reason to reset the box to it. Any other URL change (a footer alias, back button) resets the filters.
  const written = useRef<string[]>([]);
  const seenHref = useRef(urlHref);

  useEffect(() => {
    if (urlHref === seenHref.current) return;
    seenHref.current = urlHref;
    const at = written.current.indexOf(urlHref);
    if (at !== -1) {
      // Writes land in order: this one and those before it have landed.
      written.current = written.current.slice(at + 1);
      return;
    }
    written.current = [];
    setCategory(urlCategory);
    setQuery(urlQuery);
  }, [urlHref, urlCategory, urlQuery]);

  const update = (next: { category?: LibraryCategory; query?: string }) => {
    const state = { category, query, ...next };
    setCategory(state.category);
    setQuery(state.query);
    // replace, not push: typing should not fill the back-button history with one entry per key. The
    // browser's own replaceState (Next's router follows it) asks the server for nothing and lands in order.
    // router.replace could fetch each URL's page, and a slow answer for an earlier key landed last: the box
    // went back to that key's text and lost what was typed since.
    if (pathname !== "/documents") return;
    const href = libraryHref(state);
    written.current.push(href);
    window.history.replaceState(null, "", href);
  };

  // On a slow connection people type into the prerendered box (the fallback) before this one replaces it.
  const [typed] = useState(prerenderedSearch);
  useEffect(() => {
    if (!typed) return;
    update({ query: typed.value });
    input.current?.focus();
    input.current?.setSelectionRange(typed.caret, typed.caret);
    // Once, on mount: `update` is a new function every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return <LibraryView category={category} query={query} onChange={update} inputRef={input} />;
}

/** Only the prerendered box has it, so no other library box on the page (one being left) is read. */
const PRERENDERED_SEARCH_ID = "library-search-prerendered";

/** What was typed into the prerendered search box (still on the page while this component first renders). */
function prerenderedSearch(): { value: string; caret: number } | null {
  if (typeof document === "undefined") return null;
  const box = document.getElementById(PRERENDERED_SEARCH_ID);
  if (!(box instanceof HTMLInputElement) || !box.value) return null;
  return { value: box.value, caret: box.selectionStart ?? box.value.length };
}

/**
 * The prerendered library (the Suspense fallback while the URL's filters are read): every document, laid
 * out exactly as the unfiltered library, so nothing moves when the interactive one replaces it.
 */
export function DocumentLibraryFallback() {
  return <LibraryView category={categoryFromSlug(null)} query="" searchId={PRERENDERED_SEARCH_ID} />;
}

function LibraryView({
  category,
  query,
  onChange,
  inputRef,
  searchId,
}: {
  category: LibraryCategory;
  query: string;
  onChange?: (next: { category?: LibraryCategory; query?: string }) => void;
  inputRef?: Ref<HTMLInputElement>;
  searchId?: string;
}) {
  const results = filterCatalogue(CATALOGUE, { category, query });
  const update = onChange ?? (() => undefined);
  return (
    <div>
      <div className="relative mx-auto max-w-xl">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted-foreground"
          aria-hidden
        />
        <Input
          ref={inputRef}
          id={searchId}
          type="search"
          aria-label="Search documents"
          placeholder="Search for documents..."
          value={query}
          onChange={(event) => update({ query: event.target.value })}
          className="h-12 bg-background pl-10 text-base md:text-base"
        />
      </div>

      <div role="group" aria-label="Document categories" className="mt-8 flex flex-wrap justify-center gap-2">
        {CATEGORIES.map((name) => {
          const selected = name === category;
          return (
            <button
              key={name}
              type="button"
              aria-pressed={selected}
              onClick={() => update({ category: name })}
              className={cn(
                "rounded-full border px-3 py-1.5 text-sm sm:px-4 sm:py-2 font-medium whitespace-nowrap outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50",
                selected ? "border-primary bg-primary text-primary-foreground" : "bg-background hover:bg-accent",
              )}
            >
              {name}
            </button>
          );
        })}
      </div>

      <p aria-live="polite" className="sr-only">
        {results.length === 1 ? "1 document" : `${results.length} documents`} shown
      </p>
      {results.length === 0 ? (
        <p className="mt-12 rounded-xl border border-dashed p-10 text-center text-muted-foreground">
          No documents found matching your search criteria.
        </p>
      ) : (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {results.map((entry) => (
            <li key={entry.type} className="flex">
              <DocumentCard entry={entry} headingLevel="h2" className="w-full" />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
