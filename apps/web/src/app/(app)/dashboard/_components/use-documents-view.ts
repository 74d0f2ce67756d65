"use client";

import { useEffect, useState } from "react";

import type { TDocumentSort, TListDocuments } from "@lexforge/validators";
import { DEFAULT_DOCUMENTS_QUERY } from "@lexforge/validators";

/** Long enough that typing a word asks the server once, short enough that the list still feels live. */
const SEARCH_DELAY_MS = 250;

/**
 * The documents list's page, search, type and order: the input of the server query. The search box's text
 * reaches the query only once typing pauses; a new search, type or order starts again at page 1.
 */
export function useDocumentsView() {
  const [view, setView] = useState<TListDocuments>(DEFAULT_DOCUMENTS_QUERY);
  const [searchText, setSearchText] = useState(view.search);

  useEffect(() => {
    const search = searchText.trim();
    if (search === view.search) return;
    const timer = setTimeout(() => setView((current) => ({ ...current, search, page: 1 })), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText, view.search]);

  return {
    view,
    searchText,
    setSearchText,
    setType: (type: TListDocuments["type"]) => setView((current) => ({ ...current, type, page: 1 })),
    setSort: (sort: TDocumentSort) => setView((current) => ({ ...current, sort, page: 1 })),
    setPage: (page: number) => setView((current) => ({ ...current, page })),
  };
}
